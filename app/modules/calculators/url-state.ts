/**
 * A calculator's input in the page address, so a result can be reloaded, bookmarked and shared.
 * Each parameter is named like the field it fills (`pkv-wechsel-gehalt`, the field's id), so
 * every parameter of a calculator starts with its section id and two calculators on one page
 * never touch each other's. Values are the text as typed or chosen; the calculator validates them
 * like anything typed. Pure: the address comes in as a string and goes out as one.
 */

/** Longer values are nobody's input (the longest field takes „1.000.000,00 EUR“ with spaces); they are ignored. */
export const MAX_PARAM_LENGTH = 40;

/** The value of checkbox parameters that are ticked (unticked boxes stay out of the address). */
export const TICKED = "ja";

/** The parameters of `search` that belong to a calculator whose ids start with `prefix`. */
export function readCalculatorParams(search: string, prefix: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(search)) {
    const trimmed = value.trim();
    if (name.startsWith(`${prefix}-`) && trimmed !== "" && trimmed.length <= MAX_PARAM_LENGTH) found[name] = trimmed;
  }
  return found;
}

/**
 * `search` with the calculator's parameters replaced by `params` (empty values left out), other
 * parameters kept in their order: „?a=1&pkv-wechsel-gehalt=85.000“, or "" when nothing is left.
 */
export function withCalculatorParams(search: string, prefix: string, params: Readonly<Record<string, string>>): string {
  const next = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(search)) {
    if (!name.startsWith(`${prefix}-`)) next.append(name, value);
  }
  for (const [name, value] of Object.entries(params)) {
    if (value.trim() !== "") next.append(name, value.trim());
  }
  const text = next.toString();
  return text === "" ? "" : `?${text}`;
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

/** The address that opens this page at the calculator with exactly this input (for „Link kopieren“). */
export function calculatorLink(origin: string, pathname: string, prefix: string, params: Readonly<Record<string, string>>): string {
  return `${origin}${pathname}${withCalculatorParams("", prefix, params)}#${prefix}`;
}
