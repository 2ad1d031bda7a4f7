/**
 * When the contact bar on phones shows (app/components/contact-bar.tsx, app/browser/contact-bar.ts):
 * once the visitor has read past the page's opening, unless they closed it in this tab or the
 * enquiry form, which offers the same ways, is on screen. What CSS decides (small screens only, not
 * while a form field has focus or the bottom dock holds the cookie banner) is not repeated here.
 */

/** sessionStorage: the bar was closed in this tab; it stays closed on the next pages. */
export const CONTACT_BAR_DISMISSED_KEY = "pkv-kontaktleiste-ausgeblendet";

export interface ContactBarState {
  /** Closed in this tab (sessionStorage), or just now. */
  dismissed: boolean;
  /** The hero has left the viewport at the top; on a page without one, a screen has been scrolled. */
  openingPassed: boolean;
  /** Some part of the enquiry form (#versicherungsform) is in the viewport. */
  enquiryInView: boolean;
}

export function contactBarShown({ dismissed, openingPassed, enquiryInView }: ContactBarState): boolean {
  return !dismissed && openingPassed && !enquiryInView;
}

/** The stored mark counts as "closed" whatever it holds: the bar only ever writes one value. */
export function isDismissedMark(stored: string | null): boolean {
  return stored !== null;
}
