/**
 * Every toast text of the site (pkv-site-spec.md §7, §8 and the consent confirmations), from the
 * owner's file texte/meldungen.yaml, finished by the build. Its departures from the spec
 * (docs/decisions/0015, 0021, 0022) are noted in the file.
 */
import type { ToastText } from "~/modules/text-files/notices-schema";
import text from "./texte/meldungen.yaml";

const { area, ...messages } = text as ToastText;

export const toastMessages = messages;

/** Spec §9: the site's toasts show for 3 s. */
export const TOAST_DURATION_MS = 3000;

/** The toast area's own labels (app/components/toasts/toast-area.tsx). */
export const toastAreaCopy = {
  ...area,
  /** Moves focus to the toast on screen (the toast library's hotkey the spec lists, § 9). */
  hotkey: "Alt+T",
} as const;
