/**
 * Shows the contact bar on phones (app/components/contact-bar.tsx) once the visitor has read past
 * the page's opening: the hero where the page has one (home, profession pages), else one screen.
 * It gives way to the enquiry form when that is on screen, and once closed it stays closed in this
 * tab (sessionStorage; with storage blocked, for this page). Without this script it never shows.
 * Small screens only, and never over a focused field or the cookie banner: CSS (app/styles/site.css).
 */
import { sectionIds } from "../config/site-routes";
import { CONTACT_BAR_DISMISSED_KEY, contactBarShown, isDismissedMark, type ContactBarState } from "../modules/contact-bar";
import { readStored, writeStored } from "../modules/safe-storage";

const BAR = "[data-contact-bar]";
/** The page's opening section (app/components/home/home-hero.tsx, group-page/group-hero.tsx). */
const HERO = "[data-hero]";

function storedDismissal(): boolean {
  return isDismissedMark(readStored("session", CONTACT_BAR_DISMISSED_KEY));
}

export function enhanceContactBar(): void {
  const bar = document.querySelector<HTMLElement>(BAR);
  if (!bar || typeof IntersectionObserver === "undefined") return;
  const state: ContactBarState = { dismissed: storedDismissal(), openingPassed: false, enquiryInView: false };
  const render = () => bar.toggleAttribute("data-shown", contactBarShown(state));
  bar.dataset.enhanced = "";
  if (state.dismissed) return;

  const enquiry = document.getElementById(sectionIds.contact);
  // „Anfrage“ leads to the form on this page where there is one, else to the home page's.
  const enquiryLink = bar.querySelector<HTMLAnchorElement>("a[data-section-link]");
  if (enquiry && enquiryLink) enquiryLink.setAttribute("href", `#${sectionIds.contact}`);

  const observers: IntersectionObserver[] = [];
  let stopScrollWatch = () => {};
  const hero = document.querySelector<HTMLElement>(HERO);
  if (hero) {
    const watchHero = new IntersectionObserver(([entry]) => {
      state.openingPassed = !entry.isIntersecting && entry.boundingClientRect.bottom <= 0;
      render();
    });
    watchHero.observe(hero);
    observers.push(watchHero);
  } else {
    let frame = 0;
    const update = () => {
      frame = 0;
      state.openingPassed = window.scrollY >= window.innerHeight;
      render();
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    stopScrollWatch = () => window.removeEventListener("scroll", onScroll);
    update();
  }
  if (enquiry) {
    const watchEnquiry = new IntersectionObserver(([entry]) => {
      state.enquiryInView = entry.isIntersecting;
      render();
    });
    watchEnquiry.observe(enquiry);
    observers.push(watchEnquiry);
  }

  const close = () => {
    state.dismissed = true;
    writeStored("session", CONTACT_BAR_DISMISSED_KEY, "1");
    for (const observer of observers) observer.disconnect();
    stopScrollWatch();
    const hadFocus = bar.contains(document.activeElement);
    render();
    // The button vanishes with the bar: focus goes on from the page's content, not from the start.
    if (hadFocus) document.getElementById("inhalt")?.focus({ preventScroll: true });
  };
  bar.querySelector("[data-contact-bar-close]")?.addEventListener("click", close);
  // Back to this page from the browser's cache after closing the bar on another page.
  window.addEventListener("pageshow", (event) => {
    if (event.persisted && !state.dismissed && storedDismissal()) close();
  });
}
