import { afterLoadEvent } from "./page-milestones";

/**
 * Enables the stylesheet the build links disabled at the end of the body (rules the HTML checker
 * cannot read and the first paint does not need: scripts/build/inline-stylesheet.ts). After the
 * load event, so it is never on the way to the first paint.
 */
export function enableLateStylesheets(): void {
  const enable = () => {
    for (const link of document.querySelectorAll<HTMLLinkElement>("link[data-late-stylesheet][disabled]")) link.disabled = false;
  };
  afterLoadEvent(enable);
}
