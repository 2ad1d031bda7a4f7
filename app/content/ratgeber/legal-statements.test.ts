import { describe, expect, it } from "vitest";
import { FORMER_RECHENGROESSEN_VERORDNUNG, RECHENGROESSEN_VERORDNUNG, ordinanceTitle } from "~/modules/figures/ordinance-title";
import { articleFiles, glossaryFiles, proseOf, type GuideFile } from "../../../tests/support/guide-copy";
import { groupContents } from "../professions";
import { PUBLISHED_ROWS } from "../statutory-figures";

/**
 * What the guide says about the law where the fourth legal review found it wrong or too short
 * (docs/decisions/0067), read as the built page shows it (figures rendered, typography set).
 * Each check names the provision it follows, so a later edit that drops it fails here.
 */
const NBSP = "\u00a0";
const byName = (files: readonly GuideFile[], slug: string) => files.find((file) => file.slug === slug)!;
const textOf = (file: GuideFile) =>
  proseOf(file)
    .map((found) => found.text)
    .join("\n");
const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+(?=[A-ZÄÖÜ„(*])|\n/);

const article = (slug: string) => textOf(byName(articleFiles, slug));
const term = (slug: string) => textOf(byName(glossaryFiles, slug));

/** Every sentence of the guide and of the profession pages' own copy. */
const allSentences = [
  ...[...articleFiles, ...glossaryFiles].flatMap((file) => sentencesOf(textOf(file)).map((sentence) => ({ where: file.file, sentence }))),
  ...Object.entries(groupContents).flatMap(([slug, content]) => sentencesOf(JSON.stringify(content)).map((sentence) => ({ where: slug, sentence }))),
];

describe("Notlagentarif: the cap by reference (§ 153 Abs. 2 Satz 3 VAG → § 152 Abs. 3 VAG)", () => {
  const text = article("basistarif-standardtarif-notlagentarif");

  it("cites the sentence that applies the Basistarif's cap, not § 153 Abs. 2 as a cap of its own", () => {
    expect(text).toContain(`§${NBSP}153 Abs.${NBSP}2 Satz${NBSP}3 VAG erklärt §${NBSP}152 Abs.${NBSP}3 VAG für entsprechend anwendbar`);
    expect(text).not.toMatch(/Höchstbeitrag der GKV liegen darf \(§\u00a0153 Abs\.\u00a02 VAG\)/);
  });

  it("says how much of the premium the ageing reserve pays (§ 153 Abs. 2 Satz 6 VAG)", () => {
    expect(text).toContain(
      `Bis zu 25${NBSP}% des monatlichen Beitrags werden aus Ihrer Alterungsrückstellung bezahlt (§${NBSP}153 Abs.${NBSP}2 Satz${NBSP}6 VAG)`,
    );
  });
});

describe("Basistarif from a contract of 2008 or earlier (§ 204 Abs. 1 Satz 1 Nr. 1 Buchstabe b VVG)", () => {
  it("no sentence offers an old contract the Standardtarif alone where it names the Basistarif", () => {
    const wrong = allSentences.filter(
      ({ sentence }) =>
        /Basistarif/.test(sentence) &&
        /vor (dem 1\.\s?Januar )?2009|aus der Zeit vor 2009|Vor 2009/.test(sentence) &&
        !/55|Voraussetzungen|Buchstabe b|älteren/.test(sentence),
    );
    expect(wrong).toEqual([]);
  });

  it("names the way in for old contracts where the guide explains who may switch", () => {
    expect(article("pkv-im-alter-rente")).toMatch(
      /vor 2009[^.]*Standardtarif[^.]*55\u00a0Jahre[^.]*Basistarif wählen \(§\u00a0204 Abs\.\u00a01 Satz\u00a01 Nr\.\u00a01 Buchstabe b VVG\)/,
    );
    expect(article("basistarif-standardtarif-notlagentarif")).toMatch(/Ältere Verträge können es auch, wenn Sie 55\u00a0Jahre/);
    expect(term("basistarif")).toMatch(/aus einem älteren ab 55\u00a0Jahren[^.]*§\u00a0204 Abs\.\u00a01 Satz\u00a01 Nr\.\u00a01 VVG/);
  });
});

describe("Anonymous risk pre-check: pseudonymous health data (Art. 4 Nr. 5, Art. 9 DSGVO)", () => {
  const text = article("anonyme-risikovoranfrage");

  it("says the data without a name stay pseudonymous health data, sent only with explicit consent", () => {
    expect(text).toContain("Anonym im Sinne des Datenschutzes ist die Anfrage damit nicht");
    expect(text).toMatch(
      /pseudonymisierte Daten \(Art\.\u00a04 Nr\.\u00a05 DSGVO\), und zwar Gesundheitsdaten, die besonders geschützt sind \(Art\.\u00a09 DSGVO\)/,
    );
    expect(text).toContain("nur mit Ihrer ausdrücklichen Einwilligung");
  });

  it("no longer claims the insurer gets nothing that identifies the person, or that nothing can be traced back", () => {
    expect(text).not.toMatch(/nichts, was Sie identifiziert|nichts, was einer Person zugeordnet werden könnte|\*\*Anonymisieren\.\*\*/);
  });
});

describe("Glossary", () => {
  it("Jahresarbeitsentgeltgrenze: a new job from its first day, the exemption after a rise of the limit, the existing job at the year's end", () => {
    const text = term("jahresarbeitsentgeltgrenze");
    expect(text).toMatch(/neuen Stelle[^.;]*ersten Arbeitstag/);
    expect(text).toContain(`(§${NBSP}8 Abs.${NBSP}1 Satz${NBSP}1 Nr.${NBSP}1 SGB${NBSP}V)`);
    expect(text).toMatch(/bestehenden Stelle[^.]*Ablauf des Kalenderjahres[^.]*§\u00a06 Abs\.\u00a04 SGB\u00a0V/);
    // The special limit is for those then exempt because of their pay and privately insured (§ 6 Abs. 7 SGB V).
    expect(text).toMatch(/31\.\u00a0Dezember 2002 wegen ihres Gehalts versicherungsfrei und privat krankenversichert/);
  });

  it("Beihilfe: no absolute „keinen Zuschuss“ beside the Länder's pauschale Beihilfe", () => {
    const text = term("beihilfe");
    expect(text).toContain("in der Regel keinen Zuschuss");
    expect(text).toMatch(/pauschale Beihilfe; der Bund nicht/);
  });

  it("names the yearly ordinance by its current title, the figures table's", () => {
    expect(term("beitragsbemessungsgrenze")).toContain(RECHENGROESSEN_VERORDNUNG);
    const old = allSentences.filter(({ sentence }) => sentence.includes(FORMER_RECHENGROESSEN_VERORDNUNG));
    expect(old).toEqual([]);
  });
});

describe("the ordinance's title, one definition", () => {
  it("is the title every row of the figures table bears, in its year's spelling", () => {
    for (const row of PUBLISHED_ROWS) expect(row.sources.ordinance.title, String(row.year)).toBe(ordinanceTitle(row.year));
  });
});
