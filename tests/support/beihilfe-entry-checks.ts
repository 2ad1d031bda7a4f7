/**
 * Shared vitest checks for one Dienstherr entry, imported only by the entries' tests: the shape
 * every entry must have (sources complete and well typed, each person's list ending in a case
 * that always applies) and a table of expected rates written from the regulation's own wording.
 */
import { expect, it } from "vitest";
import { typographyProblems } from "./german-typography";
import { DEFAULT_BEIHILFE_INPUT, calculateBeihilfe, type BeihilfeInput, type OpenRate, type PersonRate } from "~/modules/calculators/beihilfe";
import type { BeihilfePerson, BeihilfeSource, DienstherrEntry } from "~/modules/calculators/beihilfe-rule-types";

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Typography problems of a text as readable lines. */
function typography(text: string): string[] {
  return typographyProblems(text).map((p) => `${p.rule}: ${p.excerpt}`);
}

/** What is wrong with a source, as readable lines (empty when fine). */
function sourceProblems(source: BeihilfeSource): string[] {
  const problems: string[] = [];
  const at = source.citation;
  if (source.citation !== `${source.paragraph} ${source.regulation}`) problems.push(`${at}: citation not built from paragraph and regulation`);
  if (!source.url.startsWith("https://")) problems.push(`${at}: url ${source.url}`);
  if (!ISO_DATE.test(source.checkedOn)) problems.push(`${at}: checkedOn ${source.checkedOn}`);
  problems.push(...typography(source.citation).map((p) => `${at}: ${p}`));
  if (source.verified.how === "zwei Sekundärquellen") {
    const [a, b] = source.verified.sources;
    if (new URL(a.url).hostname === new URL(b.url).hostname) problems.push(`${at}: both secondary sources on ${new URL(a.url).hostname}`);
  }
  return problems;
}

/** What is wrong with an entry's shape (empty when fine). */
export function entryProblems(entry: DienstherrEntry): string[] {
  const problems: string[] = [];
  if (entry.regulation && !entry.regulation.url.startsWith("https://")) problems.push(`regulation url ${entry.regulation.url}`);
  const p = entry.pauschale;
  if (p.offered === true) {
    if (!ISO_DATE.test(p.since)) problems.push(`pauschale since ${p.since}`);
    problems.push(...sourceProblems(p.provision));
  } else {
    if (!ISO_DATE.test(p.checkedOn)) problems.push(`pauschale checkedOn ${p.checkedOn}`);
    problems.push(...typography(p.note));
  }
  if (entry.status === "aufAnfrage") {
    if (entry.reason.trim().length < 20) problems.push("aufAnfrage without a reason");
    return problems;
  }
  for (const [person, list] of Object.entries(entry.cases)) {
    const last = list[list.length - 1];
    if (!last || Object.keys(last.when).length > 0) problems.push(`${person}: the last case must apply always (when: {})`);
    for (const c of list) problems.push(...sourceProblems(c.source), ...typography(c.label));
  }
  for (const a of entry.adjustments) problems.push(...sourceProblems(a.source), ...typography(a.label));
  const st = entry.stationaer;
  if (st) {
    problems.push(...sourceProblems(st.source), ...typography(st.label));
    if (st.points <= 0 || st.max > 100 || st.persons.length === 0)
      problems.push(`stationaer: ${st.points} points, max ${st.max}, ${st.persons.length} persons`);
  }
  for (const n of entry.notes) problems.push(...sourceProblems(n.source), ...typography(n.text));
  return problems;
}

/** Registers the structural check for an entry. */
export function checkEntryShape(entry: DienstherrEntry): void {
  it("is well formed: sources complete, every list ends in a case that always applies", () => {
    expect(entryProblems(entry)).toEqual([]);
  });
}

/** A rate and the citation(s) that yield it, or "offen" and the citation of the open case. */
export type ExpectedRate = [rate: number | "offen", citation: string];

/** One expected row: the input (over the default: aktiv, no children, no partner) and the rates with the citations that yield them. */
export interface ExpectedRates {
  name: string;
  input: Partial<BeihilfeInput>;
  year?: number;
  selbst: ExpectedRate;
  partner?: ExpectedRate;
  kind?: ExpectedRate;
  /** The rate for stationäre Leistungen per person shown, where the row checks it (null: none stated). */
  stationaer?: Partial<Record<BeihilfePerson, number | null>>;
}

function shown(rate: PersonRate | OpenRate | null): ExpectedRate | undefined {
  if (!rate) return undefined;
  if (rate.bemessungssatz === null) return ["offen", rate.case.source.citation];
  return [rate.bemessungssatz, [rate.case.source.citation, ...rate.adjustments.map((a) => a.source.citation)].join(" + ")];
}

/** Registers one test per row. */
export function checkRates(entry: DienstherrEntry, rows: readonly ExpectedRates[], defaultYear = 2026): void {
  it.each(rows.map((row) => [row.name, row] as const))("%s", (_name, row) => {
    const result = calculateBeihilfe(entry, { ...DEFAULT_BEIHILFE_INPUT, ...row.input }, row.year ?? defaultYear);
    // Only an open case of the Beihilfeberechtigte may leave a settled entry without a verdict.
    const actual =
      result.outcome === "aufAnfrage"
        ? { selbst: result.open ? ["offen", result.open.case.source.citation] : result.reason, partner: undefined, kind: undefined }
        : { selbst: shown(result.selbst), partner: shown(result.partner), kind: shown(result.kind) };
    expect(actual).toEqual({ selbst: row.selbst, partner: row.partner, kind: row.kind });
    // Only the persons a row names are compared; a row without `stationaer` compares nothing.
    const persons = result.outcome === "satz" ? { selbst: result.selbst, partner: result.partner, kind: result.kind } : null;
    const stationaer = Object.fromEntries(
      Object.keys(row.stationaer ?? {}).map((person) => {
        const rate = persons?.[person as BeihilfePerson];
        return [person, rate && rate.bemessungssatz !== null ? (rate.stationaer?.bemessungssatz ?? null) : undefined];
      }),
    );
    expect(stationaer).toEqual(row.stationaer ?? {});
  });
}
