/**
 * Names of the DOM events that tell the inlined client directives (app/browser/directives/)
 * what the rest of the page did: they are bundled apart and share no module state with it.
 * No imports here, so a directive can import this file.
 */

/** On document, after the stored cookie-banner answer changed in this tab or another. */
export const CONSENT_CHANGE_EVENT = "consent-change";
/** On document, when the visitor asks for the banner again (footer „Cookie-Einstellungen“). */
export const COOKIE_SETTINGS_EVENT = "cookie-settings-request";
/** On window, when the inline capture script has captured the browser's `beforeinstallprompt`. */
export const INSTALL_PROMPT_CAPTURED_EVENT = "installpromptcaptured";
