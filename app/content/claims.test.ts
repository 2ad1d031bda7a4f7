import { describe, expect, it } from "vitest";
import { siteConfig } from "~/config/site-config";
import { collectStrings, type FoundString } from "~/modules/collect-strings";
import { articleFiles, glossaryFiles, proseOf } from "~/modules/guide-copy";
import { formatRate } from "./figure-notes";
import { groupPageLabels } from "./group-page-labels";
import { groupContents } from "./groups";
import { pageCopy } from "./page-copy";
import { PAUSCHALE_BEIHILFE_AS_OF, PAUSCHALE_BEIHILFE_LAENDER, PAUSCHALE_BEIHILFE_SPECIAL } from "./pauschale-beihilfe";
import { SAVING_PERCENT, savingsExampleCopy } from "./savings-example-copy";
import { currentFigures } from "./statutory-figures";
import { toastMessages } from "./toast-messages";
import { wizardCopy, wizardFields } from "./wizard";

/**
 * Claims issue 11 found false, misleading or unlawful (UWG §§ 5, 5a; § 34d GewO), as patterns.
 * Each names why it may not appear in any page's copy.
 */
const FORBIDDEN: readonly { pattern: RegExp; why: string }[] = [
  { pattern: /lebenslang stabil|stabile Beiträge/i, why: "premiums rise (§ 203 VVG): say „Planbare Beiträge im Alter“" },
  { pattern: /Sofort-?Erstattung|sofortige Erstattung/i, why: "refunds take days: say fast, by app, Klinikcard where offered" },
  {
    pattern: /per Gesetz kürzen|nicht (?:durch eine Gesetzesänderung )?gekürzt|lassen sich nicht per Gesetz/i,
    why: "§ 203 VVG allows adjustments: state the real protection",
  },
  { pattern: /zertifiziert/i, why: "names no certificate: show the configured qualification" },
  { pattern: /24\/7|24 Stunden/, why: "replies come as the config's responseTime says" },
  { pattern: /\bbeste[nrsm]?\b|\boptimal|garantiert|\bimmer\b|alle Versicherer|zufriedene/i, why: "superlative or promise without proof" },
  { pattern: /maximale Absicherung|100\u00a0% Engagement/i, why: "superlative without proof" },
  { pattern: /Versicherungsberater/, why: "protected title of § 34d Abs. 2 GewO; a Makler is not one" },
  { pattern: /\d+\.\s?Lebensjahr/, why: "„ab 55 Jahren“ (§ 6 Abs. 3a SGB V); „ab dem 55. Lebensjahr“ means from 54" },
  { pattern: /(?<!„)weltweit/i, why: "say what tariffs cover abroad and for how long" },
  { pattern: /\b(?:wir|uns|unsere?[mnrs]?)\b/i, why: "the adviser speaks as „ich“" },
  { pattern: /\bseine Vergütung\b|\bEr wird als Makler\b/, why: "no third person about the adviser" },
  { pattern: /Ihre Anfrage wird an .* gesendet/, why: "opening WhatsApp sends nothing to the adviser yet" },
];

/** „unabhängig“ only as „regardless of“, for the trustee of § 203 VVG, or explained for a Makler. */
function misusedIndependence(text: string): boolean {
  // „erfolgsunabhängige Beitragsrückerstattung“ is the insurers' term for a refund promised regardless of surplus.
  const stripped = text.replace(/unabhängig (?:davon|vo[mn])|einkommensunabhängig|erfolgsunabhängig\w*|unabhängige[nr]? Treuhänder/gi, "");
  if (!/unabhängig/i.test(stripped)) return false;
  return !(stripped.includes("an keinen Versicherer gebunden") && stripped.includes(siteConfig.broker.name));
}

function claimProblems(found: readonly FoundString[], adviserName: string): string[] {
  const thirdPerson = new RegExp(`${adviserName} (?:prüft|vergleicht|meldet|stellt|erhält|berät|wird)`);
  return found.flatMap(({ path, text }) => [
    ...FORBIDDEN.filter(({ pattern }) => pattern.test(text)).map(({ why }) => `${path}: ${why} – „${text.slice(0, 90)}…“`),
    ...(thirdPerson.test(text) ? [`${path}: the adviser speaks as „ich“, not in the third person`] : []),
    ...(misusedIndependence(text) ? [`${path}: „unabhängig“ without what it means for a Makler and the Maklerverbund`] : []),
  ]);
}

const allCopy = pageCopy.flatMap(({ page, content }) =>
  collectStrings(content, { skipKeys: ["slug", "icon", "url"], sampleArgument: siteConfig.adviser.name }).map((found) => ({
    ...found,
    path: `${page} ${found.path}`,
  })),
);

describe("claims in the pages' copy", () => {
  it("finds each forbidden claim (the check is not vacuous)", () => {
    const bad = [
      "Lebenslang stabile Beiträge",
      "Sofort-Erstattung",
      "Die Leistungen kann der Versicherer nicht per Gesetz kürzen.",
      "Zertifizierter Versicherungsmakler",
      "24/7 erreichbar",
      "Beste Versorgung",
      "unabhängiger Versicherungsberater",
      "ab dem 55. Lebensjahr",
      "Schutz weltweit",
      "Wir beraten Sie.",
      `${siteConfig.adviser.name} prüft Ihren Fall.`,
      "Unabhängige Beratung.",
    ].map((text, index) => ({ path: `sample ${index}`, text }));
    const problems = claimProblems(bad, siteConfig.adviser.name);
    for (const sample of bad) expect(problems.some((problem) => problem.startsWith(`${sample.path}:`))).toBe(true);
  });

  it("lets the true statements through", () => {
    const good = [
      "Planbare Beiträge im Alter",
      "unabhängig davon, wie gesund Sie sind",
      "mit Zustimmung eines unabhängigen Treuhänders",
      `Unabhängig heißt bei mir: an keinen Versicherer gebunden, mit ${siteConfig.broker.name}.`,
      "ein pauschales „weltweit“ gibt es nicht",
      "Das bestehende Recht",
    ].map((text, index) => ({ path: `sample ${index}`, text }));
    expect(claimProblems(good, siteConfig.adviser.name)).toEqual([]);
  });

  it("make none of the forbidden claims on any page", () => {
    expect(allCopy.length).toBeGreaterThan(300);
    expect(claimProblems(allCopy, siteConfig.adviser.name)).toEqual([]);
  });
});

describe("what the copy relies on in the config", () => {
  // The copy calls the advice free and the adviser a Makler paid by the insurer. If the config
  // changes either, these sentences become false: the copy must be rewritten first.
  it("is a Makler's copy, and the config says Makler", () => {
    expect(siteConfig.registration.status).toBe("versicherungsmakler");
    expect(siteConfig.registration.permission).toMatch(/§\u00a034d Abs\.\u00a01 GewO/);
  });

  it("calls the advice free only while the adviser is paid by courtage alone", () => {
    expect(allCopy.some(({ text }) => /kostenlos/.test(text))).toBe(true);
    expect(siteConfig.remuneration).toEqual({ kind: "courtage", other: "" });
  });
});

describe("the red band and the worked example", () => {
  it("retitles the two advantages issue 11 found untrue", () => {
    expect(groupPageLabels.whyPkvAdvantages.stableContributions.title).toBe("Planbare Beiträge im Alter");
    expect(groupPageLabels.whyPkvAdvantages.immediateReimbursement.title).toBe("Schnelle Erstattung per App");
  });

  it("stands under every band, dated and computed for the current year", () => {
    expect(groupPageLabels.savingsExample).toBe(savingsExampleCopy);
    expect(savingsExampleCopy.heading).toContain(String(currentFigures.year));
    expect(savingsExampleCopy.heading).toContain(formatRate(SAVING_PERCENT));
    expect(savingsExampleCopy.disclaimer).toMatch(/kein Angebot und kein Versprechen/);
    const conditions = savingsExampleCopy.conditions.join(" ");
    for (const condition of [
      /jung und gesund/,
      /Beitragsbemessungsgrenze/,
      /Selbstbehalt/,
      /jedes Familienmitglied einen eigenen Beitrag/,
      /steigen[^.]*§\u00a0203 VVG/,
    ]) {
      expect(conditions).toMatch(condition);
    }
  });

  it.each(Object.values(groupContents).map((content) => [content.slug, content.whyPkv] as const))(
    "%s explains the 40 % with its conditions and points to the example",
    (_slug, whyPkv) => {
      expect(whyPkv.savings).toMatch(/Rechenbeispiel|Beispiel unter dem Band/);
      expect(whyPkv.savings).toMatch(/gesund/i);
      expect(whyPkv.stableContributions).toMatch(/§\u00a0203 VVG/);
      expect(whyPkv.stableContributions).toMatch(/§\u00a0149 VAG/);
      expect(whyPkv.immediateReimbursement).toMatch(/Klinikcard[^.]*(?:anbietet|ausgibt)/);
    },
  );
});

describe("the WhatsApp step", () => {
  it("keeps the spec's consent wording exactly", () => {
    const { before, link, after } = wizardCopy.privacy;
    expect(`${before}${link}${after} *`).toBe("Ich stimme zu, dass meine Daten gemäß der Datenschutzerklärung verarbeitet werden. *");
  });

  it("says what happens when, and what WhatsApp sees and stores", () => {
    const note = wizardCopy.sendNote;
    expect(note).toMatch(/Diese Website speichert Ihre Angaben auf keinem Server/);
    expect(note).toMatch(/wa\.me[^.]*Nachrichtentext/);
    expect(note).toMatch(/Erst wenn Sie die Nachricht in WhatsApp absenden, erhalte ich sie/);
    for (const seen of [
      "WhatsApp Ireland Limited",
      "Telefonnummer",
      "Profil (Name und Bild",
      "Nachrichtentext",
      "auf Ihrem Gerät und auf meinem gespeichert",
      "Ende-zu-Ende-verschlüsselt",
    ]) {
      expect(note).toContain(seen);
    }
    expect(toastMessages.whatsappOpening.description(siteConfig.adviser.name)).toMatch(/„Senden“/);
  });

  it("writes „z. B.“ with a narrow no-break space in the occupation placeholder", () => {
    expect(wizardFields.beruf.placeholder).toBe("z.\u202fB. Arzt, Anwalt, Ingenieur");
  });
});

describe("profession-specific facts", () => {
  const pageText = (slug: keyof typeof groupContents) =>
    collectStrings(groupContents[slug])
      .map((found) => found.text)
      .join("\n");

  it("civil servants: the pauschale Beihilfe is Land law, named, dated and never the Bund's", () => {
    const text = pageText("beamte");
    for (const land of [...PAUSCHALE_BEIHILFE_LAENDER, ...Object.keys(PAUSCHALE_BEIHILFE_SPECIAL)]) expect(text).toContain(land);
    expect(text).toContain(`Stand: ${PAUSCHALE_BEIHILFE_AS_OF}`);
    expect(text).toMatch(/Beihilfestelle/);
    const aboutBund = text.split(/(?<=[.!?])\s+/).filter((sentence) => /pauschale Beihilfe/i.test(sentence) && /Bund/.test(sentence));
    expect(aboutBund.length).toBeGreaterThan(0);
    for (const sentence of aboutBund) expect(sentence).toMatch(/nicht/);
  });

  it("self-employed: Basis-, Standard- and Notlagentarif as the law defines them", () => {
    const text = pageText("selbststaendige");
    expect(text).toMatch(/Basistarif anbieten \(§\u00a0152 VAG\)[^]*Höchstbeitrag der GKV[^]*halbiert/);
    expect(text).toMatch(/Standardtarif[^.]*vor dem 1\.\u00a0Januar 2009/);
    expect(text).toMatch(/Notlagentarif versichert \(§\u00a0193 Abs\.\u00a06 VVG, §\u00a0153 VAG\)[^]*akuter Erkrankungen[^]*Rückstände/);
  });

  it("engineers: cover abroad as the model conditions limit it", () => {
    const text = pageText("ingenieure");
    expect(text).toMatch(/§\u00a01 Abs\.\u00a04 MB\/KK/);
    expect(text).toMatch(/außerhalb Europas[^.]*ohne besondere Vereinbarung[^.]*erste Monat/i);
    expect(text).toMatch(/Auslandskrankenversicherung/);
  });
});

/** The guide's articles and glossary make none of the forbidden claims either, and speak as „ich“. */
describe("claims in the guide's articles and glossary", () => {
  const guideCopy = [...articleFiles, ...glossaryFiles].map((file) => [file.file, proseOf(file)] as const);

  it.each(guideCopy)("%s makes none of the forbidden claims", (_file, found) => {
    expect(found.length).toBeGreaterThan(0);
    expect(claimProblems(found, siteConfig.adviser.name)).toEqual([]);
  });

  it("would notice a forbidden claim in an article (the check reads the prose)", () => {
    const file = { ...articleFiles[0], source: `${articleFiles[0].source}\n\nWir bieten die beste Beratung, 24/7.\n` };
    expect(claimProblems(proseOf(file), siteConfig.adviser.name).length).toBeGreaterThanOrEqual(2);
  });

  it("never promises a return to the GKV „jederzeit“", () => {
    const problems = guideCopy.flatMap(([, found]) =>
      found
        .filter(({ text }) => /jederzeit/i.test(text) && /zurück|Rückkehr|gesetzliche Krankenversicherung|GKV/.test(text))
        .map(({ path, text }) => `${path}: ${text.slice(0, 120)}`),
    );
    expect(problems).toEqual([]);
  });
});
