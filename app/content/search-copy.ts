/**
 * The site search's words (the dialog, its states, the offer when nothing is found), from the
 * owner's file texte/suche.yaml (English pages: en/texte/suche.yaml), finished by the build. The
 * dialog (site-search.tsx) writes the words the search's script shows into its data attributes,
 * templates with their placeholders, so the script carries no words of either language
 * (docs/decisions/0073); app/browser/site-search-query.ts fills in the query, the count and a term.
 */
import type { Lang } from "~/config/languages";
import type { SearchText } from "~/modules/text-files/guide-pages-schema";
import englishText from "./en/texte/suche.yaml";
import text from "./texte/suche.yaml";

function pick(copy: SearchText) {
  return {
    open: copy.open,
    dialogTitle: copy.dialogTitle,
    inputLabel: copy.inputLabel,
    placeholder: copy.placeholder,
    close: copy.close,
    /** The texts the script shows, as templates: {suchbegriff}, {anzahl}, {begriff} are filled in the browser. */
    script: {
      loading: copy.loading,
      failed: copy.failed,
      noResults: copy.noResults,
      // The singular is grammar, not wording: the file has a text for one hit and one for more.
      resultOne: copy.resultOne,
      resultMany: copy.resultMany,
      /** A glossary term's hit, linking to the term on the glossary page. */
      glossaryHit: copy.glossaryHit,
    },
    /** Shown below „Keine Treffer“: the question goes to the adviser instead. */
    noHitsOffer: copy.noHits.offer,
    noHitsEnquiry: copy.noHits.enquiry,
    noHitsPhone: copy.noHits.phone,
    noHitsEmail: copy.noHits.email,
  };
}

export const searchCopy = pick(text as SearchText);

export type SearchScriptCopy = typeof searchCopy.script;

export function searchCopyFor(lang: Lang): typeof searchCopy {
  return lang === "en" ? pick(englishText as SearchText) : searchCopy;
}
