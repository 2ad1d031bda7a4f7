import { describe, expect, it } from "vitest";
import { keepCitationTogether, typesetGerman } from "./german-typesetting";

const NBSP = "\u00a0";
const NARROW = "\u202f";

/** What an owner types → what the page shows (docs/decisions/0054). */
const CASES: readonly [string, string][] = [
  ["bis zu 40 %", `bis zu 40${NBSP}%`],
  ["77.400 € im Jahr", `77.400${NBSP}€ im Jahr`],
  ["ab 9:00 Uhr", `ab 9:00${NBSP}Uhr`],
  ["nach § 6 Abs. 6 SGB V", `nach §${NBSP}6 Abs.${NBSP}6 SGB${NBSP}V`],
  ["§§ 5, 9 SGB V", `§§${NBSP}5, 9 SGB${NBSP}V`],
  ["§ 8 Abs. 1 Satz 1 Nr. 1 SGB V", `§${NBSP}8 Abs.${NBSP}1 Satz${NBSP}1 Nr.${NBSP}1 SGB${NBSP}V`],
  ["Art. 96 BayBG", `Art.${NBSP}96 BayBG`],
  ["z. B. Ärzte", `z.${NARROW}B. Ärzte`],
  ["z.B. Ärzte", `z.${NARROW}B. Ärzte`],
  ["d. h. sofort", `d.${NARROW}h. sofort`],
  ['"Öffnungsaktion" und "Basistarif"', "„Öffnungsaktion“ und „Basistarif“"],
  ['der "Basistarif"', "der „Basistarif“"],
  ["Kosten - und Nutzen", "Kosten – und Nutzen"],
  ["und so weiter...", "und so weiter…"],
  ["am 1. Januar 2027", `am 1.${NBSP}Januar 2027`],
  ["ab 55 Jahren", `ab 55${NBSP}Jahren`],
  ["etwa 2 Minuten", `etwa 2${NBSP}Minuten`],
  ["ab dem 29. Tag", `ab dem 29.${NBSP}Tag`],
  ["ein 13. Monatsgehalt", `ein 13.${NBSP}Monatsgehalt`],
];

describe("German typography set by the build", () => {
  it.each(CASES)("„%s“", (typed, shown) => {
    expect(typesetGerman(typed)).toBe(shown);
  });

  it("leaves typeset text as it is (idempotent)", () => {
    for (const [, shown] of CASES) expect(typesetGerman(shown)).toBe(shown);
  });

  it("does not touch hyphenated words, ranges, times or numbers without a unit", () => {
    for (const text of ["PKV-Tarif", "E-Mail", "21–60", "10:30", "2026 und 2027", "Abschnitt 3", "S-Bahn"]) expect(typesetGerman(text)).toBe(text);
  });
});

describe("citations alone (config text)", () => {
  it("keeps each citation's parts on one line, as typesetGerman does", () => {
    expect(keepCitationTogether("nach § 34d Abs. 1 Nr. 2 GewO und Art. 6")).toBe(`nach §${NBSP}34d Abs.${NBSP}1 Nr.${NBSP}2 GewO und Art.${NBSP}6`);
    const citations = CASES.map(([typed]) => typed).filter((typed) => /§|Abs\.|Art\.|SGB/.test(typed));
    expect(citations.length).toBeGreaterThan(3);
    for (const typed of citations) expect(keepCitationTogether(typed)).toBe(typesetGerman(typed));
  });

  it("sets nothing else: quotes, dashes and units stay as typed", () => {
    for (const text of ['der "Basistarif"', "Kosten - und Nutzen", "bis zu 40 %", "z. B. Ärzte"]) expect(keepCitationTogether(text)).toBe(text);
  });
});
