import { describe, expect, it } from "vitest";
import { collectStrings } from "../../tests/support/collect-strings";
import { typographyProblems } from "../../tests/support/german-typography";
import { articleFiles, glossaryFiles, proseOf } from "../../tests/support/guide-copy";
import { SHIPPED_EXAMPLE } from "../../tests/support/shipped-example";

/**
 * The house style of the shipped copy, checked while the site is the example
 * (tests/support/shipped-example.ts, docs/decisions/0072): on an owner's site the modules carry
 * her words, which the build typesets itself (german-typesetting.ts, markdown-typesetting.ts) and
 * whose remaining style is hers.
 *
 * Every content module under app/content (found by glob, so a new file is checked without
 * being listed here): German typography, no placeholders. Copy templates such as a toast text
 * that takes the adviser's name are checked with a sample argument.
 */
// The English section's modules (./en/) follow English typography, which the build sets and checks (docs/decisions/0073).
const modules = import.meta.glob<Record<string, unknown>>(["./**/*.ts", "!./**/*.test.ts", "!./types.ts", "!./en/**"], { eager: true });

/**
 * House rules the shared typography module does not know yet: „z. B.“ with a narrow no-break
 * space (U+202F), dates written out („1. Januar 2027“), € after the number.
 */
const houseRules: readonly { rule: string; pattern: RegExp }[] = [
  { rule: "„z. B.“ needs a narrow no-break space (U+202F)", pattern: /\bz\.(?:[ \u00a0]?)B\./ },
  { rule: "date in digits (write „1. Januar 2027“)", pattern: /\b\d{1,2}\.\d{1,2}\.\d{2,4}\b/ },
  { rule: "€ before the number", pattern: /€\s?\d/ },
];

/**
 * Texts whose wording is prescribed elsewhere and kept to the letter: the switch check's field
 * label „Am 31.12.2002 privat versichert“ was prescribed word for word when the calculators were
 * ordered: the cut-off of § 6 Abs. 7 SGB V, written as the date people know it by.
 */
const PRESCRIBED_WORDING: ReadonlySet<string> = new Set(["Am 31.12.2002 privat versichert"]);

function houseRuleProblems(text: string): string[] {
  if (PRESCRIBED_WORDING.has(text)) return [];
  return houseRules.filter(({ pattern }) => pattern.test(text)).map(({ rule }) => rule);
}

describe.runIf(SHIPPED_EXAMPLE)("typography of all copy in app/content", () => {
  it("finds the content modules", () => {
    const files = Object.keys(modules);
    // professions.ts exports the profession files' copy as the pages get it: placeholders filled, typography set by the build.
    for (const expected of ["./home.ts", "./toast-messages.ts", "./group-page-labels.ts", "./professions.ts"]) {
      expect(files).toContain(expected);
    }
  });

  it("notices a plain „z. B.“, a date in digits and € before the number (the house rules are not vacuous)", () => {
    expect(houseRuleProblems("z. B. Arzt")).toHaveLength(1);
    expect(houseRuleProblems("z.B. Arzt")).toHaveLength(1);
    expect(houseRuleProblems("z.\u00a0B. Arzt")).toHaveLength(1);
    expect(houseRuleProblems("ab 1.1.2027")).toHaveLength(1);
    expect(houseRuleProblems("€\u00a0500")).toHaveLength(1);
    expect(houseRuleProblems("z.\u202fB. am 1.\u00a0Januar 2027 für 500\u00a0€")).toEqual([]);
    expect(houseRuleProblems("Am 31.12.2002 privat versichert und mehr")).toHaveLength(1);
  });

  it.each(Object.entries(modules))("%s follows the house rules", (_file, exports) => {
    const problems = collectStrings(exports, { skipKeys: ["slug", "icon", "url"], sampleArgument: "Beamte & Akademiker" }).flatMap((found) =>
      houseRuleProblems(found.text).map((problem) => `${found.path}: ${problem} in „${found.text.slice(0, 80)}“`),
    );
    expect(problems).toEqual([]);
  });

  it.each(Object.entries(modules))("%s follows German typography", (_file, exports) => {
    const problems = collectStrings(exports, { skipKeys: ["slug", "icon"], sampleArgument: "Beamte & Akademiker" }).flatMap((found) =>
      typographyProblems(found.text).map((problem) => `${found.path}: ${problem.rule} in „${problem.excerpt}“`),
    );
    expect(problems).toEqual([]);
  });
});

/**
 * The guide: articles (ratgeber/*.mdx) and glossary terms (glossar/*.md) are Markdown files, not
 * modules, so the glob above does not see them; their prose (frontmatter strings, body without
 * Markdown and JSX syntax, figures rendered) is checked by the same rules here.
 */
describe.runIf(SHIPPED_EXAMPLE)("typography of the guide's articles and glossary", () => {
  it("finds the articles and the glossary terms", () => {
    expect(articleFiles.length).toBeGreaterThanOrEqual(12);
    expect(glossaryFiles.length).toBeGreaterThanOrEqual(32);
  });

  it.each([...articleFiles, ...glossaryFiles].map((file) => [file.file, file] as const))("%s follows the house rules and German typography", (_file, file) => {
    const problems = proseOf(file).flatMap((found) => [
      ...houseRuleProblems(found.text).map((problem) => `${found.path}: ${problem} in „${found.text.slice(0, 80)}“`),
      ...typographyProblems(found.text).map((problem) => `${found.path}: ${problem.rule} in „${problem.excerpt}“`),
    ]);
    expect(problems).toEqual([]);
  });
});
