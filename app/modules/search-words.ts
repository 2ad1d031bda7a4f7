/**
 * The search's status lines and glossary hits from the owner's templates (texte/suche.yaml or its
 * English twin), filled in the browser with the query, the count or a term. Pure, so the dialog's
 * script takes the templates from the page (docs/decisions/0073) and tests fill them the same way.
 */
import { filledOnThePage as filled } from "./copy-placeholders";

export interface SearchScriptWords {
  loading: string;
  failed: string;
  noResults: string;
  resultOne: string;
  resultMany: string;
  glossaryHit: string;
}

export function noResultsText(words: SearchScriptWords, query: string): string {
  return filled(words.noResults, { suchbegriff: query });
}

/** The singular is grammar, not wording: the file has a text for one hit and one for more. */
export function resultCountText(words: SearchScriptWords, count: number): string {
  return count === 1 ? words.resultOne : filled(words.resultMany, { anzahl: String(count) });
}

export function glossaryHitText(words: SearchScriptWords, term: string): string {
  return filled(words.glossaryHit, { begriff: term });
}
