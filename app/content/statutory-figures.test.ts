import { describe, expect, it } from "vitest";
import { formatEuro, formatEuroFromCents, formatPercent } from "~/modules/format-de";
import { gkvMaximum } from "~/modules/savings-example-numbers";
import { HAND_CHECKED_FIGURES, handCheckedFigures } from "../../tests/fixtures/statutory-figures-by-year";
import { provisionUrl } from "./legal-sources";
import { KNOWN_FIGURE_YEARS, PUBLISHED_ROWS, ordinanceSource, zusatzbeitragSource, type FigureYear } from "./statutory-figures";
import { deriveFigures } from "~/modules/figures/derive-figures";
import { expectNoOwnerProblems } from "../../tests/support/owner-problems";
import { YEARLY_UPDATE_SECTION } from "../../scripts/build/go-live-gate";

/** Text as the pages print it, compared with the hand-typed table (plain spaces). */
const plain = (text: string) => text.replace(/\u00a0/g, " ");

/** The two files the owner edits each December; failures name them, the year and the field, in German. */
const ROW_FILE = "app/content/statutory-figures.ts";
const HAND_FILE = "tests/fixtures/statutory-figures-by-year.ts";

describe("the published rows against the hand-checked table (tests/fixtures/statutory-figures-by-year.ts)", () => {
  it("has a hand-checked entry for every row and a row for every entry", () => {
    const rows = KNOWN_FIGURE_YEARS.map(Number);
    const hand = Object.keys(HAND_CHECKED_FIGURES).map(Number);
    expectNoOwnerProblems([
      ...rows
        .filter((year) => !hand.includes(year))
        .map(
          (year) =>
            `Fehler in ${HAND_FILE}: ${year} fehlt – dieselben Werte wie in der Zeile ${year} von ${ROW_FILE} von Hand eintragen (${YEARLY_UPDATE_SECTION})`,
        ),
      ...hand
        .filter((year) => !rows.includes(year))
        .map((year) => `Fehler in ${ROW_FILE}: die Zeile ${year} fehlt in PUBLISHED, ${HAND_FILE} hat sie (${YEARLY_UPDATE_SECTION})`),
    ]);
    expect(hand).toEqual(rows);
  });

  it.each(PUBLISHED_ROWS.map((row) => [row.year, row] as const))("%i: the module's figures are the statute's", (year) => {
    const hand = handCheckedFigures(year);
    const figures = deriveFigures(PUBLISHED_ROWS.find((row) => row.year === year)!);
    const module: typeof hand = {
      versicherungspflichtgrenze: plain(formatEuro(figures.versicherungspflichtgrenze)),
      besondereVersicherungspflichtgrenze: plain(formatEuro(figures.besondereVersicherungspflichtgrenze)),
      beitragsbemessungsgrenze: plain(formatEuro(figures.beitragsbemessungsgrenze)),
      beitragsbemessungsgrenzeMonat: plain(formatEuro(figures.beitragsbemessungsgrenzeMonat)),
      maxEmployerSubsidyHealth: plain(formatEuro(figures.maxEmployerSubsidyHealth)),
      durchschnittlicherZusatzbeitrag: plain(formatPercent(figures.durchschnittlicherZusatzbeitrag)),
      pflegeBeitragssatz: plain(formatPercent(figures.pflegeBeitragssatz)),
      pflegeKinderlosenzuschlag: plain(formatPercent(figures.pflegeKinderlosenzuschlag)),
      gkvHoechstbeitragMonat: plain(formatEuroFromCents(gkvMaximum(figures).totalCents)),
      bezugsgroesseMonat: plain(formatEuro(figures.bezugsgroesseMonat)),
      mindestbemessungsgrundlageMonat: plain(formatEuro(figures.mindestbemessungsgrundlageFreiwilligeMonat)),
    };
    expectNoOwnerProblems(
      (Object.keys(hand) as (keyof typeof hand)[])
        .filter((field) => module[field] !== hand[field])
        .map(
          (field) =>
            `Fehler in ${ROW_FILE}: ${year} › ${field}: die Zeile ergibt ${module[field]}, ${HAND_FILE} sagt ${hand[field]} – beide Stellen gegen die Verordnung prüfen (abgeleitete Beträge: Kommentar in ${HAND_FILE})`,
        ),
    );
    expect(module).toEqual(hand);
  });

  it("derives the minimum base of voluntary members from the Bezugsgröße (§ 240 Abs. 4 Satz 1 SGB V): 2024–2026 as the statute gives them", () => {
    // 3.535 € / 90 × 30 = 1.178,33 €; 3.745 € → 1.248,33 €; 3.955 € → 1.318,33 €.
    const bases = ([2024, 2025, 2026] as const).map(
      (year) => deriveFigures(PUBLISHED_ROWS.find((row) => row.year === year)!).mindestbemessungsgrundlageFreiwilligeMonat,
    );
    expect(bases).toEqual([1_178.33, 1_248.33, 1_318.33]);
  });

  it("names for every row the ordinance that set its limits, linked to its promulgated text, and the BMG's announcement of its Zusatzbeitrag beside § 242a Abs. 2 SGB V (docs/decisions/0038, 0066)", () => {
    const urls = PUBLISHED_ROWS.map((row) => row.sources.ordinance.url);
    expectNoOwnerProblems(
      PUBLISHED_ROWS.flatMap(({ year, sources: { ordinance } }) => {
        const at = `Fehler in ${ROW_FILE}: ${year} › sources.ordinance`;
        return [
          // Official title spelling: „Sozialversicherungs-Rechengrößenverordnung“ until 2022, „Sozialversicherungsrechengrößen-Verordnung“ from 2023.
          ...(new RegExp(`^Sozialversicherungs(-Rechengrößenverordnung|rechengrößen-Verordnung) ${year}$`).test(ordinance.title)
            ? []
            : [
                `${at}.title: „${ordinance.title}“ – der amtliche Titel lautet „Sozialversicherungsrechengrößen-Verordnung ${year}“ (bis 2022 „Sozialversicherungs-Rechengrößenverordnung ${year}“)`,
              ]),
          ...(/^vom \d/.test(ordinance.promulgation)
            ? []
            : [`${at}.promulgation: „${ordinance.promulgation}“ – bitte wie im Bundesgesetzblatt: „vom 24. November 2025 (BGBl. 2025 I Nr. 278)“`]),
          ...(/^https:\/\/www\.(recht\.bund\.de\/bgbl\/1\/\d{4}\/\d+\/VO\.html|bgbl\.de\/xaver\/bgbl\/start\.xav\?)/.test(ordinance.url)
            ? []
            : [`${at}.url: ${ordinance.url} – die Adresse der Verkündung, mit bgblUrl({ year, number }) geschrieben`]),
          ...(urls.indexOf(ordinance.url) === urls.lastIndexOf(ordinance.url) ? [] : [`${at}.url: dieselbe Adresse wie bei einem anderen Jahr`]),
        ];
      }),
    );
    for (const row of PUBLISHED_ROWS) {
      const year = row.year as FigureYear;
      expect(ordinanceSource(year).citation).toBe(`${row.sources.ordinance.title} ${row.sources.ordinance.promulgation}`);
      // The announcement named, the rule linked: the announcement has no stable address (docs/decisions/0066).
      expect(zusatzbeitragSource(year)).toEqual({ citation: expect.stringContaining(`Zusatzbeitragssatz für ${year}`), url: provisionUrl("sgbV", "242a") });
      expect(zusatzbeitragSource(year).citation).toMatch(/^§\u00a0242a Abs\.\u00a02 SGB\u00a0V; Bekanntmachung des Bundesministeriums für Gesundheit/);
    }
  });

  it("records the mid-year changes of 2022 and 2023 with their dates", () => {
    // Up to 2023 only: a later year may bring its own, which its row records.
    const changes = PUBLISHED_ROWS.filter((row) => row.year <= 2023).flatMap((row) =>
      row.changesDuringYear.map((change) => `${change.from} ${change.field} ${change.value}`),
    );
    expect(changes).toEqual([
      "2022-10-01 geringfuegigkeitsgrenze 520",
      "2022-10-01 uebergangsbereichObergrenze 1600",
      "2023-07-01 pflegeBeitragssatz 3.4",
      "2023-07-01 pflegeKinderlosenzuschlag 0.6",
      "2023-07-01 pflegeAbschlagJeKind 0.25",
    ]);
  });
});
