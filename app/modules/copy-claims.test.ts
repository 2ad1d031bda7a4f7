import { describe, expect, it } from "vitest";
import { memberCopyProblems, promisedSaving, type SwitchFeeKind } from "./copy-claims";

const NB = "\u00a0";

describe("promisedSaving: the member copy names no saving before a comparison (docs/decisions/0070)", () => {
  it.each([
    `Bis zu 50${NB}% weniger Beitrag`,
    `bis zu 50${NB}%`,
    `Mit einem Tarifwechsel sparen Sie 3.000${NB}€ im Jahr.`,
    `Viele Mitglieder sparen 3.000${NB}€ im Jahr.`,
    `3.000${NB}€ im Jahr weniger zahlen`,
    `Eine Ersparnis von 40${NB}% ist möglich.`,
    `Ihr Beitrag sinkt um 120${NB}Euro im Monat.`,
    `20 Prozent günstiger im selben Haus`,
  ])("refuses „%s“, in German", (text) => {
    expect(promisedSaving(text)).toMatch(/Ersparnis in Zahlen.*dokumentierten Vergleich/);
  });

  it.each([
    `Mein Honorar beträgt 25${NB}% der Ersparnis eines Jahres.`,
    `ein Honorar von 20${NB}% Ihrer Ersparnis`,
    `Für die Begleitung berechne ich ein festes Honorar von 390${NB}€.`,
    `Der Beitrag darf den Höchstbeitrag der GKV von 1.000,00${NB}€ im Monat nicht übersteigen.`,
    "Wie viel Sie sparen, sage ich Ihnen erst nach dem Vergleich.",
    `Ein höherer Selbstbehalt senkt den Beitrag. Im Jahr 2026 sind das 3.000${NB}€ Grenze.`,
  ])("lets „%s“ through", (text) => {
    expect(promisedSaving(text)).toBeNull();
  });
});

describe("memberCopyProblems: the fee as the config says it", () => {
  const fees: SwitchFeeKind[] = ["courtage", "honorar-anteil", "honorar-fest", "kostenlos"];

  it.each(["honorar-anteil", "honorar-fest"] as const)("%s: „kostenlos“ and its synonyms are refused", (fee) => {
    for (const text of ["Die Prüfung ist kostenlos.", "Das kostet Sie nichts.", "Sie zahlen mir nichts."]) {
      expect(memberCopyProblems(text, fee).join()).toMatch(/kostet der Tarifwechsel ein Honorar/);
    }
    expect(memberCopyProblems("Für die Begleitung berechne ich ein Honorar.", fee)).toEqual([]);
  });

  it.each(["courtage", "kostenlos"] as const)("%s: a fee is refused, denying one is not", (fee) => {
    expect(memberCopyProblems("Für die Begleitung berechne ich ein Honorar.", fee).join()).toMatch(/nennt ein Honorar/);
    expect(memberCopyProblems("Sie zahlen mir kein Honorar.", fee)).toEqual([]);
    expect(memberCopyProblems("Die Prüfung ist kostenlos.", fee)).toEqual([]);
  });

  it.each(fees)("%s: a promised saving is refused whatever the fee", (fee) => {
    expect(memberCopyProblems(`Sparen Sie bis zu 50${NB}%!`, fee)).toHaveLength(1);
  });
});
