/**
 * The English section's own words (docs/decisions/0073): the English menu's and footer's page
 * names and the English home's texts, from en/texte/englischer-bereich.yaml, finished by the build
 * with the English rules (English typography, the claims rules in English).
 */
import type { EnglishSectionText } from "~/modules/text-files/english-section-schema";
import text from "./texte/englischer-bereich.yaml";

export const englishSectionCopy = text as EnglishSectionText;
