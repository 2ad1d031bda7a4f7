/**
 * The English courtesy translations (docs/decisions/0073) for both adviser fixtures: built from
 * the live config, English dates, the German terms an English reader must recognise, citations
 * linked to the official sources, links that stay in the English section, English typography
 * and the claims rules, and the sentences that follow each config change.
 */
import { describe, expect, it } from "vitest";
import { englishRoute } from "~/config/english-routes";
import { siteConfig as liveConfig } from "~/config/site-config";
import { firstInformationPdfPath, legalRoutes } from "~/config/site-routes";
import type { SiteConfig } from "~/config/site-config-schema";
import { englishCopyProblems } from "~/modules/english-copy-rules";
import { exampleAdviser } from "../../../tests/fixtures/example-adviser";
import { secondAdviser } from "../../../tests/fixtures/second-adviser";
import { collectStrings } from "../../../tests/support/collect-strings";
import { GDPR_ENGLISH_URL, provisionUrl } from "../legal-sources";
import { documentText, sectionText as plainSectionText } from "./document-text";
import { courtesyNotice } from "./english-legal";
import { buildEnglishFirstInformation, englishFirstInformation } from "./first-information-en";
import { registerOffice } from "./intermediary";
import { buildEnglishLegalNotice, englishLegalNotice } from "./legal-notice-en";
import { inlineText, versionText, type LegalDocumentContent, type LegalLink } from "./legal-types";
import { buildEnglishPrivacyPolicy, englishPrivacyPolicy } from "./privacy-policy-en";
import { supervisoryAuthorityFor } from "./supervisory-authorities";

const fixtures = { "the example": exampleAdviser, "the second adviser": secondAdviser };

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");
const textOf = (content: LegalDocumentContent) => documentText(content);

function links(value: unknown): LegalLink[] {
  if (Array.isArray(value)) return value.flatMap(links);
  if (value && typeof value === "object") return "href" in value && "text" in value ? [value as LegalLink] : Object.values(value).flatMap(links);
  return [];
}

function withConfig(base: SiteConfig, change: (config: SiteConfig) => void): SiteConfig {
  const copy = structuredClone(base);
  change(copy);
  return copy;
}

function sectionText(content: LegalDocumentContent, id: string): string {
  const found = content.sections.find((section) => section.id === id);
  if (!found) throw new Error(`no section #${id}`);
  return plain(plainSectionText(found));
}

/** The copy's own words: strings that are not values of the config (which the adviser writes in German). */
function copyStrings(content: LegalDocumentContent, config: SiteConfig): string[] {
  const configValues = collectStrings(config).map(({ text }) => text);
  return collectStrings(content)
    .map(({ text }) => text)
    .filter((text) => !configValues.some((value) => value.length > 2 && text.includes(value)));
}

describe("the pages' English documents", () => {
  it("are built from the live config", () => {
    expect(englishLegalNotice).toEqual(buildEnglishLegalNotice(liveConfig));
    expect(englishPrivacyPolicy).toEqual(buildEnglishPrivacyPolicy(liveConfig));
    expect(englishFirstInformation).toEqual(buildEnglishFirstInformation(liveConfig));
  });

  it("open with the courtesy notice that links the binding German page", () => {
    for (const route of legalRoutes) {
      const notice = courtesyNotice(route.slug);
      expect(notice.text).toBe("This is a courtesy translation. The German version is legally binding.");
      expect(notice.germanPath).toBe(route.path);
      expect(englishRoute(route.slug).germanPath).toBe(route.path);
    }
  });
});

describe.each(Object.entries(fixtures))("English legal texts for %s", (_name, config) => {
  const documents = {
    impressum: buildEnglishLegalNotice(config),
    datenschutz: buildEnglishPrivacyPolicy(config),
    erstinformation: buildEnglishFirstInformation(config),
  };
  const all = Object.values(documents);

  it("carry the German names of the documents in brackets and the config's dates in English", () => {
    expect(documents.impressum.title).toContain("(Impressum)");
    expect(documents.datenschutz.title).toContain("(Datenschutzerklärung)");
    expect(documents.erstinformation.title).toContain("(Erstinformation)");
    expect(versionText(documents.impressum)).toMatch(new RegExp(`^Last updated: \\d{1,2} [A-Z][a-z]+ ${config.legalTexts.legalNoticeDate.slice(0, 4)}$`));
    const changed = withConfig(config, (c) => {
      c.legalTexts = { privacyPolicyDate: "2027-03-01", legalNoticeDate: "2027-03-02", firstInformationDate: "2027-03-03" };
    });
    expect(versionText(buildEnglishPrivacyPolicy(changed))).toBe("Last updated: 1 March 2027");
    expect(versionText(buildEnglishLegalNotice(changed))).toBe("Last updated: 2 March 2027");
    expect(versionText(buildEnglishFirstInformation(changed))).toBe("Last updated: 3 March 2027");
  });

  it("name the adviser, her register entry, chamber and insurer, with the German terms a reader must recognise", () => {
    for (const document of [documents.impressum, documents.erstinformation]) {
      const text = textOf(document);
      expect(text).toContain(config.adviser.name);
      expect(text).toContain(config.brand);
      expect(text).toContain(plain(config.registration.permission));
      expect(text).toContain(config.registration.registerNumber);
      expect(text).toContain(config.registration.chamber);
      expect(text).toContain(config.liabilityInsurance.insurer);
      expect(text).toContain("(Vermittlerregister");
      expect(text).toContain("Schlichtungsstellen");
      expect(text).toContain(registerOffice.name);
    }
    expect(textOf(documents.impressum)).toContain("§ 5 DDG");
    expect(textOf(documents.datenschutz)).toContain(supervisoryAuthorityFor(config.address).name);
  });

  it("link the statutes the site knows and the GDPR to their official sources", () => {
    const all_links = all.flatMap(links);
    expect(all_links).toContainEqual(expect.objectContaining({ text: "§\u00a034d GewO", href: provisionUrl("gewo", "34d") }));
    expect(all_links).toContainEqual(expect.objectContaining({ text: "§\u00a0214 VVG", href: provisionUrl("vvg", "214") }));
    expect(all_links).toContainEqual(expect.objectContaining({ text: "Art.\u00a013 Abs.\u00a02 lit.\u00a0e GDPR", href: GDPR_ENGLISH_URL, newTab: true }));
  });

  it("keep links to the legal texts in the English section, the PDF being the German document", () => {
    const sitePaths = all.flatMap(links).filter((link) => link.href.startsWith("/"));
    expect(sitePaths.length).toBeGreaterThan(5);
    for (const link of sitePaths) {
      if (link.href === firstInformationPdfPath) continue;
      expect(link.href, link.text).toMatch(/^\/en\//);
    }
    expect(inlineText(documents.erstinformation.intro![1]!.kind === "paragraph" ? documents.erstinformation.intro![1]!.text : [])).toContain("in German");
  });

  it.each(Object.entries(documents))("the %s keeps English typography and the claims rules, speaking as “I”", (_slug, document) => {
    for (const text of copyStrings(document, config)) {
      expect(englishCopyProblems(text, { brokerName: config.broker.name }), text).toEqual([]);
      expect(text, text).not.toMatch(/\b(we|our|us)\b/i);
    }
  });
});

describe("English sentences follow the config", () => {
  const base = exampleAdviser;

  it("the chat backup: none, Google Drive under the Data Privacy Framework, iCloud under standard clauses", () => {
    expect(sectionText(buildEnglishPrivacyPolicy(base), "empfaenger")).toContain("I do not use a WhatsApp chat backup");
    const google = sectionText(
      buildEnglishPrivacyPolicy(withConfig(base, (c) => void (c.chatBackup = { location: "google-drive", endToEndEncrypted: false }))),
      "empfaenger",
    );
    expect(google).toContain("Google Ireland Limited");
    expect(google).toContain("According to Google, this is based on the European Commission's adequacy decision".replace("'", "’"));
    expect(google).toContain("not additionally end-to-end encrypted");
    const apple = sectionText(
      buildEnglishPrivacyPolicy(withConfig(base, (c) => void (c.chatBackup = { location: "icloud", endToEndEncrypted: true }))),
      "empfaenger",
    );
    expect(apple).toContain("Apple Distribution International Ltd.");
    expect(apple).toContain("standard contractual clauses");
    expect(apple).toContain("protected by WhatsApp’s end-to-end encryption");
  });

  it("the providers: by name with their seat, the basis and the role outside the EU; the kind of recipient without a name", () => {
    expect(sectionText(buildEnglishPrivacyPolicy(base), "empfaenger")).toContain("stored and transmitted by my e-mail provider on my behalf");
    const abroad = withConfig(base, (c) => {
      c.emailProvider = {
        name: "Transatlantic Mail Inc.",
        address: "1 Market Street, San Francisco, USA",
        country: "USA",
        transferBasis: "angemessenheitsbeschluss",
      };
      c.telephonyProvider = {
        name: "Thames Telecom Ltd",
        address: "10 Bank Street, London",
        country: "Vereinigtes Königreich",
        transferBasis: "standardvertragsklauseln",
      };
      c.hosting = { ...c.hosting, country: "Österreich" };
    });
    const text = sectionText(buildEnglishPrivacyPolicy(abroad), "empfaenger");
    expect(text).toContain("It is established in the USA, outside the European Union and the European Economic Area; your e-mails are transferred there.");
    expect(text).toContain("which covers Transatlantic Mail Inc. as a participating organisation");
    expect(text).toContain("It is established in the United Kingdom, outside the European Union");
    expect(text).toContain("on which Thames Telecom Ltd relies for this");
    expect(text).toContain("The provider is established in Austria, in the European Union.");
  });

  it("the retention of the server logs and the competent authority", () => {
    const changed = withConfig(base, (c) => {
      c.hosting = { ...c.hosting, logRetentionDays: 14 };
      c.address = { ...c.address, state: "Bayern" };
    });
    const policy = buildEnglishPrivacyPolicy(changed);
    expect(sectionText(policy, "speicherdauer")).toContain("14 days at the hosting provider");
    expect(sectionText(policy, "beschwerde")).toContain(supervisoryAuthorityFor({ state: "Bayern" }).name);
    expect(sectionText(policy, "beschwerde")).toContain("Bayern (responsible for me)");
  });

  it("the remuneration: commission, fee, both, the tariff-switch fee in English formats, other benefits in the adviser's words", () => {
    expect(sectionText(buildEnglishFirstInformation(base), "verguetung")).toContain("commission (Courtage, Provision)");
    const both = withConfig(base, (c) => {
      c.remuneration = { kind: "courtage-und-honorar", other: "Sachzuwendungen bis 50 Euro", tariffSwitch: { kind: "honorar-fest", amountEuro: 1200 } };
    });
    const text = sectionText(buildEnglishFirstInformation(both), "verguetung");
    expect(text).toContain("My remuneration consists of:");
    expect(text).toContain("fee (Honorar)");
    expect(text).toContain("€1,200");
    expect(text).toContain("Sachzuwendungen bis 50 Euro");
    const share = withConfig(base, (c) => {
      c.remuneration = { kind: "honorar", other: "", tariffSwitch: { kind: "honorar-anteil", percent: 25 } };
    });
    expect(sectionText(buildEnglishFirstInformation(share), "verguetung")).toContain("of 25% of one year’s difference between the old and the new premium");
  });

  it("the holdings, named when there are some", () => {
    expect(sectionText(buildEnglishFirstInformation(base), "beteiligungen")).toContain("I hold no direct or indirect interest of 10% or more");
    const held = withConfig(base, (c) => void (c.holdings = { inInsurers: ["Alpha Leben AG"], ofInsurersInAdviser: ["Gamma Holding SE"] }));
    const text = sectionText(buildEnglishFirstInformation(held), "beteiligungen");
    expect(text).toContain("Alpha Leben AG");
    expect(text).toContain("Gamma Holding SE");
  });

  it("the basis of the advice (§ 60 VVG): none, a sufficient number, a restricted selection with every insurer and the adviser's information basis", () => {
    expect(sectionText(buildEnglishFirstInformation(base), "beratung")).not.toMatch(/sufficient number|restricted selection/);
    const sufficient = withConfig(base, (c) => void (c.adviceBasis = "hinreichende-zahl"));
    expect(sectionText(buildEnglishFirstInformation(sufficient), "beratung")).toContain("sufficient number of insurance contracts and insurers");
    const restricted = sectionText(buildEnglishFirstInformation(secondAdviser), "beratung");
    expect(restricted).toContain("restricted selection");
    for (const insurer of secondAdviser.insurersCompared ?? []) expect(restricted).toContain(plain(insurer));
    expect(restricted).toContain(plain(secondAdviser.informationBasis ?? "–"));
  });

  it("the identification numbers, only when the config has them", () => {
    expect(
      buildEnglishLegalNotice(withConfig(base, (c) => void (c.registration = { ...c.registration, businessId: undefined, vatId: undefined }))).sections.map(
        (s) => s.id,
      ),
    ).not.toContain("identifikationsnummern");
    const text = sectionText(buildEnglishLegalNotice(secondAdviser), "identifikationsnummern");
    expect(text).toContain(secondAdviser.registration.vatId);
    expect(text).toContain("(Umsatzsteuer-Identifikationsnummer");
  });

  it("refuses what the German text refuses: a register wording that contradicts the status", () => {
    const wrong = withConfig(
      base,
      (c) => void (c.registration = { ...c.registration, permission: "Versicherungsberater mit Erlaubnis nach § 34d Abs. 2 GewO" }),
    );
    expect(() => buildEnglishLegalNotice(wrong)).toThrow(/Versicherungsberater/);
    expect(() => buildEnglishFirstInformation(wrong)).toThrow(/Versicherungsberater/);
  });
});
