/**
 * The year a calculator opens with: the build's year when its figures are published, otherwise
 * the newest published year (a site built in January before the ordinance appears must not
 * pretend to know the new limits).
 */
export function defaultCalculatorYear(buildYear: number, knownYears: readonly number[]): number {
  if (knownYears.includes(buildYear)) return buildYear;
  return Math.max(...knownYears);
}
