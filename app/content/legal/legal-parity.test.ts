/**
 * The English courtesy translations (docs/decisions/0073) are built by their own builders from the
 * same config as the German texts. This walks both adviser fixtures and a range of config changes
 * (every remuneration kind, tariff-switch fee, holdings, § 60 VVG basis, chat backup, providers
 * inside and outside the EU, identification numbers) and checks that the English text has every
 * section, subsection, block, list item, fact, config value, date and outside link the German one
 * has: a condition added to a German builder and forgotten in the English one fails here.
 */
import { describe, expect, it } from "vitest";
import { englishRoute } from "~/config/english-routes";
import { legalRoutes } from "~/config/site-routes";
import type { SiteConfig } from "~/config/site-config-schema";
import { exampleAdviser } from "../../../tests/fixtures/example-adviser";
import { secondAdviser } from "../../../tests/fixtures/second-adviser";
import { collectStrings } from "../../../tests/support/collect-strings";
import { documentText } from "./document-text";
import { buildFirstInformation } from "./first-information";
import { buildEnglishFirstInformation } from "./first-information-en";
import { buildLegalNotice } from "./legal-notice";
import { buildEnglishLegalNotice } from "./legal-notice-en";
import type { LegalBlock, LegalDocumentContent, LegalLink, LegalSubsection } from "./legal-types";
import { buildPrivacyPolicy } from "./privacy-policy";
import { buildEnglishPrivacyPolicy } from "./privacy-policy-en";

const builders = [
  { name: "Impressum", german: buildLegalNotice, english: buildEnglishLegalNotice },
  { name: "Datenschutzerklärung", german: buildPrivacyPolicy, english: buildEnglishPrivacyPolicy },
  { name: "Erstinformation", german: buildFirstInformation, english: buildEnglishFirstInformation },
] as const;

/**
 * The one place the English text has fewer lines: the Impressum's contact block leaves out the
 * reply time, which the config writes in German only (no {antwortzeit} in English, decision 0073).
 */
const FEWER_LINES = new Set(["Impressum#kontakt"]);

function withConfig(base: SiteConfig, change: (config: SiteConfig) => void): SiteConfig {
  const copy = structuredClone(base);
  change(copy);
  return copy;
}

const us = {
  name: "Transatlantic Mail Inc.",
  address: "1 Market Street, San Francisco, CA 94105, USA",
  country: "USA",
  transferBasis: "angemessenheitsbeschluss",
} as const;
const uk = {
  name: "Thames Telecom Ltd",
  address: "10 Bank Street, London E14 5NR, Vereinigtes Königreich",
  country: "Vereinigtes Königreich",
  transferBasis: "standardvertragsklauseln",
} as const;

const variants: Record<string, (base: SiteConfig) => SiteConfig> = {
  "as it is": (base) => base,
  "fee and commission, other benefits, a fixed switch fee": (base) =>
    withConfig(base, (c) => {
      c.remuneration = {
        kind: "courtage-und-honorar",
        other: "Sachzuwendungen des Maklerverbunds bis 50 Euro im Jahr",
        tariffSwitch: { kind: "honorar-fest", amountEuro: 1200 },
      };
    }),
  "fee only, a share of the saving": (base) =>
    withConfig(base, (c) => {
      c.remuneration = { kind: "honorar", other: "", tariffSwitch: { kind: "honorar-anteil", percent: 30 } };
    }),
  "holdings both ways": (base) =>
    withConfig(base, (c) => {
      c.holdings = { inInsurers: ["Alpha Leben AG", "Beta Kranken AG"], ofInsurersInAdviser: ["Gamma Holding SE"] };
    }),
  "a sufficient number with a list": (base) =>
    withConfig(base, (c) => {
      c.adviceBasis = "hinreichende-zahl";
      c.informationBasis = undefined;
      c.insurersCompared = ["Alpha Kranken AG", "Beta Kranken AG", "Gamma Kranken AG", "Delta Kranken AG"];
    }),
  "a sufficient number without a list": (base) =>
    withConfig(base, (c) => {
      c.adviceBasis = "hinreichende-zahl";
      c.informationBasis = undefined;
      c.insurersCompared = undefined;
    }),
  "no basis": (base) =>
    withConfig(base, (c) => {
      c.adviceBasis = undefined;
      c.informationBasis = undefined;
    }),
  "backup in Google Drive, unencrypted": (base) =>
    withConfig(base, (c) => {
      c.chatBackup = { location: "google-drive", endToEndEncrypted: false };
    }),
  "backup in iCloud, encrypted": (base) =>
    withConfig(base, (c) => {
      c.chatBackup = { location: "icloud", endToEndEncrypted: true };
    }),
  "providers in the USA and the UK, host in Norway": (base) =>
    withConfig(base, (c) => {
      c.emailProvider = { ...us };
      c.telephonyProvider = { ...uk };
      c.hosting = { ...c.hosting, country: "Norwegen", address: "Storgata 1, 0155 Oslo, Norwegen" };
    }),
  "host in the USA under standard clauses, no providers": (base) =>
    withConfig(base, (c) => {
      c.emailProvider = undefined;
      c.telephonyProvider = undefined;
      c.hosting = { ...c.hosting, country: "USA", transferBasis: "standardvertragsklauseln" };
    }),
  "identification numbers": (base) =>
    withConfig(base, (c) => {
      c.registration = { ...c.registration, businessId: "DE123456789-00001", vatId: "DE123456789" };
    }),
  "no identification numbers, another Land": (base) =>
    withConfig(base, (c) => {
      c.registration = { ...c.registration, businessId: undefined, vatId: undefined };
      c.address = { ...c.address, state: "Saarland" };
    }),
};

const fixtures = { "the example": exampleAdviser, "the second adviser": secondAdviser };

/** The shape of a block: its kind and how many items, facts or lines it has. */
function shape(block: LegalBlock): string {
  switch (block.kind) {
    case "paragraph":
      return "paragraph";
    case "list":
      return `list×${block.items.length}`;
    case "facts":
      return `facts×${block.items.length}`;
    case "lines":
      return `lines×${block.lines.length}`;
  }
}

interface Part {
  key: string;
  shapes: string[];
  prominent?: boolean;
}

function parts(content: LegalDocumentContent): Part[] {
  const sub = (subsection: LegalSubsection): Part => ({ key: `  ${subsection.id}`, shapes: subsection.blocks.map(shape), prominent: subsection.prominent });
  return [
    { key: "intro", shapes: (content.intro ?? []).map(shape) },
    ...content.sections.flatMap((section) => [{ key: section.id, shapes: section.blocks.map(shape) }, ...(section.subsections ?? []).map(sub)]),
  ];
}

function allLinks(content: LegalDocumentContent): LegalLink[] {
  return collectLinks(content);
}

function collectLinks(value: unknown): LegalLink[] {
  if (Array.isArray(value)) return value.flatMap(collectLinks);
  if (value && typeof value === "object") {
    if ("href" in value && "text" in value) return [value as LegalLink];
    return Object.values(value).flatMap(collectLinks);
  }
  return [];
}

/** A German link as the English text must have it: the legal pages lead to their English twins. */
function englishHref(href: string): string {
  for (const route of legalRoutes) {
    if (href === route.path || href.startsWith(`${route.path}#`)) return href.replace(route.path, englishRoute(route.slug).path);
  }
  return href;
}

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");
const textOf = (value: LegalDocumentContent) => documentText(value);

/** Config values that show in the German text must show in the English one, but the German-only reply time. */
function configValues(config: SiteConfig): string[] {
  const { responseTime: _germanOnly, legalTexts: _dates, ...rest } = config;
  // Enumeration values („auswahl“, „courtage“) are keys, not copy: they match German words by chance.
  return [...new Set(collectStrings(rest).map(({ text }) => plain(text)))].filter((text) => text.length > 2 && !/^[a-zäöüß-]+$/.test(text));
}

describe.each(Object.entries(fixtures))("English and German legal texts for %s", (_fixture, base) => {
  describe.each(Object.entries(variants))("config: %s", (_variant, vary) => {
    const config = vary(base);

    it.each(builders)("the $name has the same sections, subsections, blocks, items, facts and lines", ({ name, german, english }) => {
      const de = parts(german(config));
      const en = parts(english(config));
      expect(en.map((part) => part.key)).toEqual(de.map((part) => part.key));
      de.forEach((part, index) => {
        const theirs = en[index]!;
        expect(theirs.prominent, part.key).toBe(part.prominent);
        // Where the English text has fewer lines by design, the kinds of blocks must still match.
        const comparable = (shapes: string[]) => (FEWER_LINES.has(`${name}#${part.key}`) ? shapes.map((s) => s.replace(/^lines×\d+$/, "lines")) : shapes);
        expect(comparable(theirs.shapes), part.key).toEqual(comparable(part.shapes));
      });
    });

    it.each(builders)("the $name names every config value the German one names, with its date", ({ german, english }) => {
      const de = german(config);
      const en = english(config);
      expect(en.versionDate).toBe(de.versionDate);
      expect(en.numbered).toBe(de.numbered);
      expect(en.lang).toBe("en");
      const deText = textOf(de);
      const enText = textOf(en);
      const shown = configValues(config).filter((value) => deText.includes(value));
      expect(shown.length).toBeGreaterThan(3);
      for (const value of shown) expect(enText, value).toContain(value);
    });

    it.each(builders)("the $name links everything the German one links, other legal texts in English", ({ german, english }) => {
      const enHrefs = new Set(allLinks(english(config)).map((link) => link.href));
      for (const link of allLinks(german(config))) expect([...enHrefs], link.href).toContain(englishHref(link.href));
    });
  });
});
