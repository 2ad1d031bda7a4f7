/**
 * Placeholders in copy the owner edits: „{jahr}“, „{wert:versicherungspflichtgrenze}“. The build
 * fills them from the figures table and the config, so a figure is never typed by hand and next
 * year's figures change every page at the next build (docs/decisions/0054). Which names exist is the
 * caller's vocabulary (app/content/copy-vocabulary.ts); this module only finds and fills them.
 */

/** Where a calculator's text links the provision it cites: „… ({vorschrift}).“ (app/content/calculator-texts.ts). */
export const SOURCE_PLACEHOLDER = "vorschrift";

/** „{name}“ or „{kind:name}“; letters only, so „{“ in other uses is not taken for one. */
const PLACEHOLDER = /\{([A-Za-z]+(?::[A-Za-z]+)?)\}/g;

/** The placeholders `text` names, in order, each once. */
export function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1]!))];
}

/** `text` with every placeholder replaced by its value; the names `values` lacks, if any, instead. */
export function fillPlaceholders(text: string, values: Readonly<Record<string, string>>): { text: string; unknown: string[] } {
  const unknown = placeholdersIn(text).filter((name) => !Object.hasOwn(values, name));
  if (unknown.length) return { text, unknown };
  return { text: text.replace(PLACEHOLDER, (_match, name: string) => values[name]!), unknown: [] };
}

/**
 * `template` with the values a page fills when it shows the text („{gruppe}“ → „Ärzte“, „{anzahl}“ → 4).
 * The build has checked that the field names only placeholders its page fills (app/content/owner-copy.ts).
 */
export function filledOnThePage(template: string, values: Readonly<Record<string, string | number>> = {}): string {
  return fillPlaceholders(template, Object.fromEntries(Object.entries(values).map(([name, value]) => [name, String(value)]))).text;
}
