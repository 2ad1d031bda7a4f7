/**
 * The cookie banner's behaviour (pkv-site-spec.md §4, §9; decisions 0007, 0012, 0050) on its static
 * HTML (app/components/consent/cookie-banner.tsx): it shows 1,5 s after the load event while no
 * answer is stored, or at once when „Cookie-Einstellungen“ asks for it (then with the current
 * answer, and with focus). An answer is stored at once; the banner slides out over 0,5 s and then
 * a toast confirms it. The close icon hides it without storing anything. Focus that was inside
 * goes back where the visitor came from. Loaded by consent-prompts.ts only when there is something
 * to do; `data-enhanced` on the banner says it has taken over.
 */
import { BANNER_EXIT_MS, bannerDelay, type ConsentChoice } from "../modules/consent-rules";
import { consentStore } from "./consent-store";
import { msSinceLoadEvent } from "./page-milestones";

type Phase = "hidden" | "shown" | "leaving";

export function startCookieBanner(banner: HTMLElement): void {
  let phase: Phase = "hidden";
  let returnFocus: HTMLElement | null = null;
  let exitTimer: ReturnType<typeof setTimeout> | undefined;
  const currentAnswers = banner.querySelectorAll<HTMLElement>("[data-banner-current]");

  const enter = (next: Phase) => {
    phase = next;
    banner.dataset.state = next;
    banner.hidden = next === "hidden";
    reserveSpace(next === "shown");
  };
  /**
   * While the banner is shown, the page gets room below its end, so the footer's last links can
   * stand above it instead of half under it (decision 0068); a page already scrolled to its end
   * moves up by that room at once.
   */
  const reserveSpace = (shown: boolean) => {
    const root = document.documentElement;
    if (!shown) {
      root.style.removeProperty("--cookie-banner-space");
      return;
    }
    const atEnd = window.innerHeight + window.scrollY >= root.scrollHeight - 2;
    root.style.setProperty("--cookie-banner-space", `${banner.offsetHeight}px`);
    if (atEnd) window.scrollTo({ top: root.scrollHeight, behavior: "instant" });
  };
  /** The line „Ihre aktuelle Antwort: …“, shown only when the banner was asked for again. */
  const showCurrentAnswer = (choice: ConsentChoice | null) => {
    for (const line of currentAnswers) line.hidden = line.dataset.bannerCurrent !== choice;
  };

  const hide = () => {
    const hadFocus = banner.contains(document.activeElement);
    enter("hidden");
    showCurrentAnswer(null);
    if (hadFocus) (returnFocus ?? document.getElementById("inhalt"))?.focus({ preventScroll: true });
    returnFocus = null;
  };

  const choose = (choice: ConsentChoice) => {
    if (phase !== "shown") return;
    const stored = consentStore.choose(choice);
    enter("leaving");
    // The toast's code is fetched while the banner slides out.
    const toasts = import("./toasts");
    exitTimer = setTimeout(() => {
      hide();
      void toasts.then(({ notify }) => (choice === "accepted" ? notify.cookiesAccepted(stored) : notify.cookiesDeclined(stored)));
    }, BANNER_EXIT_MS);
  };

  const showRequestedSettings = () => {
    const { choice, settingsRequest } = consentStore.getSnapshot();
    if (!settingsRequest) return;
    clearTimeout(exitTimer);
    returnFocus = settingsRequest.opener;
    showCurrentAnswer(choice);
    enter("shown");
    consentStore.settingsShown();
    requestAnimationFrame(() => banner.focus());
  };

  banner.addEventListener("click", (event) => {
    const button = event.target instanceof Element ? event.target.closest("button") : null;
    if (!button) return;
    if (button.hasAttribute("data-banner-close")) hide();
    const choice = button.dataset.bannerChoice;
    if (choice === "accepted" || choice === "declined") choose(choice);
  });
  consentStore.subscribe(showRequestedSettings);

  enter("hidden");
  if (consentStore.getSnapshot().choice === null) {
    // Counted from the load event (pkv-site-spec.md §4), not from the start of navigation, which on
    // a slow connection lies seconds earlier, nor from the arrival of this code, which comes later.
    setTimeout(
      () => {
        if (phase === "hidden") enter("shown");
      },
      bannerDelay(msSinceLoadEvent() ?? 0),
    );
  }
  // A request from the footer that came before this code had arrived.
  showRequestedSettings();
  banner.dataset.enhanced = "";
}
