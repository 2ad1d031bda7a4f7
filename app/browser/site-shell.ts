/** The one script every page loads (app/layouts/site-layout.astro): each part enhances its own markup. */
import { armConsentPrompts } from "./consent-prompts";
import { consentStore } from "./consent-store";
import { enhanceContactBar } from "./contact-bar";
import { tidyInstallEntries } from "./install-entries";
import { enableLateStylesheets } from "./late-stylesheet";
import { enhanceLegalLinks } from "./legal-dialogs";
import { enhanceMobileMenu } from "./mobile-menu";
import { enhanceNavMenus } from "./nav-menu";
import { enhanceSectionLinks } from "./section-links";
import { syncServiceWorkerWithConsent } from "./service-worker-switch";
import { COOKIE_SETTINGS_TRIGGER } from "./script-click-targets";
import { enhanceSearchButtons } from "./site-search-trigger";
import { trackHeaderScroll } from "./site-header";
import { carryAddressOnLanguageSwitch } from "./language-switch";

/** The fixed banner strip must not hide keyboard focus (WCAG 2.4.11): scrolling leaves room for it. */
function reserveRoomForBottomDock(): void {
  const dock = document.querySelector<HTMLElement>("[data-bottom-dock]");
  if (!dock || typeof ResizeObserver === "undefined") return;
  new ResizeObserver(() => {
    document.documentElement.style.scrollPaddingBottom = dock.offsetHeight > 0 ? `${dock.offsetHeight}px` : "";
  }).observe(dock);
}

function enhanceCookieSettingsButtons(): void {
  document.addEventListener("click", (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>(COOKIE_SETTINGS_TRIGGER) : null;
    if (button) consentStore.requestSettings(button);
  });
}

trackHeaderScroll();
enableLateStylesheets();
enhanceNavMenus();
enhanceMobileMenu();
enhanceSectionLinks();
enhanceLegalLinks();
enhanceCookieSettingsButtons();
enhanceSearchButtons();
reserveRoomForBottomDock();
syncServiceWorkerWithConsent();
tidyInstallEntries();
armConsentPrompts();
enhanceContactBar();
carryAddressOnLanguageSwitch();
