/**
 * How a check of an owner's file fails: with its problems as the owner reads them, one German
 * line each („Fehler in app/content/statutory-figures.ts: 2027 › …“), not as a diff of values.
 * `npm run pruefen` lists these lines first (scripts/lib/owner-check-report.mjs,
 * docs/decisions/0072-owners-yearly-check.md).
 */
export function expectNoOwnerProblems(problems: readonly string[]): void {
  if (problems.length > 0) throw new Error(problems.join("\n"));
}
