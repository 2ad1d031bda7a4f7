import { describe, expect, it, vi } from "vitest";
import type { HandoverCopy } from "~/modules/enquiry-handover";
import { SAVINGS_COMPARISON_FIXTURE } from "../../tests/fixtures/savings-comparison";
import { beamteGkvExampleContent } from "./beamte-gkv-example";
import { beihilfeCopy, calculatorCommon, gkvCopy, handoverCopy, switchCheckCopy } from "./calculators";
import { savingsAdvantageTitle, savingsCardTitle, savingsExampleContent } from "./savings-example-copy";
import { currentFigures } from "./statutory-figures";

/**
 * The calculators' texts and the worked examples their module computes, as an owner could write
 * them within their schemas: every text names every value its field allows. Whatever the owner
 * writes that the build accepts, the page must show no „{…}“: each copy module fills every value
 * the schema lets its texts name (calculator-schemas.ts, the rules kept on each field). The
 * number of „{vorschrift}“ is the shipped one: the schema allows no other.
 */
const { everyAllowedValue } = vi.hoisted(() => ({
  everyAllowedValue: async (name: string) => {
    const { readFileSync } = await import("node:fs");
    const { parse } = await import("yaml");
    const { z } = await import("zod");
    const { TEXT_FILES } = await import("~/modules/text-files/text-files");
    type Node = { _zod: { def: { type: string; shape?: Record<string, Node>; element?: Node } } };
    const widen = (schema: Node, value: unknown): unknown => {
      const { def } = schema._zod;
      if (def.type === "object") return Object.fromEntries(Object.entries(value as object).map(([key, item]) => [key, widen(def.shape![key]!, item)]));
      if (def.type === "array") return (value as unknown[]).map((item) => widen(def.element!, item));
      const rules = z.globalRegistry.get(schema as never) as { placeholders?: string[] } | undefined;
      if (!rules?.placeholders) return value;
      return [value, ...rules.placeholders.map((item) => `{${item}}`)].join(" ");
    };
    const file = TEXT_FILES[name as keyof typeof TEXT_FILES];
    // Finished as the build finishes the shipped file: checked, the build's own placeholders filled, typeset.
    const { textFileData } = await import("./text-file-data");
    return textFileData(name, widen(file.schema as never, parse(readFileSync(`app/content/texte/${name}.yaml`, "utf8"))));
  },
}));

vi.mock("./texte/rechner-gemeinsam.yaml", async () => ({ default: await everyAllowedValue("rechner-gemeinsam") }));
vi.mock("./texte/rechner-wechsel.yaml", async () => ({ default: await everyAllowedValue("rechner-wechsel") }));
vi.mock("./texte/rechner-gkv.yaml", async () => ({ default: await everyAllowedValue("rechner-gkv") }));
vi.mock("./texte/rechner-beihilfe.yaml", async () => ({ default: await everyAllowedValue("rechner-beihilfe") }));
vi.mock("./texte/rechenbeispiel-hoechstbeitrag.yaml", async () => ({ default: await everyAllowedValue("rechenbeispiel-hoechstbeitrag") }));
vi.mock("./texte/rechenbeispiel-beamte.yaml", async () => ({ default: await everyAllowedValue("rechenbeispiel-beamte") }));

/** One set of facts every copy function of the calculators takes its arguments from. */
const FACTS = {
  year: 2026,
  nextYear: 2027,
  pay: "80.000 €",
  limit: "77.400 €",
  shortfall: "1.234 €",
  nextLimit: "79.200 €",
  rate: "14,6 %",
  average: "2,9 %",
  count: 2,
  total: "0,5 %",
  amount: "512,34 €",
  bbgMonth: "5.812,50 €",
  bbgYear: "69.750 €",
  annual: "96.000 €",
  jaeg: "77.400 €",
  own: "300 €",
  land: "Hamburg",
  pauschale: "212 €",
  minimum: "1.200 €",
  bezugsgroesse: "3.745 €",
  general: "14 %",
  zusatz: "2,5 %",
  base: "1,8 %",
  health: "420 €",
  care: "90 €",
  totalYear: "6.120 €",
  healthCap: "500 €",
  careCap: "100 €",
  since: "1. August 2018",
  half: "222 €",
  provision: { citation: "§ 80 HmbBG", url: "https://www.landesrecht-hamburg.de/" },
  note: "Nur für neu Eingestellte.",
  capped: true,
  dienstherr: "Bayern",
  asOf: "November 2026",
  satz: "50 %",
  pkv: "50 %",
  date: "1. Januar 2026",
  person: "Sie selbst",
  label: "allgemein",
  points: "5",
  first: "Quelle A",
  second: "Quelle B",
  name: "Bundesbeihilfeverordnung",
  short: "BBhV",
  validFrom: 2020,
  restrictions: "Nur für Beamte auf Lebenszeit.",
  suggested: "80.000",
  typed: "8.000",
  monthly: "6.667 €",
};

/** Every text a copy value shows: strings, the strings of RichText, and what its functions return for FACTS. */
function shown(value: unknown, argument: unknown = FACTS): string[] {
  if (typeof value === "string") return [value];
  if (typeof value === "function") return shown((value as (facts: unknown) => unknown)(argument));
  if (Array.isArray(value)) return value.flatMap((item) => shown(item, argument));
  if (value !== null && typeof value === "object") return "citation" in value ? [] : Object.values(value).flatMap((item) => shown(item, argument));
  return [];
}

const switchNotes: Parameters<HandoverCopy["switchCheck"]["note"]>[0][] = [
  { verdict: "versicherungsfrei", year: 2026, employment: "selbststaendig" },
  { verdict: "versicherungsfrei", year: 2026, employment: "beamt" },
  ...[undefined, { year: 2027, published: false as const }, { year: 2027, published: true as const, limit: "79.200 €", exceeded: true }].map((nextYear) => ({
    verdict: "versicherungsfrei",
    year: 2026,
    employment: "angestellt" as const,
    job: "bestehend" as const,
    pay: "80.000 €",
    limit: "77.400 €",
    limitKind: "allgemein" as const,
    comparison: "above" as const,
    nextYear,
  })),
];

const gkvNotes: Parameters<HandoverCopy["gkv"]["note"]>[0][] = (["angestellt", "beamte", "selbststaendig", "minijob", "uebergangsbereich"] as const).flatMap(
  (kind) => [
    { year: 2026, status: "angestellt" as const, kind, pay: "6.000 €", employee: "600,00 €", employer: "580,00 €", total: "900,00 €" },
    {
      year: 2026,
      status: "beamte" as const,
      kind,
      pay: "6.000 €",
      total: "900,00 €",
      land: "Hamburg",
      pauschale: "300,00 €",
      own: "600,00 €",
      minimumBase: "1.200,00 €",
    },
    { year: 2026, status: "beamte" as const, kind, pay: "6.000 €", total: "900,00 €", pauschaleOpen: true },
    {
      year: 2024,
      status: "beamte" as const,
      kind,
      pay: "6.000 €",
      total: "900,00 €",
      land: "Niedersachsen",
      pauschale: "300,00 €",
      pauschaleFrom: "1. Februar 2024",
    },
    ...[true, false].map((krankengeld) => ({
      year: 2026,
      status: "selbststaendig" as const,
      kind,
      pay: "4.000 €",
      total: "868,00 €",
      health: "700,00 €",
      care: "168,00 €",
      krankengeld,
      ...(krankengeld ? { minimumBase: "1.318,33 €" } : {}),
    })),
  ],
);

const PLACEHOLDER = /\{[A-Za-z]+(?::[A-Za-z]+)?\}/;

describe("the calculators' texts with every value their schema allows", () => {
  const texts = [
    // `missing` takes the labels of the fields still empty.
    ...shown({ ...calculatorCommon, missing: null }),
    ...shown(calculatorCommon.missing(["Alter"])),
    ...shown(calculatorCommon.missing(["Alter", "Kinder"])),
    ...shown(switchCheckCopy),
    ...shown(gkvCopy),
    ...shown(gkvCopy.result.beamte.base({ ...FACTS, capped: false })),
    ...shown(gkvCopy.result.beamte.pauschaleText({ ...FACTS, provision: null })),
    ...[true, false].flatMap((krankengeld) => [
      ...shown(gkvCopy.result.selbststaendig.base({ ...FACTS, profit: "4.000 €", capped: krankengeld })),
      ...shown(gkvCopy.result.selbststaendig.minimumBase({ ...FACTS, profit: "1.000 €" })),
      ...shown(gkvCopy.result.selbststaendig.healthRates({ ...FACTS, krankengeld })),
    ]),
    // The year it starts, and a Land's own waiver; the verdict and the fact for a whole year (docs/decisions/0066).
    ...shown(
      gkvCopy.result.beamte.pauschaleText({
        ...FACTS,
        provision: null,
        waiver: "Verzicht des Landes.",
        partYear: { year: 2024, months: 11, total: "2.442 €" },
      }),
    ),
    gkvCopy.result.beamte.verdictShared({ ...FACTS, since: undefined }),
    gkvCopy.result.beamte.pauschale({ land: "Hamburg" }),
    ...shown(beihilfeCopy),
    ...shown(beihilfeCopy.fields.dienstherr.onRequest("Bremen")),
    ...switchNotes.map((facts) => handoverCopy.switchCheck.note(facts)),
    ...gkvNotes.map((facts) => handoverCopy.gkv.note(facts)),
    handoverCopy.gkv.beamteBeruf({}),
    handoverCopy.gkv.beamteBeruf({ land: "Hamburg" }),
    handoverCopy.gkv.selbststaendigBeruf,
    ...[undefined, SAVINGS_COMPARISON_FIXTURE].flatMap((comparison) => [
      savingsAdvantageTitle(comparison),
      savingsCardTitle(comparison),
      ...shown(savingsExampleContent(currentFigures, comparison)),
    ]),
    ...shown(beamteGkvExampleContent(currentFigures)),
    ...(["aktiv", "versorgung"] as const).flatMap((status) => [
      handoverCopy.beihilfe.beruf({ status, dienstherr: "Bund" }),
      handoverCopy.beihilfe.note({ year: 2026, dienstherr: "Bund", status, children: 2, partner: true }),
      handoverCopy.beihilfe.note({
        year: 2026,
        dienstherr: "Bund",
        status,
        children: 1,
        partner: false,
        rates: { selbst: "50 %", pkvSelbst: "50 %", partner: "70 %", kind: "80 %" },
      }),
    ]),
  ];

  it("reaches the texts (each with its values written out)", () => {
    expect(texts.length).toBeGreaterThan(300);
    expect(texts).toContain(calculatorCommon.missing(["Alter"]));
    expect(texts.some((text) => text.includes("80.000 €") && text.includes("77.400 €"))).toBe(true);
    // The shipped sentence for pay above the limit names no shortfall; the widened one names every value.
    expect(switchCheckCopy.result.summary.above(FACTS)).toContain(FACTS.shortfall);
  });

  it("shows every value filled, none as a placeholder", () => {
    expect(texts.filter((text) => PLACEHOLDER.test(text))).toEqual([]);
  });
});
