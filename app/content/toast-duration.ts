/** Spec §9: the site's toasts show for 3 s. Its own module, so the toasts' script loads no words with it. */
export const TOAST_DURATION_MS = 3000;
