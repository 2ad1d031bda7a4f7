/**
 * A calculator's input in the page address, so a result can be reloaded, bookmarked and shared.
 * It stands in the fragment, behind the anchor: `#gkv-beitrag?gkv-beitrag-gehalt=7.250&…`. A
 * browser sends no fragment to any server, neither in the request nor in the Referer of the next
 * one (docs/decisions/0064). Each parameter is named like the field it fills (`pkv-wechsel-gehalt`,
 * the field's id), so every parameter of a calculator starts with its section id and two
 * calculators on one page never touch each other's. Values are the text as typed or chosen; the
 * calculator validates them like anything typed. Pure: the address comes in as strings and goes
 * out as one.
 */

/** Longer values are nobody's input (the longest field takes „1.000.000,00 EUR“ with spaces); they are ignored. */
export const MAX_PARAM_LENGTH = 40;

/** The value of checkbox parameters that are ticked (unticked boxes stay out of the address). */
export const TICKED = "ja";

/**
 * Separates the fragment's anchor from the input: `#pkv-wechsel?pkv-wechsel-gehalt=85.000`. The
 * anchor may be empty (`#?pkv-wechsel-gehalt=85.000`, input typed on a page opened without one).
 */
export const STATE_SEPARATOR = "?";

/** A fragment (`location.hash`, with or without its "#") as its anchor and its input (parameters without the "?"). */
export function splitFragment(hash: string): { anchor: string; state: string } {
  const text = hash.startsWith("#") ? hash.slice(1) : hash;
  const at = text.indexOf(STATE_SEPARATOR);
  return at < 0 ? { anchor: text, state: "" } : { anchor: text.slice(0, at), state: text.slice(at + 1) };
}

/** The fragment of `anchor` and `state` with its "#", or "" when both are empty (the address then ends without "#"). */
export function joinFragment(anchor: string, state: string): string {
  if (state !== "") return `#${anchor}${STATE_SEPARATOR}${state}`;
  return anchor === "" ? "" : `#${anchor}`;
}

/** The parameters of `params` (a query or a fragment's input, a leading "?" allowed) that belong to a calculator whose ids start with `prefix`. */
export function readCalculatorParams(params: string, prefix: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(params)) {
    const trimmed = value.trim();
    if (name.startsWith(`${prefix}-`) && trimmed !== "" && trimmed.length <= MAX_PARAM_LENGTH) found[name] = trimmed;
  }
  return found;
}

/** The calculator's parameters in the fragment `hash`. */
export function readFragmentParams(hash: string, prefix: string): Record<string, string> {
  return readCalculatorParams(splitFragment(hash).state, prefix);
}

/**
 * `params` (parameters without "?") with the calculator's parameters replaced by `next` (empty
 * values left out), the others kept in their order: „a=1&pkv-wechsel-gehalt=85.000“, or "".
 */
function replaceParams(params: string, prefix: string, next: Readonly<Record<string, string>>): string {
  const result = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(params)) {
    if (!name.startsWith(`${prefix}-`)) result.append(name, value);
  }
  for (const [name, value] of Object.entries(next)) {
    if (value.trim() !== "") result.append(name, value.trim());
  }
  return result.toString();
}

/** Exactly this calculator input as the fragment's input (parameters without "?"), "" for none. */
export function calculatorState(prefix: string, params: Readonly<Record<string, string>>): string {
  return replaceParams("", prefix, params);
}

/**
 * The fragment `hash` with the calculator's parameters replaced by `params`: the anchor and the
 * other calculators' parameters stay. „#pkv-wechsel?gkv-beitrag-alter=40&pkv-wechsel-gehalt=85.000“,
 * „#pkv-wechsel“ when no input is left, "" when not even an anchor is.
 */
export function withFragmentParams(hash: string, prefix: string, params: Readonly<Record<string, string>>): string {
  const { anchor, state } = splitFragment(hash);
  return joinFragment(anchor, replaceParams(state, prefix, params));
}

/**
 * An address of the time the input stood in the query (`?gkv-beitrag-gehalt=7.250#gkv-beitrag`,
 * bookmarks and shared links from before docs/decisions/0064) in today's form: the parameters of
 * the calculators `prefixes` leave `search` for the fragment behind its anchor; other parameters
 * stay in the query. Where the fragment already holds input of a calculator, that wins and the
 * query's is dropped. Null when `search` holds no calculator parameter. The page's inline script
 * (app/browser/calculator-address.ts) does the same before any calculator hydrates.
 */
export function moveToFragment(search: string, hash: string, prefixes: readonly string[]): { search: string; hash: string } | null {
  const prefixOf = (name: string) => prefixes.find((prefix) => name.startsWith(`${prefix}-`));
  const { anchor, state } = splitFragment(hash);
  const fragment = new URLSearchParams(state);
  const inFragment = new Set([...fragment.keys()].map(prefixOf));
  const kept = new URLSearchParams();
  let moved = false;
  for (const [name, value] of new URLSearchParams(search)) {
    const prefix = prefixOf(name);
    if (prefix === undefined) {
      kept.append(name, value);
    } else {
      moved = true;
      if (!inFragment.has(prefix)) fragment.append(name, value);
    }
  }
  if (!moved) return null;
  const query = kept.toString();
  return { search: query === "" ? "" : `?${query}`, hash: joinFragment(anchor, fragment.toString()) };
}

/**
 * A calculator's input as address parameters: each field whose value differs from what the
 * prerendered form shows (`[name, value, rendered]`), and then also the year, so that a link
 * opened next year still computes with this year's figures. Nothing while nothing was entered.
 */
export function inputParams(
  year: readonly [name: string, value: string],
  fields: readonly (readonly [name: string, value: string, rendered: string])[],
): Record<string, string> {
  const entered = fields.filter(([, value, rendered]) => value.trim() !== "" && value !== rendered);
  if (entered.length === 0) return {};
  return Object.fromEntries([year, ...entered.map(([name, value]) => [name, value] as const)]);
}

/** The address that opens this page at the calculator with exactly this input (for „Link kopieren“ and paper). */
export function calculatorLink(origin: string, pathname: string, prefix: string, params: Readonly<Record<string, string>>): string {
  return `${origin}${pathname}${joinFragment(prefix, calculatorState(prefix, params))}`;
}
