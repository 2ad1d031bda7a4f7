/**
 * The words of the frame every page shares, from the owner's file texte/seitenrahmen.yaml, finished
 * by the build; the profession pages' headings name their group ({gruppe}), filled here.
 */
import type { SiteFrameText } from "~/modules/text-files/site-frame-schema";
import text from "./texte/seitenrahmen.yaml";

export const siteFrame = text as SiteFrameText;
