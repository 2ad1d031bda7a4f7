/**
 * The name of the DOM event by which the inline install-event capture (install-prompt-capture.ts,
 * a fixed string in every page) tells the page script that it caught the browser's install event.
 * No imports here.
 */

/** On window, when the inline capture script has captured the browser's `beforeinstallprompt`. */
export const INSTALL_PROMPT_CAPTURED_EVENT = "installpromptcaptured";
