/**
 * Whole numbers typed by a visitor (age, income). Number inputs still deliver strings such as
 * "-5", "1e5" or "4.5" (pasted, or from browsers that let any key through), so nothing is
 * trusted: only plain digits count.
 */

/** " 042 " → 42; "", "-5", "1e5", "4.5", "5.000" or more than `maxDigits` digits → null. */
export function parseWholeNumber(raw: string, maxDigits: number): number | null {
  const trimmed = raw.trim();
  if (trimmed.length === 0 || trimmed.length > maxDigits || !/^\d+$/.test(trimmed)) return null;
  return Number(trimmed);
}

/** Whether `value` may stand in a number field as typed so far: digits only, at most `maxDigits`. */
export function isDigitsWithin(value: string, maxDigits: number): boolean {
  return value.length <= maxDigits && /^\d*$/.test(value);
}
