/**
 * Lets the footer's "Cookie-Einstellungen" button reopen the banner, which is loaded lazily
 * after hydration: a request made before the banner is ready waits for it.
 */
type Listener = (opener: HTMLElement | null) => void;

let listener: Listener | null = null;
let pending: { opener: HTMLElement | null } | null = null;

export function requestCookieSettings(opener: HTMLElement | null): void {
  if (listener) listener(opener);
  else pending = { opener };
}

/** The banner listens here; returns the unsubscribe function. */
export function onCookieSettingsRequest(next: Listener): () => void {
  listener = next;
  if (pending) {
    const { opener } = pending;
    pending = null;
    next(opener);
  }
  return () => {
    if (listener === next) listener = null;
  };
}
