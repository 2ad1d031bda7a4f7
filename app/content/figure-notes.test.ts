import { describe, expect, it } from "vitest";
import { formatEuroFromCents, formatPercent } from "~/modules/format-de";
import { figureSource, nextYearNote } from "./figure-notes";
import { figuresOfYear, nextYearFigures } from "./statutory-figures";
import type { NextYearFigures } from "~/modules/figures/figure-types";

const NBSP = "\u00a0";

describe("formatPercent and formatEuroFromCents", () => {
  it("write German numbers with a no-break space before the unit", () => {
    expect([formatPercent(17.5), formatPercent(14.6 + 2.9), formatPercent(4), formatPercent(0.25)]).toEqual([
      `17,5${NBSP}%`,
      `17,5${NBSP}%`,
      `4${NBSP}%`,
      `0,25${NBSP}%`,
    ]);
    expect([formatEuroFromCents(101_719), formatEuroFromCents(581_250), formatEuroFromCents(50_000)]).toEqual([
      `1.017,19${NBSP}€`,
      `5.812,50${NBSP}€`,
      `500${NBSP}€`,
    ]);
  });
});

describe("figureSource", () => {
  it("links the limits to the year's ordinance as promulgated, naming the paragraph it is made under (docs/decisions/0038)", () => {
    expect(figureSource("versicherungspflichtgrenze", 2026)).toEqual({
      label: "Versicherungspflichtgrenze (Jahresarbeitsentgeltgrenze) 2026",
      citation: `Sozialversicherungsrechengrößen-Verordnung 2026 vom 24.${NBSP}November 2025 (BGBl.${NBSP}2025 I Nr.${NBSP}278), nach §${NBSP}6 Abs.${NBSP}6 SGB${NBSP}V`,
      url: "https://www.recht.bund.de/bgbl/1/2025/278/VO.html",
    });
    expect(figureSource("beitragsbemessungsgrenze", 2020)).toMatchObject({
      citation: `Sozialversicherungs-Rechengrößenverordnung 2020 vom 17.${NBSP}Dezember 2019 (BGBl.${NBSP}I S.${NBSP}2848), nach §${NBSP}223 Abs.${NBSP}3 SGB${NBSP}V`,
      url: "https://www.bgbl.de/xaver/bgbl/start.xav?startbk=Bundesanzeiger_BGBl&jumpTo=bgbl119s2848.pdf",
    });
  });

  it("cites the statute alone for a figure derived by statute", () => {
    expect(figureSource("maxEmployerSubsidyHealth", 2025).citation).toBe(`§${NBSP}257 Abs.${NBSP}2 SGB${NBSP}V`);
  });

  it("links § 242a Abs. 2 SGB V for the average Zusatzbeitrag and names the BMG's announcement, never the Bundesanzeiger's front page (docs/decisions/0066)", () => {
    expect(figureSource("durchschnittlicherZusatzbeitrag", 2026)).toMatchObject({
      citation: `§${NBSP}242a Abs.${NBSP}2 SGB${NBSP}V; Bekanntmachung des Bundesministeriums für Gesundheit über den durchschnittlichen Zusatzbeitragssatz für 2026 im Bundesanzeiger`,
      url: "https://www.gesetze-im-internet.de/sgb_5/__242a.html",
    });
    expect(figureSource("durchschnittlicherZusatzbeitrag", 2026).url).not.toContain("bundesanzeiger.de");
    expect(figureSource("durchschnittlicherZusatzbeitrag", 2020).citation).toContain("für 2020 vom 22. Oktober 2019");
    expect(figureSource("pflegeBeitragssatz", 2025).citation).toBe(`§${NBSP}55 Abs.${NBSP}1 SGB${NBSP}XI in der für 2025 geltenden Fassung`);
  });
});

describe("nextYearNote", () => {
  it("says nothing before October", () => {
    expect(nextYearNote(nextYearFigures(new Date("2026-09-30T12:00:00Z")), new Date("2026-09-30T12:00:00Z"), "versicherungspflichtgrenze", 2026)).toBeNull();
  });

  it("says that the page does not hold next year's limit yet, dated with the day it was built, whatever day that is (docs/decisions/0066)", () => {
    const unpublished: NextYearFigures = { year: 2027, published: false };
    expect(nextYearNote(unpublished, new Date("2026-12-14T12:00:00Z"), "versicherungspflichtgrenze", 2026)).toContain("am 14. Dezember 2026 erstellt");
    const note = nextYearNote(unpublished, new Date("2026-11-02T12:00:00Z"), "versicherungspflichtgrenze", 2026);
    expect(note).toBe(
      "Die Versicherungspflichtgrenze für 2027 wird mit der Sozialversicherungsrechengrößen-Verordnung 2027 festgelegt; als diese Seite am 2. November 2026 erstellt wurde, stand sie hier noch nicht. " +
        `Bis sie hier steht, nenne ich die Werte für 2026. Wer zum 1.${NBSP}Januar 2027 in die private Krankenversicherung wechseln will, muss mit seinem regelmäßigen Gehalt auch über der Grenze für 2027 liegen (§${NBSP}6 Abs.${NBSP}4 SGB${NBSP}V).`,
    );
  });

  it("names next year's limit with its source once it is published", () => {
    const published: NextYearFigures = { year: 2026, published: true, figures: figuresOfYear(2026) };
    const note = nextYearNote(published, new Date("2025-11-23T12:00:00Z"), "versicherungspflichtgrenze", 2025);
    expect(note).toContain(
      `Ab 1.${NBSP}Januar 2026 beträgt die Versicherungspflichtgrenze 77.400${NBSP}€ im Jahr (§${NBSP}6 Abs.${NBSP}6 SGB${NBSP}V; Sozialversicherungsrechengrößen-Verordnung 2026).`,
    );
  });

  it("speaks of the Beitragsbemessungsgrenze, without the employees' switching rule, for the self-employed", () => {
    const published: NextYearFigures = { year: 2026, published: true, figures: figuresOfYear(2026) };
    expect(nextYearNote(published, new Date("2025-10-01T12:00:00Z"), "beitragsbemessungsgrenze", 2025)).toBe(
      `Ab 1.${NBSP}Januar 2026 beträgt die Beitragsbemessungsgrenze 69.750${NBSP}€ im Jahr (§${NBSP}223 Abs.${NBSP}3 SGB${NBSP}V; Sozialversicherungsrechengrößen-Verordnung 2026).`,
    );
  });
});
