import { describe, expect, it } from "vitest";
import {
  beihilfeSource,
  type BeihilfeCase,
  type DienstherrEntry,
  type DienstherrGeprueft,
  type SecondarySource,
} from "~/modules/calculators/beihilfe-rule-types";
import { DIENSTHERR_LIST } from "./dienstherren";
import { rateBasis } from "./rate-basis";

const BROKER: SecondarySource = { name: "Makler A", url: "https://a.example/", kind: "vermittler" };
const OTHER_BROKER: SecondarySource = { name: "Makler B", url: "https://b.example/", kind: "vermittler" };
const OFFICE: SecondarySource = { name: "Landesamt", url: "https://amt.example/", kind: "amtlich" };

const source = (paragraph: string, sources?: readonly [SecondarySource, SecondarySource]) =>
  beihilfeSource({
    regulation: "XBG",
    paragraph,
    url: "https://recht.example/",
    checkedOn: "2026-11-26",
    verified: sources ? { how: "zwei Sekundärquellen", sources } : { how: "Normtext" },
  });

const fixed = (percent: number, paragraph: string, sources?: readonly [SecondarySource, SecondarySource]): BeihilfeCase => ({
  when: {},
  rate: { kind: "fest", percent },
  label: "Fall",
  source: source(paragraph, sources),
});

function entryWith(cases: DienstherrGeprueft["cases"]): DienstherrEntry {
  return {
    id: "hessen",
    status: "geprüft",
    regulation: { short: "XBG", name: "X-Gesetz", url: "https://recht.example/" },
    validFromYear: 2024,
    cases,
    adjustments: [],
    notes: [],
    pauschale: { offered: false, note: "keine", checkedOn: "2026-11-26" },
  };
}

describe("rateBasis", () => {
  it("separates provisions read in their wording from those on two sources, each once, and says who publishes the sources", () => {
    const basis = rateBasis(
      entryWith({
        selbst: [fixed(70, "§ 1 Abs. 2", [BROKER, OTHER_BROKER]), fixed(50, "§ 1 Abs. 1")],
        partner: [fixed(70, "§ 1 Abs. 2", [BROKER, OTHER_BROKER])],
        kind: [fixed(80, "§ 1 Abs. 3", [OFFICE, BROKER]), { ...fixed(90, "§ 1 Abs. 4"), rate: { kind: "offen", reason: "unbekannt" } }],
      }),
    );
    expect(basis?.read.map((s) => s.citation)).toEqual(["§ 1 Abs. 1 XBG"]);
    expect(basis?.secondary.map((s) => [s.provisions.map((p) => p.citation), s.official, s.onlyIntermediaries])).toEqual([
      [["§ 1 Abs. 2 XBG"], false, true],
      [["§ 1 Abs. 3 XBG"], true, false],
    ]);
  });

  it("names a pair of sources once, with every provision it states", () => {
    const basis = rateBasis(
      entryWith({ selbst: [fixed(70, "§ 2", [BROKER, OFFICE]), fixed(50, "§ 1", [BROKER, OFFICE])], partner: [fixed(70, "§ 2", [BROKER, OFFICE])], kind: [] }),
    );
    expect(basis?.secondary.map((s) => s.provisions.map((p) => p.citation))).toEqual([["§ 2 XBG", "§ 1 XBG"]]);
  });

  it("leaves out a case that states no rate", () => {
    const basis = rateBasis(
      entryWith({ selbst: [{ ...fixed(90, "§ 9"), rate: { kind: "offen", reason: "unbekannt" } }, fixed(50, "§ 1")], partner: [], kind: [] }),
    );
    expect(basis?.read.map((s) => s.citation)).toEqual(["§ 1 XBG"]);
  });

  it("has an answer for every Dienstherr of the table: its rates rest on read provisions, on two named sources, or are given on request", () => {
    for (const entry of DIENSTHERR_LIST) {
      const basis = rateBasis(entry);
      expect(basis === null, entry.id).toBe(entry.status === "aufAnfrage");
      expect(basis === null || basis.read.length + basis.secondary.length > 0, entry.id).toBe(true);
      for (const { sources } of basis?.secondary ?? []) {
        expect(sources[0].url, entry.id).not.toBe(sources[1].url);
        for (const s of sources) expect(["amtlich", "verband", "vermittler", "privat"], entry.id).toContain(s.kind);
      }
    }
  });
});
