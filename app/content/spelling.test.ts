import { describe, expect, it } from "vitest";
import { SHIPPED_EXAMPLE } from "../../tests/support/shipped-example";

/**
 * One spelling for words the site once wrote two ways (docs/decisions/0049): every
 * source file under app/ that can carry copy – content modules, components, pages, articles and
 * glossary terms, read as text so that labels written in JSX are checked too.
 */
const sources = import.meta.glob<string>(["../**/*.{ts,tsx,astro,md,mdx}", "!../**/*.test.{ts,tsx}"], {
  query: "?raw",
  import: "default",
  eager: true,
});

const rules: readonly { rule: string; pattern: RegExp }[] = [
  // „PKV Beratung“ is the spec's menu label and title suffix (groupMenuLabel, seo.ts), word for word;
  // sentences say „Beratung zur privaten Krankenversicherung“, so no second spelling appears.
  { rule: "„PKV Beratung“ as the spec writes it, not „PKV-Beratung“", pattern: /PKV-Beratung/g },
  // The gendered form is the colon (Beamt:in, Beamt:innen), as the calculators and decision 0040
  // write it; the plain plural „Beamte“ (the profession page's name) stays.
  { rule: "„Beamt:in“ / „Beamt:innen“, not a pair form or the masculine singular", pattern: /\bBeamt(?:in|innen|er)\b/g },
];

function problems(file: string, text: string): string[] {
  return rules.flatMap(({ rule, pattern }) =>
    Array.from(text.matchAll(pattern), (match) => {
      const line = text.slice(0, match.index).split("\n").length;
      return `${file}:${line}: ${rule} – „${text.slice(match.index, match.index + 40).split("\n")[0]}“`;
    }),
  );
}

// The shipped copy's house spelling; an owner's files are spelled as she writes (tests/support/shipped-example.ts, docs/decisions/0072).
describe.runIf(SHIPPED_EXAMPLE)("one spelling across the site's copy", () => {
  it("reads the source files", () => {
    const files = Object.keys(sources);
    for (const expected of ["../components/site-footer.tsx", "./home.ts", "../pages/ratgeber/index.astro", "./glossar/beihilfe.md"]) {
      expect(files).toContain(expected);
    }
  });

  it("notices the old spellings (the rules are not vacuous)", () => {
    expect(problems("x.tsx", "<h2>PKV-Beratung</h2>")).toHaveLength(1);
    expect(problems("x.ts", "als Beamtin oder Beamter")).toHaveLength(2);
    expect(problems("x.md", "für Beamtinnen und Beamte")).toHaveLength(1);
    expect(problems("x.ts", "PKV Beratung als Beamt:in, für Beamt:innen und für Beamte, eines Beamten")).toEqual([]);
  });

  it.each(Object.entries(sources))("%s", (file, text) => {
    expect(problems(file, text)).toEqual([]);
  });
});
