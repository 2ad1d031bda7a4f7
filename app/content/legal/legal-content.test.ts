import { describe, expect, it } from "vitest";
import { siteConfig } from "~/config/site-config";
import { CONSENT_DATE_KEY, CONSENT_KEY } from "~/modules/consent-rules";
import { DISMISSED_KEY, INSTALLED_KEY } from "~/modules/install-rules";
import { legalNotice } from "./legal-notice";
import type { Inline, LegalBlock, LegalDocumentContent, LegalLink, LegalSection } from "./legal-types";
import { privacyPolicy } from "./privacy-policy";
import { supervisoryAuthorityFor } from "./supervisory-authorities";

function inlineText(parts: readonly Inline[]): string {
  return parts.map((part) => (typeof part === "string" ? part : part.text)).join("");
}

function blockText(block: LegalBlock): string {
  switch (block.kind) {
    case "paragraph":
      return inlineText(block.text);
    case "list":
      return block.items.map(inlineText).join("\n");
    case "lines":
      return block.lines.map(inlineText).join("\n");
    case "facts":
      return block.items.map((item) => `${item.term}: ${inlineText(item.details)}`).join("\n");
  }
}

const sectionText = (section: LegalSection) => [section.heading, ...section.blocks.map(blockText)].join("\n");
const documentText = (content: LegalDocumentContent) => content.sections.map(sectionText).join("\n");

function links(content: LegalDocumentContent | LegalSection): LegalLink[] {
  const sections = "sections" in content ? content.sections : [content];
  return sections.flatMap((section) =>
    section.blocks.flatMap((block) => {
      const runs = block.kind === "paragraph" ? [block.text] : block.kind === "facts" ? block.items.map((item) => item.details) : block.kind === "list" ? block.items : block.lines;
      return runs.flat().filter((part): part is LegalLink => typeof part !== "string");
    }),
  );
}

const section = (content: LegalDocumentContent, heading: string | RegExp) => {
  const found = content.sections.find((candidate) => (typeof heading === "string" ? candidate.heading === heading : heading.test(candidate.heading)));
  if (!found) throw new Error(`no section ${String(heading)}`);
  return found;
};

describe("privacy policy", () => {
  it("has the eleven numbered sections in the spec's order", () => {
    expect(privacyPolicy.numbered).toBe(true);
    expect(privacyPolicy.sections.map((candidate) => candidate.heading)).toEqual([
      "Verantwortlicher",
      "Erhobene Daten",
      "Zwecke der Verarbeitung",
      "Rechtsgrundlagen",
      "Empfänger",
      "Speicherdauer",
      "Ihre Rechte",
      "Cookies und Speicher im Browser",
      "Datensicherheit",
      "Kontakt und Beschwerde",
      "Änderungen dieser Datenschutzerklärung",
    ]);
    // The version date is the day of reading (spec), filled in by the dialog.
    expect(privacyPolicy.versionDate).toBeUndefined();
  });

  it("names the controller from the site config", () => {
    const text = sectionText(privacyPolicy.sections[0]);
    for (const value of [siteConfig.adviser.name, siteConfig.address.street, siteConfig.address.city, siteConfig.phone.display, siteConfig.email]) {
      expect(text).toContain(value);
    }
    expect(links(privacyPolicy.sections[0]).map((link) => link.href)).toEqual([`tel:+${siteConfig.phone.digits}`, `mailto:${siteConfig.email}`]);
  });

  it("gives the legal bases a, b and f of Art. 6 (1) DSGVO", () => {
    const text = sectionText(privacyPolicy.sections[3]);
    for (const letter of ["a", "b", "f"]) expect(text).toContain(`Art.\u00a06 Abs.\u00a01 lit.\u00a0${letter} DSGVO`);
  });

  it("hands an enquiry to WhatsApp only when the visitor sends it, with phone and e-mail as alternatives", () => {
    const recipients = privacyPolicy.sections[4];
    const text = sectionText(recipients);
    expect(text).toContain("Erst wenn Sie diese Nachricht in WhatsApp abschicken");
    expect(text).toContain("WhatsApp Ireland Limited");
    expect(text).toContain("Meta Platforms, Inc. in den USA");
    expect(text).toContain("EU-US Data Privacy Framework");
    const hrefs = links(recipients).map((link) => link.href);
    expect(hrefs).toContain(`tel:+${siteConfig.phone.digits}`);
    expect(hrefs).toContain(`mailto:${siteConfig.email}`);
  });

  it("states the retention periods of spec §9", () => {
    const text = sectionText(privacyPolicy.sections[5]);
    for (const period of ["drei Jahre", "bis zu zehn Jahre", "sieben Tage", "bis Sie den Tab oder Browser schließen", "höchstens zwölf Monate"]) {
      expect(text).toContain(period);
    }
  });

  it("lists every key the site stores in the browser, and the wizard's draft", () => {
    const text = sectionText(privacyPolicy.sections[7]);
    for (const key of [CONSENT_KEY, CONSENT_DATE_KEY, INSTALLED_KEY, DISMISSED_KEY]) expect(text).toContain(`${key} (localStorage)`);
    expect(text).toContain("Entwurf Ihrer Anfrage (sessionStorage, bis zum Schließen des Tabs)");
    expect(text).toContain("Diese Website setzt keine Cookies.");
  });

  it("names the supervisory authority competent for the configured address", () => {
    const text = sectionText(privacyPolicy.sections[9]);
    expect(text).toContain("Berliner Beauftragte für Datenschutz und Informationsfreiheit");
    expect(text).toContain("Alt-Moabit 59–61");
  });
});

describe("legal notice", () => {
  const text = documentText(legalNotice);

  it("gives the provider under § 5 DDG, not the repealed TMG", () => {
    expect(legalNotice.sections[0].heading).toBe("Angaben gemäß §\u00a05 DDG");
    expect(text).not.toMatch(/\bTMG\b/);
    expect(text).toContain(siteConfig.adviser.name);
    expect(text).toContain(`${siteConfig.address.postalCode}\u00a0${siteConfig.address.city}`);
  });

  it("shows the phone hours Monday to Friday 9:00 to 18:00", () => {
    expect(text).toContain("Telefonisch erreichbar Montag bis Freitag, 9:00\u00a0bis 18:00\u00a0Uhr");
  });

  it("names the register entry, the DIHK register office and the IHK as permitting authority", () => {
    expect(text).toContain(`Registernummer: ${siteConfig.registration.registerNumber}`);
    expect(text).toContain("Deutsche Industrie- und Handelskammer (DIHK)\nBreite Straße 29\n10178\u00a0Berlin");
    expect(text).toContain("§\u00a034d Abs.\u00a01 GewO");
    expect(text).toContain(`${siteConfig.registration.chamber}\n${siteConfig.registration.chamberAddress}`);
    expect(text).toContain("BaFin) beaufsichtigt die Versicherungsunternehmen, nicht aber Versicherungsvermittler");
  });

  it("contains the Erstinformation of § 15 VersVermV", () => {
    const first = sectionText(section(legalNotice, "Erstinformation nach §\u00a015 VersVermV"));
    for (const term of ["Name und Anschrift", "Status", "Registrierung", "Beratung", "Vergütung", "Beteiligungen", "Schlichtungsstellen"]) {
      expect(first).toContain(`${term}:`);
    }
  });

  it("says the EU dispute platform has closed and links both Schlichtungsstellen in a new tab", () => {
    const disputes = section(legalNotice, "Online-Streitbeilegung und Schlichtung");
    const disputeText = sectionText(disputes);
    expect(disputeText).toContain("am 20.\u00a0Juli\u00a02025 eingestellt (Verordnung (EU) 2024/3228)");
    expect(links(disputes)).toEqual([
      { text: "www.versicherungsombudsmann.de", href: "https://www.versicherungsombudsmann.de", newTab: true },
      { text: "www.pkv-ombudsmann.de", href: "https://www.pkv-ombudsmann.de", newTab: true },
    ]);
    expect(text).not.toContain("ec.europa.eu/consumers/odr");
  });

  it("has a fixed version date, disclaimer, copyright and a link to the privacy policy", () => {
    expect(legalNotice.versionDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const heading of ["Haftung für Inhalte", "Haftung für Links", "Urheberrecht", "Datenschutz"]) section(legalNotice, heading);
    expect(links(section(legalNotice, "Datenschutz"))).toEqual([{ text: "Datenschutzerklärung", href: "#datenschutz" }]);
  });
});

describe("typography of both documents", () => {
  it("keeps § and its number together and uses German quotes", () => {
    for (const content of [privacyPolicy, legalNotice]) {
      const all = documentText(content);
      expect(all).not.toMatch(/§ /);
      expect(all).not.toContain('"');
    }
  });

  it("opens every external page in a new tab", () => {
    const external = [...links(privacyPolicy), ...links(legalNotice)].filter((link) => link.href.startsWith("https:"));
    expect(external.length).toBeGreaterThan(5);
    expect(external.filter((link) => !link.newTab)).toEqual([]);
  });
});

describe("supervisoryAuthorityFor", () => {
  it("refuses an address it does not know, naming the file to extend", () => {
    expect(() => supervisoryAuthorityFor({ city: "Köln" })).toThrow(/supervisory-authorities\.ts/);
  });
});
