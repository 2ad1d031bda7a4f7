/**
 * Labels of the contact bar on phones (app/components/contact-bar.tsx), from the owner's file
 * texte/kontaktleiste.yaml (English pages: en/texte/kontaktleiste.yaml), finished by the build.
 * Short, as they stand under icons on a 320 px
 * wide screen; each is also the link's accessible name. `label` names the bar's landmark (a `nav`);
 * `enquiry` leads to the enquiry form (#versicherungsform).
 */
import type { Lang } from "~/config/languages";
import type { ContactBarText } from "~/modules/text-files/enquiry-schema";
import englishText from "./en/texte/kontaktleiste.yaml";
import text from "./texte/kontaktleiste.yaml";

export const contactBarCopy = text as ContactBarText;

export function contactBarCopyFor(lang: Lang): ContactBarText {
  return lang === "en" ? (englishText as ContactBarText) : contactBarCopy;
}
