/**
 * The elements whose click does nothing, or the wrong thing, until the page script has arrived:
 * the page script gives them their meaning. One selector each, used by the modules that handle
 * them and by the first-paint loader (first-paint-loader.ts), which holds a click on any of them
 * that comes before the script and replays it once the script is there (decision 0036). Buttons
 * the platform handles alone (the mobile menu's invoker commands, `<details>`) are not held.
 */
import { legalRoutes } from "../config/site-routes";

/** „Cookie-Einstellungen“ in the footer: reopens the banner. */
export const COOKIE_SETTINGS_TRIGGER = "[data-cookie-settings]";
/** The header's search button: opens the search dialog. */
export const SEARCH_TRIGGER = "[data-search-open]";
/**
 * A desktop menu (its button toggles the list). Until the script arrives the list also shows
 * while focus is inside (app/styles/site.css); a held click is not replayed once focus has moved
 * into the list it controls, since it is shown already and the toggle would hide it.
 */
export const NAV_MENU = "[data-nav-menu]";
/**
 * Section links (app/components/section-link.tsx): the busy overlay while the home page loads,
 * „Home“ gliding to the top, and in the mobile menu closing it before the page scrolls (its other
 * links leave the page, or are legal links).
 */
export const SECTION_LINK = "a[data-section-link]";
/** Links to the legal pages, which the page script opens in a dialog instead of leaving the page. */
const LEGAL_LINKS = legalRoutes.map((route) => `a[href^="${route.path}"]`);

/** All of them, as one selector for `closest()`. */
export const SCRIPT_CLICK_TARGETS = [COOKIE_SETTINGS_TRIGGER, SEARCH_TRIGGER, `${NAV_MENU} button[aria-controls]`, SECTION_LINK, ...LEGAL_LINKS].join(",");
