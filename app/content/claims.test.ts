import { describe, expect, it } from "vitest";
import { siteConfig } from "~/config/site-config";
import { collectStrings, type FoundString } from "../../tests/support/collect-strings";
import { formatPercent } from "~/modules/format-de";
import { claimProblems as claimProblemsOf, unbackedSavingPercent } from "~/modules/copy-claims";
import { articleFiles, glossaryFiles, proseOf } from "../../tests/support/guide-copy";
import { groupPageLabels } from "./group-page-labels";
import { groupContents } from "./professions";
import {
  PAUSCHALE_BEIHILFE_AS_OF,
  PAUSCHALE_BEIHILFE_CONDITIONAL_LAENDER,
  PAUSCHALE_BEIHILFE_LAENDER,
  PAUSCHALE_BEIHILFE_UNSETTLED_LAENDER,
} from "./pauschale-beihilfe";
import { SAVINGS_COMPARISON_FIXTURE } from "../../tests/fixtures/savings-comparison";
import { SHIPPED_EXAMPLE } from "../../tests/support/shipped-example";
import type { SavingsComparison } from "~/config/site-config-schema";
import { savingsAdvantageTitle, savingsCardTitle, savingsExampleContent, savingsExampleCopy } from "./savings-example-copy";
import { currentFigures } from "./statutory-figures";
import { toastMessages } from "./toast-messages";
import { wizardCopy, wizardFields } from "./wizard";

/**
 * Every content module, found by glob (a new file is checked without being listed anywhere).
 * Test files, the Beihilfe table's test helper and the type declarations hold no copy.
 */
const contentModules = import.meta.glob<Record<string, unknown>>(["./**/*.ts", "!./**/*.test.ts", "!./types.ts"], {
  eager: true,
});
const pageCopy = Object.entries(contentModules).map(([file, content]) => ({ page: file.replace(/^\.\//, ""), content }));

function claimProblems(found: readonly FoundString[], adviserName: string): string[] {
  return found.flatMap(({ path, text }) =>
    claimProblemsOf(text, { adviserName, brokerName: siteConfig.broker.name }).map((why) => `${path}: ${why} – „${text.slice(0, 90)}…“`),
  );
}

const allCopy = pageCopy.flatMap(({ page, content }) =>
  collectStrings(content, { skipKeys: ["slug", "icon", "url"], sampleArgument: siteConfig.adviser.name }).map((found) => ({
    ...found,
    path: `${page} ${found.path}`,
  })),
);

function unbackedSavingPercents(found: readonly FoundString[], comparison: SavingsComparison | undefined): string[] {
  return found.flatMap(({ path, text }) => {
    const problem = unbackedSavingPercent(text, comparison?.percent);
    return problem === null ? [] : [`${path}: ${problem} – „${text.slice(0, 90)}…“`];
  });
}

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
      // The GKV's contribution with Krankengeld counts only 96 % (docs/decisions/0066).
      "Steuerlich sind beide Systeme gleichgestellt.",
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
      "Unabhängiges Landeszentrum für Datenschutz Schleswig-Holstein",
      "Steuerlich werden beide Systeme ähnlich behandelt, ein GKV-Beitrag mit Krankengeld allerdings um 4 % gekürzt.",
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
    // For new customers; what a tariff switch costs members is the member copy's own check (docs/decisions/0070).
    expect({ kind: siteConfig.remuneration.kind, other: siteConfig.remuneration.other }).toEqual({ kind: "courtage", other: "" });
  });
});

describe("a saving in per cent", () => {
  const samples = ["Bis zu 40\u00a0% Ersparnis", "kann bis zu 40\u00a0% günstiger sein", "40\u00a0% weniger als die GKV", `bis zu 27\u00a0% sparen`].map(
    (text, index) => ({ path: `sample ${index}`, text }),
  );

  it("fails without the adviser's documented comparison", () => {
    expect(unbackedSavingPercents(samples, undefined)).toHaveLength(samples.length);
  });

  it("passes only with the documented comparison's own figure", () => {
    const problems = unbackedSavingPercents(samples, SAVINGS_COMPARISON_FIXTURE);
    expect(problems.map((problem) => problem.split(":")[0])).toEqual(["sample 0", "sample 1", "sample 2"]);
  });

  it("lets other percentages through (rates, Beihilfe, the § 149 VAG surcharge)", () => {
    const other = ["der gesetzliche Zuschlag von 10\u00a0% (§\u00a0149 VAG)", "Beim Bund 50\u00a0% Beihilfe", "ein Beitragssatz von 14,6\u00a0%"].map(
      (text, index) => ({
        path: `sample ${index}`,
        text,
      }),
    );
    expect(unbackedSavingPercents(other, undefined)).toEqual([]);
  });

  it("appears nowhere on the site with the shipped config", () => {
    expect(unbackedSavingPercents(allCopy, siteConfig.savingsComparison)).toEqual([]);
  });

  it("appears, with its date and both sides, once the config documents a comparison", () => {
    const withComparison = savingsExampleContent(currentFigures, SAVINGS_COMPARISON_FIXTURE);
    const found = collectStrings(withComparison).map((item) => ({ ...item, path: `example ${item.path}` }));
    expect(unbackedSavingPercents(found, undefined).length).toBeGreaterThan(0);
    expect(unbackedSavingPercents(found, SAVINGS_COMPARISON_FIXTURE)).toEqual([]);
    const text = found.map((item) => item.text).join(" ");
    expect(text).toContain("vom 2. November 2026");
    expect(text).toContain(SAVINGS_COMPARISON_FIXTURE.pkvSide);
    expect(text).toContain(SAVINGS_COMPARISON_FIXTURE.documentation);
    expect(savingsAdvantageTitle(SAVINGS_COMPARISON_FIXTURE)).toContain(formatPercent(27));
    expect(savingsCardTitle(SAVINGS_COMPARISON_FIXTURE)).toBe(`Bis zu ${formatPercent(27)} Ersparnis`);
    expect(savingsAdvantageTitle(undefined)).not.toMatch(/\d/);
    expect(savingsCardTitle(undefined)).not.toMatch(/\d/);
  });
});

describe("the red band and the worked example", () => {
  it.runIf(SHIPPED_EXAMPLE)(
    "retitles the advantages docs/decisions/0015 found untrue, under keys that say what the text says (the shipped titles; an owner's own are judged by the build's claim rules)",
    () => {
      expect(groupPageLabels.whyPkvAdvantages.plannablePremiums.title).toBe("Planbare Beiträge im Alter");
      expect(groupPageLabels.whyPkvAdvantages.fastReimbursement.title).toBe("Schnelle Erstattung per App");
      expect(groupPageLabels.whyPkvAdvantages.savings.title).toBe(savingsAdvantageTitle(siteConfig.savingsComparison));
    },
  );

  it("stands under every band, dated and computed for the current year, like for like", () => {
    expect(savingsExampleCopy.heading).toContain(String(currentFigures.year));
    expect(savingsExampleCopy.disclaimer).toMatch(/kein Angebot und kein Versprechen/);
    expect(savingsExampleCopy.paragraphs.join(" ")).toMatch(/Krankentagegeld[^.]*Pflegepflichtversicherung[^.]*Selbstbehalt/);
    expect(savingsExampleCopy.paragraphs.join(" ")).toMatch(/bei durchschnittlichem Zusatzbeitrag/);
    expect(savingsExampleCopy.paragraphs.join(" ")).toMatch(/mindestens 23\u00a0Jahre[^.]*ab dem Monat nach dem 23\.\u00a0Geburtstag/);
    const conditions = savingsExampleCopy.conditions.join(" ");
    for (const condition of [
      /jung und gesund/,
      /Beitragsbemessungsgrenze/,
      /Selbstbehalt/,
      /jedes Familienmitglied einen eigenen Beitrag/,
      /Leistungsausgaben oder die Sterbewahrscheinlichkeiten[^.]*allen Rechnungsgrundlagen[^.]*§\u00a0203 Abs\.\u00a02 VVG, §\u00a0155 VAG/,
    ]) {
      expect(conditions).toMatch(condition);
    }
  });

  it.each(Object.values(groupContents).map((content) => [content.slug, content.whyPkv] as const))(
    "%s explains the saving with its conditions, points to the example, and explains premium reviews",
    (_slug, whyPkv) => {
      expect(whyPkv.savings).toMatch(/Rechenbeispiel|Beispiel unter dem Band/);
      expect(whyPkv.savings).toMatch(/gesund/i);
      // Premium reviews: triggered by claims costs and mortality, every assumption recalculated.
      expect(whyPkv.plannablePremiums).toMatch(/§\u00a0203 Abs\.\u00a02 VVG/);
      expect(whyPkv.plannablePremiums).toMatch(/§\u00a0155 VAG/);
      expect(whyPkv.plannablePremiums).toMatch(/Sterbewahrscheinlichkeit|länger|Lebenserwartung/);
      expect(whyPkv.plannablePremiums).toMatch(/§\u00a0149 VAG/);
      expect(whyPkv.fastReimbursement).toMatch(/Klinikcard[^.]*(?:anbietet|ausgibt)/);
    },
  );
});

describe("the WhatsApp step", () => {
  it("the tick before WhatsApp names the provider, the possible transfer to the USA, the adviser and the privacy policy's WhatsApp section, and claims no consent", () => {
    const { before, link, anchor, after } = wizardCopy.privacy;
    const label = `${before}${link}${after}`;
    expect(label).toContain(siteConfig.adviser.name);
    expect(label).toContain("WhatsApp Ireland Limited");
    expect(label).toContain("Übermittlung in die USA");
    // The basis is the visitor's choice of channel, lit. b (docs/decisions/0063): a consent here would be a second, conflicting one.
    expect(label).not.toMatch(/willige|Einwilligung/);
    expect(link).toBe("Datenschutzerklärung");
    expect(anchor).toBe("whatsapp");
    const { title, description } = toastMessages.privacyRequired;
    expect(`${title} ${description}`).not.toMatch(/Einwilligung/);
  });

  it("names every way of sending in the note under the form, the page's own and the e-mail program's too", () => {
    expect(wizardCopy.sendNote).toContain(`„${wizardCopy.sendByEmail}“`);
    expect(wizardCopy.delivery.note).toContain(`„${wizardCopy.delivery.send}“`);
    // The page's own channel shows only where the site can deliver: the note under the form must not claim it (docs/decisions/0063).
    expect(wizardCopy.sendNote).not.toContain(`„${wizardCopy.delivery.send}“`);
  });

  it("says what happens when, and what WhatsApp sees and stores", () => {
    const note = wizardCopy.sendNote;
    expect(wizardCopy.delivery.note).toMatch(/nicht speichert/);
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
    expect(toastMessages.whatsappOpening.description).toMatch(/„Senden“/);
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
    for (const land of [...PAUSCHALE_BEIHILFE_LAENDER, ...PAUSCHALE_BEIHILFE_CONDITIONAL_LAENDER]) expect(text).toContain(land);
    // A Land the table does not settle is named as open, never counted among those without it.
    const sentences = text.split(/(?<=[.!?])\s+/);
    for (const land of PAUSCHALE_BEIHILFE_UNSETTLED_LAENDER) {
      expect(sentences.some((sentence) => sentence.includes(land) && /nicht geklärt/.test(sentence))).toBe(true);
    }
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
