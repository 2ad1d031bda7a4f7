/**
 * Every toast text of the site (pkv-site-spec.md §7, §8 and the consent confirmations), from the
 * owner's file texte/meldungen.yaml (English pages: en/texte/meldungen.yaml), finished by the build.
 * Its departures from the spec (docs/decisions/0015, 0021, 0022) are noted in the file. The toast
 * area writes the page's messages into its HTML (toast-area.tsx), where app/browser/toasts.ts reads
 * them: the script carries no words of either language (docs/decisions/0073).
 */
import type { Lang } from "~/config/languages";
import type { ToastText } from "~/modules/text-files/notices-schema";
import englishText from "./en/texte/meldungen.yaml";
import text from "./texte/meldungen.yaml";

export { TOAST_DURATION_MS } from "./toast-duration";

function split(copy: ToastText) {
  const { area, ...messages } = copy;
  return {
    messages,
    /** The toast area's own labels (app/components/toasts/toast-area.tsx). */
    area: {
      ...area,
      /** Moves focus to the toast on screen (the toast library's hotkey the spec lists, § 9). */
      hotkey: "Alt+T",
    } as const,
  };
}

const german = split(text as ToastText);

export const toastMessages = german.messages;

export const toastAreaCopy = german.area;

export type ToastMessages = typeof toastMessages;

/** The messages and the area's labels in the page's language. */
export function toastCopyFor(lang: Lang): { messages: ToastMessages; area: typeof toastAreaCopy } {
  return lang === "en" ? split(englishText as ToastText) : german;
}
