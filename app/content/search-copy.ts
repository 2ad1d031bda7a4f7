/**
 * The site search's words (the dialog, its states, the offer when nothing is found), from the
 * owner's file texte/suche.yaml, finished by the build. A file of its own, so the search's script
 * carries these words and nothing else; the query, the count and a term are put in here.
 */
import { filledOnThePage as filled } from "~/modules/copy-placeholders";
import type { SearchText } from "~/modules/text-files/guide-pages-schema";
import text from "./texte/suche.yaml";

const copy = text as SearchText;

export const searchCopy = {
  open: copy.open,
  dialogTitle: copy.dialogTitle,
  inputLabel: copy.inputLabel,
  placeholder: copy.placeholder,
  close: copy.close,
  loading: copy.loading,
  failed: copy.failed,
  noResults: (query: string) => filled(copy.noResults, { suchbegriff: query }),
  // The singular is grammar, not wording: the file has a text for one hit and one for more.
  resultCount: (count: number) => (count === 1 ? copy.resultOne : filled(copy.resultMany, { anzahl: String(count) })),
  /** A glossary term's hit, linking to the term on the glossary page. */
  glossaryHit: (term: string) => filled(copy.glossaryHit, { begriff: term }),
  /** Shown below „Keine Treffer“: the question goes to the adviser instead. */
  noHitsOffer: copy.noHits.offer,
  noHitsEnquiry: copy.noHits.enquiry,
  noHitsPhone: copy.noHits.phone,
  noHitsEmail: copy.noHits.email,
};
