import { describe, expect, it } from "vitest";

/**
 * One spelling for words the site once wrote two ways (issue 25, docs/decisions/0049): every
 * source file under app/ that can carry copy – content modules, components, pages, articles and
 * glossary terms, read as text so that labels written in JSX are checked too.
 */
const sources = import.meta.glob<string>(["../**/*.{ts,tsx,astro,md,mdx}", "!../**/*.test.{ts,tsx}"], {
  query: "?raw",
  import: "default",
  eager: true,
});

const rules: readonly { rule: string; pattern: RegExp }[] = [
  { rule: "„PKV-Beratung“ is a compound, hyphenated", pattern: /PKV Beratung/g },
  // The gendered form is the colon (Beamt:in, Beamt:innen), as the calculators and decision 0040
  // write it; the plain plural „Beamte“ (the profession page's name) stays.
  { rule: "„Beamt:in“ / „Beamt:innen“, not a pair form or the masculine singular", pattern: /\bBeamt(?:in|innen|er)\b/g },
];

/**
 * A label pinned word for word by a test in app/components/calculators/, which another change
 * owns: it becomes „Beamt:in (Beihilfe)“ together with that test (docs/decisions/0049).
 */
const PENDING: Readonly<Record<string, string>> = { "./calculators.ts": "Beamtin/Beamter (Beihilfe)" };

function problems(file: string, source: string): string[] {
  // Cut out on its own line, so the line numbers of everything else stay right.
  const text = file in PENDING ? source.replaceAll(PENDING[file], "") : source;
  return rules.flatMap(({ rule, pattern }) =>
    Array.from(text.matchAll(pattern), (match) => {
      const line = text.slice(0, match.index).split("\n").length;
      return `${file}:${line}: ${rule} – „${text.slice(match.index, match.index + 40).split("\n")[0]}“`;
    }),
  );
}

describe("one spelling across the site's copy", () => {
  it("reads the source files", () => {
    const files = Object.keys(sources);
    for (const expected of ["../components/site-footer.tsx", "./home.ts", "../pages/ratgeber/index.astro", "./glossar/beihilfe.md"]) {
      expect(files).toContain(expected);
    }
  });

  it("notices the old spellings (the rules are not vacuous)", () => {
    expect(problems("x.tsx", "<h2>PKV Beratung</h2>")).toHaveLength(1);
    expect(problems("x.ts", "als Beamtin oder Beamter")).toHaveLength(2);
    expect(problems("x.md", "für Beamtinnen und Beamte")).toHaveLength(1);
    expect(problems("x.ts", "PKV-Beratung als Beamt:in, für Beamt:innen und für Beamte, eines Beamten")).toEqual([]);
  });

  it.each(Object.entries(sources))("%s", (file, text) => {
    expect(problems(file, text)).toEqual([]);
  });
});
