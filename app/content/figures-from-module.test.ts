import { describe, expect, it } from "vitest";
import { collectStrings } from "../../tests/support/collect-strings";
import { formatEuro, formatEuroFromCents, formatPercent } from "~/modules/format-de";
import { articleFiles, glossaryFiles, proseOf, type GuideFile } from "../../tests/support/guide-copy";
import { proseOfFile } from "~/modules/mdx-prose";
import { splitSentences } from "~/modules/german-sentences";
import { siteConfig } from "~/config/site-config";
import { gkvMaximum, maxHealthContributionCents, savingsExample } from "~/modules/savings-example-numbers";
import { beamteGkvExampleFigures } from "./beamte-gkv-example";
import { KNOWN_FIGURE_YEARS, figuresFor } from "./statutory-figures";
import type { StatutoryFigures } from "~/modules/figures/figure-types";
import { allowedNumbers, typedFiguresIn } from "~/modules/typed-figures";
import { typesetGerman } from "~/modules/german-typesetting";

/**
 * Every content module, found by glob (a new file is checked without being listed anywhere).
 * Test files and the type declarations hold no copy. The Beihilfe table (beihilfe/) is left out:
 * its rates are no yearly statutory figures but the Länder's own, each with its regulation and
 * check date in that table, which its own tests verify.
 */
const contentModules = import.meta.glob<Record<string, unknown>>(["./**/*.ts", "!./**/*.test.ts", "!./beihilfe/**", "!./types.ts"], { eager: true });
const pageCopy = Object.entries(contentModules).map(([file, content]) => ({ page: file.replace(/^\.\//, ""), content }));

/**
 * Every euro amount and every percentage on a page must come out of statutory-figures.ts (or
 * the worked example computed from it), so no figure can drift from the module or be typed by
 * hand. The few numbers that are not yearly statutory figures are allowed one by one below,
 * each only in the context it belongs to and with the reason it may be written as text.
 */

const RATE_FIELDS = new Set<keyof StatutoryFigures>([
  "allgemeinerBeitragssatz",
  "durchschnittlicherZusatzbeitrag",
  "pflegeBeitragssatz",
  "pflegeKinderlosenzuschlag",
  "pflegeAbschlagJeKind",
  "pflegeSachsenMehranteilArbeitnehmer",
]);

/** The text of every number the module (and the example built on it) produces, for every known year. */
function producedFigures(): Set<string> {
  const produced = new Set<string>();
  for (const year of KNOWN_FIGURE_YEARS) {
    const figures = figuresFor(year);
    for (const [field, value] of Object.entries(figures) as [keyof StatutoryFigures, number][]) {
      if (field === "year") continue;
      produced.add(RATE_FIELDS.has(field) ? formatPercent(value) : formatEuro(value));
    }
    const example = gkvMaximum(figures);
    for (const cents of [example.baseCents, example.healthCents, example.careCents, example.totalCents]) produced.add(formatEuroFromCents(cents));
    // Only with the adviser's documented comparison does the example name a saving (docs/decisions/0020).
    if (SAVING_PERCENT !== undefined) {
      const saving = savingsExample(figures, SAVING_PERCENT);
      for (const cents of [saving.savingCents, saving.remainingCents]) produced.add(formatEuroFromCents(cents));
    }
    produced.add(formatPercent(example.healthRate));
    produced.add(formatPercent(example.careRate));
    produced.add(formatEuroFromCents(maxHealthContributionCents(figures)));
    // The civil servants' GKV example (/pkv-beamte), computed by the GKV calculator's module.
    for (const text of beamteGkvExampleFigures(figures)) produced.add(text);
  }
  // The adviser's own fee for a tariff switch comes from the config, not from the law (docs/decisions/0070).
  const fee = siteConfig.remuneration.tariffSwitch;
  if (fee.percent !== undefined) produced.add(formatPercent(fee.percent));
  if (fee.amountEuro !== undefined) produced.add(formatEuro(fee.amountEuro));
  return produced;
}

const NBSP = "\u00a0";
const SAVING_PERCENT = siteConfig.savingsComparison?.percent;
/** Numbers that are not yearly statutory figures (app/modules/typed-figures.ts says why each may stand). */
const ALLOWED = allowedNumbers(SAVING_PERCENT);

function figureProblems(content: unknown, produced: ReadonlySet<string>): string[] {
  return collectStrings(content, { skipKeys: ["slug", "icon", "url"], sampleArgument: "Beispiel" }).flatMap(({ path, text }) =>
    splitSentences(text).flatMap((sentence) =>
      typedFiguresIn(sentence, produced, ALLOWED).map((typed) =>
        typed.inWords
          ? `${path}: „${typed.number}“ written out instead of from the module in „${sentence}“`
          : `${path}: ${typed.number} is not from statutory-figures.ts in „${sentence}“`,
      ),
    ),
  );
}

const produced = producedFigures();

describe("figures in the pages' copy", () => {
  it("knows the module's numbers, with German formatting", () => {
    for (const expected of [`77.400${NBSP}€`, `508,59${NBSP}€`, `69.750${NBSP}€`, `14,6${NBSP}%`, `4,2${NBSP}%`, `1.261,32${NBSP}€`, `1.017,19${NBSP}€`]) {
      expect(produced).toContain(expected);
    }
  });

  it("flags a typed-in amount, a typed-in rate, a number in words and an allowed number out of context", () => {
    const problems = figureProblems(
      {
        limit: "Die Grenze liegt 2026 bei 77.000\u00a0€.",
        rate: "Der Beitragssatz beträgt 14,9\u00a0%.",
        words: "Das sind 508 Euro.",
        outOfContext: "Der Zuschuss beträgt 10\u00a0%.",
      },
      produced,
    );
    expect(problems.map((problem) => problem.split(":")[0])).toEqual(["limit", "rate", "words", "outOfContext"]);
  });

  it("accepts the module's numbers and allowed numbers in their context", () => {
    expect(
      figureProblems(
        { limit: "Die Grenze liegt 2026 bei 77.400\u00a0€.", surcharge: "Der Zuschlag von 10\u00a0% nach §\u00a0149 VAG dämpft Erhöhungen." },
        produced,
      ),
    ).toEqual([]);
  });

  it.each(pageCopy.map((entry) => [entry.page, entry.content] as const))("%s shows only figures from the module or the allowlist", (_page, content) => {
    expect(figureProblems(content, produced)).toEqual([]);
  });
});

/**
 * The guide: articles and glossary terms write every statutory amount and rate through
 * <Figure>, <FigureYear> and <GkvMaximum>, never as text – not even the module's current value,
 * which would stay behind when next year's row arrives. Their prose is read with every component
 * replaced by a placeholder, so any amount or rate left is typed; only the allowlist's
 * non-statutory numbers may stand, in their context.
 */
const COMPONENT_PLACEHOLDER = "[Wert]";
const NOTHING_PRODUCED: ReadonlySet<string> = new Set();

function typedFigures(file: GuideFile): string[] {
  // Typeset as the build typesets it: „77.400 €“ typed with a plain space is a typed figure too.
  const texts = Object.fromEntries(
    proseOfFile(file.source, () => COMPONENT_PLACEHOLDER).map((found) => [`${file.file} ${found.path}`, typesetGerman(found.text)]),
  );
  return figureProblems(texts, NOTHING_PRODUCED);
}

describe("figures in the guide's articles and glossary", () => {
  it.each([...articleFiles, ...glossaryFiles].map((file) => [file.file, file] as const))("%s types no amount or statutory rate", (_file, file) => {
    expect(typedFigures(file)).toEqual([]);
  });

  it.each(articleFiles.map((file) => [file.file, file] as const))("%s renders its figure components", (_file, file) => {
    // An unknown figure name throws here, as it stops the build.
    expect(() => proseOf(file)).not.toThrow();
  });

  it("flags the module's own value typed by hand, with a plain space too, and accepts it from <Figure>", () => {
    const base = articleFiles[0];
    expect(typedFigures({ ...base, source: `${base.source}\n\nDie Grenze liegt bei 77.400 €.\n` })).toHaveLength(1);
    const typed = { ...base, source: `${base.source}\n\nDie Grenze liegt bei ${formatEuro(figuresFor(2026).versicherungspflichtgrenze)}.\n` };
    const component = { ...base, source: `${base.source}\n\nDie Grenze liegt bei <Figure name="versicherungspflichtgrenze" />.\n` };
    expect(typedFigures(typed)).toHaveLength(1);
    expect(typedFigures(component)).toEqual([]);
  });
});
