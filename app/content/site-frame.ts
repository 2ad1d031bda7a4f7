/**
 * The words of the frame every page shares, from the owner's file texte/seitenrahmen.yaml, finished
 * by the build; the profession pages' headings name their group ({gruppe}), filled here. English
 * pages take its English twin, en/texte/seitenrahmen.yaml; the English section's own menu and
 * footer names are en/english-section.ts (docs/decisions/0073). Build-time only: the frame
 * is static HTML, so a page never downloads the other language's words.
 */
import type { Lang } from "~/config/languages";
import type { SiteFrameText } from "~/modules/text-files/site-frame-schema";
import englishText from "./en/texte/seitenrahmen.yaml";
import text from "./texte/seitenrahmen.yaml";

export const siteFrame = text as SiteFrameText;

/** The frame's words in the page's language. */
export function siteFrameFor(lang: Lang): SiteFrameText {
  return lang === "en" ? (englishText as SiteFrameText) : siteFrame;
}
