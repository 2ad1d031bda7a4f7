/**
 * Opens `url` in a new tab and tells whether that worked.
 * window.open(url, "_blank", "noopener") answers null even when the tab opened, so a blocked
 * pop-up could not be told apart; opening without the feature and cutting `opener` right after
 * gives the same protection (the new page cannot reach back into this one) and an honest answer.
 */
export function openInNewTab(url: string): boolean {
  let opened: Window | null;
  try {
    opened = window.open(url, "_blank");
  } catch {
    // Sandboxed frames and some privacy settings throw instead of answering null.
    return false;
  }
  if (!opened) return false;
  try {
    // Some blockers hand back a window they have already closed.
    if (opened.closed) return false;
    opened.opener = null;
  } catch {
    // The new page is already cross-origin: it has no access to this one either.
  }
  return true;
}
