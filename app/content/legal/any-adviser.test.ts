/**
 * The legal documents and the page head rendered for the second adviser (tests/fixtures/second-adviser.ts):
 * they name her, her brand, her Land's authority and her role in her grammatical form, and nothing of
 * the shipped example is left in them. What counts as the example's is what the go-live gate
 * (app/config/example-identity.ts) finds in the frozen copy of the example.
 */
import { describe, expect, it } from "vitest";
import { exampleAdviser } from "../../../tests/fixtures/example-adviser";
import { secondAdviser } from "../../../tests/fixtures/second-adviser";
import { EXAMPLE_MARKERS, exampleValuesIn } from "~/config/example-identity";
import { legalRoutes } from "~/config/site-routes";
import { buildNotFoundSeo, buildSeo } from "~/modules/seo";
import { collectStrings } from "../../../tests/support/collect-strings";
import { formatIsoDate } from "~/modules/format-de";
import { adviserRole } from "../adviser-role";
import { buildFirstInformation } from "./first-information";
import { buildLegalNotice } from "./legal-notice";
import { buildPrivacyPolicy } from "./privacy-policy";
import { supervisoryAuthorityFor } from "./supervisory-authorities";

/** Every string of a rendered value, one per line, with the no-break spaces of the copy as plain spaces. */
function renderedText(value: unknown): string {
  return collectStrings(value)
    .map(({ text }) => text.replace(/[\u00a0\u202f]/g, " "))
    .join("\n");
}

const documents = {
  Impressum: buildLegalNotice(secondAdviser),
  Datenschutzerklärung: buildPrivacyPolicy(secondAdviser),
  Erstinformation: buildFirstInformation(secondAdviser),
};

const heads = {
  "head of a legal page": buildSeo(
    {
      title: "Impressum",
      description: "Impressum",
      keywords: ["Impressum"],
      path: legalRoutes[0]!.path,
      ogImage: "/og/home.png",
      ogImageAlt: `${secondAdviser.brand}: Impressum`,
      breadcrumbName: "Impressum",
    },
    secondAdviser,
    adviserRole(secondAdviser).role,
  ),
  "head of an offer page": buildSeo(
    {
      title: "Private Krankenversicherung für Ärzte",
      description: "Beratung",
      keywords: ["PKV Ärzte"],
      path: "/pkv-aerzte",
      ogImage: "/og/pkv-aerzte.png",
      ogImageAlt: `${secondAdviser.brand}: Ärzte`,
      breadcrumbName: "PKV für Ärzte",
      serviceName: "Beratung zur privaten Krankenversicherung für Ärzte",
      article: { published: new Date("2026-09-03T00:00:00Z"), modified: new Date("2026-09-04T00:00:00Z") },
    },
    secondAdviser,
    adviserRole(secondAdviser).role,
  ),
  "head of the 404 page": buildNotFoundSeo(secondAdviser),
};

/** The example's identity as text: every string the gate flags in it, dates also as the pages write them. */
const exampleTexts = [
  ...new Set(
    exampleValuesIn(exampleAdviser).flatMap(({ value }) =>
      typeof value !== "string"
        ? []
        : /^\d{4}-\d{2}-\d{2}$/.test(value)
          ? [value, formatIsoDate(value).replace(/\u00a0/g, " ")]
          : [value.replace(/[\u00a0\u202f]/g, " ")],
    ),
  ),
];

describe("rendered for another adviser", () => {
  it("knows enough of the example to look for", () => {
    expect(exampleTexts.length).toBeGreaterThanOrEqual(15);
    expect(exampleTexts).toContain(exampleAdviser.adviser.name);
    expect(exampleTexts).toContain(exampleAdviser.brand);
  });

  it.each(Object.entries({ ...documents, ...heads }))("the %s holds no value of the shipped example", (_name, rendered) => {
    const text = renderedText(rendered);
    for (const value of exampleTexts) expect(text, value).not.toContain(value);
    // The gate's own markers (fictional, .example, placeholder, „Beispiel“, the film number range), line by line.
    for (const line of text.split("\n")) {
      const marker = EXAMPLE_MARKERS.find((candidate) => candidate.matches(line, ""));
      expect(marker?.label, line).toBeUndefined();
    }
  });

  it.each(Object.entries(documents))("the %s names her and her brand, and no male role noun", (_name, document) => {
    const text = renderedText(document);
    expect(text).toContain(secondAdviser.adviser.name);
    expect(text).toContain(secondAdviser.brand);
    // The register's wording of the status and the statutory category stay in the law's form.
    expect(text).not.toMatch(/\b(Versicherungsm|M)akler\b(?! mit Erlaubnis| \(§)|\bBerater\b/);
  });

  it.each(Object.entries(documents))("the %s speaks as „ich“ and keeps the typography with her data too", (_name, document) => {
    const raw = collectStrings(document)
      .map((found) => found.text)
      .join("\n");
    expect(raw).not.toMatch(/\b(wir|unser\w*|uns)\b/i);
    expect(raw).not.toMatch(/z\.( |\u00a0)?B\./);
    expect(raw).not.toMatch(/§ /);
  });

  it.each([
    ["Impressum", documents.Impressum],
    ["Erstinformation", documents.Erstinformation],
  ])("the %s gives her role in her form", (_name, document) => {
    expect(adviserRole(secondAdviser).statusNoun).toBe("Versicherungsmaklerin");
    expect(renderedText(document)).toContain(adviserRole(secondAdviser).statusNoun);
  });

  it("the Impressum and the Erstinformation name her IHK and its address, the privacy policy her Land's authority", () => {
    for (const document of [documents.Impressum, documents.Erstinformation]) {
      const text = renderedText(document);
      expect(text).toContain(secondAdviser.registration.chamber);
      expect(text).toContain(secondAdviser.registration.chamberAddress);
    }
    const authority = supervisoryAuthorityFor(secondAdviser.address);
    expect(authority.city).toBe("Dresden");
    expect(renderedText(documents.Datenschutzerklärung)).toContain(authority.name);
  });

  it.each(Object.entries(heads).filter(([name]) => !name.includes("404")))("the %s carries her brand, name, role and site address", (_name, head) => {
    const text = renderedText(head);
    expect(text).toContain(secondAdviser.brand);
    expect(text).toContain(secondAdviser.adviser.name);
    expect(text).toContain(adviserRole(secondAdviser).role);
    expect(text).toContain(secondAdviser.siteUrl);
  });
});
