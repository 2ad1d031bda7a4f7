import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { siteConfig } from "~/config/site-config";
import { COLLECTIONS } from "./editor-config";
import { checkedEntry, EntryInvalidError, fieldLabel } from "./editor-validation";
import { siteConfigFields } from "./field-labels";

const config = () => structuredClone(siteConfig) as unknown as Record<string, unknown>;
const refusal = (collection: string, data: Record<string, unknown>): string[] => {
  try {
    checkedEntry(collection, data);
  } catch (error) {
    if (error instanceof EntryInvalidError) return [...error.problems];
    throw error;
  }
  return [];
};

const article = {
  title: "Ein Titel für den Test",
  description: "Eine Beschreibung, die lang genug ist, um die Regel von mindestens siebzig Zeichen zu erfüllen.",
  topic: "beitrag",
  published: "2026-11-23",
  updated: "2026-11-23",
  related: ["/pkv-angestellte"],
  sources: [{ citation: "§\u00a0204 VVG", url: "https://www.gesetze-im-internet.de/vvg_2008/__204.html" }],
  body: "Text.",
};

describe("the check before the editor saves", () => {
  it("lets the shipped config through unchanged", () => {
    expect(checkedEntry(COLLECTIONS.settings, config())).toEqual({ data: config(), removed: [] });
  });

  it("drops optional parts the form left empty, so the file holds only what was filled in", () => {
    // Whatever the config holds of these optional parts, without them it is the file the check should keep.
    const withoutThem = (): Record<string, unknown> => {
      const { emailProvider: _email, savingsComparison: _savings, ...rest } = config();
      const { vatId: _vat, ...registration } = rest.registration as Record<string, unknown>;
      return { ...rest, registration };
    };
    const data: Record<string, unknown> = {
      ...withoutThem(),
      emailProvider: { name: "", address: "" },
      savingsComparison: { includesKrankentagegeld: true, gkvSide: "" },
    };
    (data.registration as Record<string, unknown>).vatId = "";
    const { data: saved, removed } = checkedEntry(COLLECTIONS.settings, data);
    expect(saved).toEqual(withoutThem());
    expect(removed).toEqual([["registration", "vatId"], ["emailProvider"], ["savingsComparison"]]);
  });

  it("refuses what the build refuses, with the form's labels and the build's German message", () => {
    const hours = config();
    hours.openingHours = [{ firstDay: "Mo", lastDay: "Fr", opens: "9:00", closes: "6:00" }];
    expect(refusal(COLLECTIONS.settings, hours)).toEqual(["Telefonzeiten 1 › Ende: endet nicht nach dem Beginn – „closes“ muss später sein als „opens“"]);
    const abroad = config();
    abroad.hosting = { ...(abroad.hosting as object), country: "USA" };
    expect(refusal(COLLECTIONS.settings, abroad)).toEqual([
      expect.stringMatching(/^Hosting-Anbieter › Grundlage der Übermittlung: fehlt: Bei einem Anbieter außerhalb von EU\/EWR/),
    ]);
    const provider = { ...config(), emailProvider: { name: "Muster Mail GmbH", address: "", country: "Deutschland" } };
    expect(refusal(COLLECTIONS.settings, provider)).toEqual(["E-Mail-Anbieter › Anschrift: ist leer – bitte ausfüllen"]);
  });

  it("checks articles and terms by their schemas, and that the text is not empty", () => {
    expect(refusal(COLLECTIONS.articles, article)).toEqual([]);
    expect(refusal(COLLECTIONS.articles, { ...article, description: "Zu kurz.", body: " " })).toEqual([
      "Kurzbeschreibung: muss 70 bis 160 Zeichen lang sein",
      "Artikeltext (MDX): ist leer – bitte ausfüllen",
    ]);
    expect(refusal(COLLECTIONS.articles, { ...article, updated: "2026-01-01" })).toEqual([
      "Stand: „Stand“ (updated) darf nicht vor dem Tag der ersten Veröffentlichung (published) liegen",
    ]);
    expect(
      refusal(COLLECTIONS.glossary, { term: "Begriff", aka: [], sources: [{ citation: "§\u00a01 VVG", url: "http://example.org" }], body: "Erklärung." }),
    ).toEqual(["Quellen 1 › Adresse (https://…): muss eine Adresse sein, die mit https:// beginnt"]);
    expect(checkedEntry(COLLECTIONS.glossary, { term: "Begriff", aka: [], body: "Erklärung." }).removed).toEqual([["aka"]]);
  });

  it("refuses in the guide what the build refuses: a forbidden claim, a figure typed by hand, a figure that does not exist (docs/decisions/0072)", () => {
    expect(refusal(COLLECTIONS.articles, { ...article, body: "Kurz.\n\nSofort-Erstattung für alle.\n\nDie Grenze liegt bei 77.400 €.\n" })).toEqual([
      expect.stringMatching(/^Artikeltext \(MDX\), Zeile 3: Erstattungen dauern Tage/),
      expect.stringMatching(/^Artikeltext \(MDX\), Zeile 5: „77.400\u00a0€“ ist von Hand geschrieben/),
    ]);
    expect(refusal(COLLECTIONS.glossary, { term: "Begriff", aka: [], body: 'Die <Figure name="grenze" /> gilt.' })).toEqual([
      expect.stringMatching(/^Erklärung, Zeile 1: <Figure name="grenze"> gibt es nicht/),
    ]);
  });

  it("names fields as the form labels them, list positions from 1", () => {
    expect(fieldLabel(["social", 1, "url"], siteConfigFields)).toBe("Profile in sozialen Netzwerken 2 › Adresse des Profils");
    expect(fieldLabel([], siteConfigFields)).toBe("ganzer Eintrag");
  });

  it("leaves collections it does not know alone", () => {
    expect(checkedEntry("andere", { x: "" })).toEqual({ data: { x: "" }, removed: [] });
  });

  it("checks the English-only expats file by the English rules (docs/decisions/0073)", () => {
    const expats = parse(readFileSync("app/content/en/texte/expats.yaml", "utf8")) as Record<string, unknown>;
    const refused = (data: Record<string, unknown>): string[] => {
      try {
        checkedEntry(COLLECTIONS.texts, data, "expats");
      } catch (error) {
        if (error instanceof EntryInvalidError) return [...error.problems];
        throw error;
      }
      return [];
    };
    expect(refused(expats)).toEqual([]);
    expect(refused({ ...expats, eyebrow: "Die „Beihilfe“" })).toEqual([expect.stringContaining("deutsche Anführungszeichen")]);
  });
});
