/**
 * The words of the frame every page shares, from the owner's file texte/seitenrahmen.yaml, finished
 * by the build; the profession pages' headings name their group ({gruppe}), filled here.
 */
import { fillPlaceholders } from "~/modules/copy-placeholders";
import type { SiteFrameText } from "~/modules/text-files/site-frame-schema";
import text from "./texte/seitenrahmen.yaml";

export const siteFrame = text as SiteFrameText;

/** `template` with the placeholders the page fills ({gruppe}, {anzahl}) replaced. */
export function filledOnThePage(template: string, values: Readonly<Record<string, string>>): string {
  return fillPlaceholders(template, values).text;
}
