import { describe, expect, it } from "vitest";
import { siteConfig } from "./site-config";
import { exampleAdviser } from "../../tests/fixtures/example-adviser";
import { secondAdviser } from "../../tests/fixtures/second-adviser";
import {
  formatConfigIssues,
  REVIEW_CHECK_MISSING,
  SITE_CONFIG_FILE,
  reportSiteConfig,
  siteConfigIssues,
  type SiteConfig,
  type Testimonials,
} from "./site-config-schema";
import { SAVINGS_COMPARISON_FIXTURE } from "../../tests/fixtures/savings-comparison";

/** A photo as an adviser enters it; the shipped example may have none. */
const PHOTO = { src: "/images/portraet", alt: "Porträt von Anna Muster" };

function withChange(change: (config: SiteConfig) => void): SiteConfig {
  const copy = structuredClone(siteConfig);
  change(copy);
  return copy;
}

/** The first field the config's validation names, or undefined when the config is valid. */
function fieldOf(config: SiteConfig): string | undefined {
  return siteConfigIssues(config)[0]?.field;
}

describe("siteConfigIssues", () => {
  it("accepts the shipped example config", () => {
    expect(fieldOf(structuredClone(siteConfig))).toBeUndefined();
  });

  it.each([
    ["brand", (c: SiteConfig) => (c.brand = " ")],
    ["adviser.name", (c: SiteConfig) => (c.adviser.name = "")],
    ["phone.display", (c: SiteConfig) => (c.phone.display = "keine Nummer")],
    ["phone.digits", (c: SiteConfig) => (c.phone.digits = "+49 30 123")],
    ["phone.digits", (c: SiteConfig) => (c.phone.digits = "030231256")],
    ["email", (c: SiteConfig) => (c.email = "beratung(at)example.de")],
    ["siteUrl", (c: SiteConfig) => (c.siteUrl = "http://pkv-experte.example")],
    ["siteUrl", (c: SiteConfig) => (c.siteUrl = "https://pkv-experte.example/")],
    ["social[0].url", (c: SiteConfig) => (c.social = [{ label: "LinkedIn", url: "www.linkedin.com/in/x" }])],
    ["address.postalCode", (c: SiteConfig) => (c.address.postalCode = "1011")],
    ["openingHours[0].opens", (c: SiteConfig) => (c.openingHours = [{ firstDay: "Mo", opens: "9 Uhr", closes: "18:00" }])],
    ["openingHours[0].closes", (c: SiteConfig) => (c.openingHours = [{ firstDay: "Mo", opens: "18:00", closes: "9:00" }])],
    ["openingHours[0].lastDay", (c: SiteConfig) => (c.openingHours = [{ firstDay: "Fr", lastDay: "Mo", opens: "9:00", closes: "18:00" }])],
    [
      "openingHours",
      (c: SiteConfig) =>
        (c.openingHours = [
          { firstDay: "Mo", lastDay: "Fr", opens: "9:00", closes: "12:00" },
          { firstDay: "Fr", opens: "14:00", closes: "16:00" },
        ]),
    ],
    ["openingHours", (c: SiteConfig) => (c.openingHours = [])],
    ["adviser.form", (c: SiteConfig) => ((c.adviser as { form: string }).form = "divers")],
    ["adviser.photo.focus.y", (c: SiteConfig) => (c.adviser.photo = { ...PHOTO, focus: { x: 50, y: 120 } })],
    ["broker.logo.src", (c: SiteConfig) => (c.broker.logo.src = "/bilder/logo.png")],
    ["hosting.transferBasis", (c: SiteConfig) => (c.hosting = { ...c.hosting, country: "USA", transferBasis: undefined })],
    ["emailProvider.address", (c: SiteConfig) => (c.emailProvider = { name: "Muster Mail GmbH", address: " ", country: "Deutschland" })],
    // The e-mail and telephony providers get the host's rule: outside the EU/EEA the transfer basis is required (docs/decisions/0067).
    ["emailProvider.transferBasis", (c: SiteConfig) => (c.emailProvider = { name: "Muster Mail Inc.", address: "1 Main St, Austin, USA", country: "USA" })],
    [
      "telephonyProvider.transferBasis",
      (c: SiteConfig) =>
        (c.telephonyProvider = { name: "Muster Voice Ltd.", address: "1 High St, London, Vereinigtes Königreich", country: "Vereinigtes Königreich" }),
    ],
    ["telephonyProvider.country", (c: SiteConfig) => (c.telephonyProvider = { name: "Muster Telefon AG", address: "Rufstraße 9, 01067 Dresden", country: "" })],
    ["adviceBasis", (c: SiteConfig) => ((c as { adviceBasis?: string }).adviceBasis = "breiter-markt")],
    ["registration.registerNumber", (c: SiteConfig) => (c.registration.registerNumber = "12345")],
    ["adviser.photo.src", (c: SiteConfig) => (c.adviser.photo = { ...PHOTO, src: "images/foto" })],
    ["adviser.photo.src", (c: SiteConfig) => (c.adviser.photo = { ...PHOTO, src: "" })],
    ["address.state", (c: SiteConfig) => ((c.address as { state: string }).state = "Bayern-Nord")],
    ["registration.status", (c: SiteConfig) => ((c.registration as { status: string }).status = "versicherungsberater")],
    ["registration.vatId", (c: SiteConfig) => (c.registration.vatId = "123456789")],
    ["registration.businessId", (c: SiteConfig) => (c.registration.businessId = "DE123456789")],
    ["remuneration.kind", (c: SiteConfig) => ((c.remuneration as { kind: string }).kind = "provision")],
    // What a tariff switch costs (docs/decisions/0070): a fee names its amount, and only the amount of its kind.
    ["remuneration.tariffSwitch", (c: SiteConfig) => delete (c.remuneration as Partial<SiteConfig["remuneration"]>).tariffSwitch],
    ["remuneration.tariffSwitch.kind", (c: SiteConfig) => ((c.remuneration.tariffSwitch as { kind: string }).kind = "honorar")],
    ["remuneration.tariffSwitch.percent", (c: SiteConfig) => (c.remuneration.tariffSwitch = { kind: "honorar-anteil" })],
    ["remuneration.tariffSwitch.percent", (c: SiteConfig) => (c.remuneration.tariffSwitch = { kind: "honorar-anteil", percent: 0 })],
    ["remuneration.tariffSwitch.amountEuro", (c: SiteConfig) => (c.remuneration.tariffSwitch = { kind: "honorar-fest" })],
    ["remuneration.tariffSwitch.percent", (c: SiteConfig) => (c.remuneration.tariffSwitch = { kind: "courtage", percent: 20 })],
    ["remuneration.tariffSwitch.amountEuro", (c: SiteConfig) => (c.remuneration.tariffSwitch = { kind: "honorar-anteil", percent: 20, amountEuro: 300 })],
    ["holdings.inInsurers[0]", (c: SiteConfig) => (c.holdings.inInsurers = [" "])],
    ["liabilityInsurance.scope", (c: SiteConfig) => (c.liabilityInsurance.scope = "")],
    ["hosting.logRetentionDays", (c: SiteConfig) => (c.hosting.logRetentionDays = 0)],
    ["hosting.logRetentionDays", (c: SiteConfig) => (c.hosting.logRetentionDays = 7.5)],
    ["legalTexts.privacyPolicyDate", (c: SiteConfig) => (c.legalTexts.privacyPolicyDate = "23.11.2026")],
    ["legalTexts.firstInformationDate", (c: SiteConfig) => (c.legalTexts.firstInformationDate = "2026-13-01")],
    ["chatBackup.location", (c: SiteConfig) => ((c.chatBackup as { location: string }).location = "dropbox")],
    ["savingsComparison.percent", (c: SiteConfig) => (c.savingsComparison = { ...SAVINGS_COMPARISON_FIXTURE, percent: 40.5 })],
    ["savingsComparison.comparedOn", (c: SiteConfig) => (c.savingsComparison = { ...SAVINGS_COMPARISON_FIXTURE, comparedOn: "November 2026" })],
    // Not like for like: a comparison without Krankentagegeld or without the Selbstbehalt is refused.
    [
      "savingsComparison.includesKrankentagegeld",
      (c: SiteConfig) => (c.savingsComparison = { ...SAVINGS_COMPARISON_FIXTURE, includesKrankentagegeld: false as true }),
    ],
    ["savingsComparison.countsSelbstbehalt", (c: SiteConfig) => (c.savingsComparison = { ...SAVINGS_COMPARISON_FIXTURE, countsSelbstbehalt: false as true })],
    ["savingsComparison.documentation", (c: SiteConfig) => (c.savingsComparison = { ...SAVINGS_COMPARISON_FIXTURE, documentation: "" })],
  ])("stops with the field name when %s is malformed", (field, change) => {
    expect(fieldOf(withChange(change))).toBe(field);
  });

  it.each([
    { kind: "courtage" as const },
    { kind: "kostenlos" as const },
    { kind: "honorar-anteil" as const, percent: 20 },
    { kind: "honorar-fest" as const, amountEuro: 390 },
  ])("accepts the tariff switch's fee %o", (fee) => {
    expect(fieldOf(withChange((c) => (c.remuneration.tariffSwitch = fee)))).toBeUndefined();
  });

  it("accepts the optional identification numbers in their official shapes", () => {
    const withIds = withChange((c) => {
      c.registration.businessId = "DE123456789-00001";
      c.registration.vatId = "DE123456789";
    });
    expect(fieldOf(withIds)).toBeUndefined();
  });

  it("accepts a documented like-for-like savings comparison, and ships without one", () => {
    expect(siteConfig.savingsComparison).toBeUndefined();
    expect(fieldOf(withChange((c) => (c.savingsComparison = SAVINGS_COMPARISON_FIXTURE)))).toBeUndefined();
  });

  it.each([
    ["no social profile", (c: SiteConfig) => (c.social = [])],
    ["three social profiles", (c: SiteConfig) => (c.social = ["a", "b", "c"].map((name) => ({ label: name, url: `https://${name}.example/profil` })))],
    [
      "two hour ranges",
      (c: SiteConfig) =>
        (c.openingHours = [
          { firstDay: "Mo", lastDay: "Do", opens: "9:00", closes: "18:00" },
          { firstDay: "Fr", opens: "9:00", closes: "13:00" },
        ]),
    ],
    [
      "image names with extension and capitals",
      (c: SiteConfig) => ((c.adviser.photo = { ...PHOTO, src: "IMG_0412.JPG" }), (c.broker.logo.src = "/images/pool-logo.png")),
    ],
    ["a focal point", (c: SiteConfig) => (c.adviser.photo = { ...PHOTO, focus: { x: 40, y: 25 } })],
    ["no photo (the site shows the initials)", (c: SiteConfig) => delete c.adviser.photo],
    ["a US host with the Data Privacy Framework", (c: SiteConfig) => (c.hosting = { ...c.hosting, country: "USA", transferBasis: "angemessenheitsbeschluss" })],
    [
      "named providers",
      (c: SiteConfig) => (
        (c.emailProvider = { name: "Muster Mail GmbH", address: "Postweg 2, 04109 Leipzig, Deutschland", country: "Deutschland" }),
        (c.telephonyProvider = { name: "Muster Telefon AG", address: "Rufstraße 9, 01067 Dresden, Deutschland", country: "Deutschland" })
      ),
    ],
    [
      "a US e-mail provider under the Data Privacy Framework",
      (c: SiteConfig) =>
        (c.emailProvider = {
          name: "Muster Mail Inc.",
          address: "1 Main St, Austin, TX 78701, USA",
          country: "USA",
          transferBasis: "angemessenheitsbeschluss",
        }),
    ],
    [
      "a sufficient number of insurers, without a list",
      (c: SiteConfig) => {
        c.adviceBasis = "hinreichende-zahl";
        // Whatever the config had for a restricted selection goes with it.
        delete c.insurersCompared;
        delete c.informationBasis;
      },
    ],
  ])("accepts %s", (_name, change) => {
    expect(fieldOf(withChange(change))).toBeUndefined();
  });

  describe("reviews, rating profile and insurers (decision 0048)", () => {
    // The second adviser's entries, so the tests hold whatever the shipped example says.
    const reviews = secondAdviser.testimonials!;
    const withReviews = (testimonials: unknown) => withChange((c) => (c.testimonials = testimonials as Testimonials));

    it("ships none in the example: it shows the place, not invented praise", () => {
      expect(exampleAdviser.testimonials).toBeUndefined();
      expect(exampleAdviser.ratingProfile).toBeUndefined();
      expect(exampleAdviser.insurersCompared).toBeUndefined();
      // Which basis the advice rests on is for the adviser to say (go-live-fields.ts asks for it).
      expect(exampleAdviser.adviceBasis).toBeUndefined();
    });

    it("accepts reviews with the check statement, a review without context, a rating profile and a list of insurers", () => {
      const { context: _context, ...withoutContext } = reviews.items[0];
      const config = withChange((c) => {
        c.testimonials = { ...reviews, items: [withoutContext] };
        c.ratingProfile = secondAdviser.ratingProfile;
        c.insurersCompared = secondAdviser.insurersCompared;
      });
      expect(siteConfigIssues(config)).toEqual([]);
    });

    it.each([
      ["left out", (({ howChecked: _left, ...rest }) => rest)(reviews)],
      ["empty", { ...reviews, howChecked: " " }],
    ])("refuses reviews whose check statement is %s, in German, naming § 5b Abs. 3 UWG", (_case, testimonials) => {
      const issues = siteConfigIssues(withReviews(testimonials));
      expect(issues).toEqual([{ field: "testimonials.howChecked", problem: REVIEW_CHECK_MISSING }]);
      expect(issues[0].problem).toMatch(/^fehlt – .*Kunden.*§\u00a05b Abs\.\u00a03 UWG/);
    });

    it.each([
      ["testimonials.items", { ...reviews, items: [] }],
      ["testimonials.items[0].date", { ...reviews, items: [{ ...reviews.items[0], date: "18.06.2026" }] }],
      ["testimonials.items[0].author", { ...reviews, items: [{ ...reviews.items[0], author: "" }] }],
      ["testimonials.items[0].text", { ...reviews, items: [{ ...reviews.items[0], text: " " }] }],
    ])("refuses a malformed review at %s", (field, testimonials) => {
      expect(fieldOf(withReviews(testimonials))).toBe(field);
    });

    it.each(["http://www.provenexpert.com/profil", "www.provenexpert.com/profil", "ProvenExpert"])("refuses the rating profile address %s in German", (url) => {
      const issues = siteConfigIssues(withChange((c) => (c.ratingProfile = { label: "ProvenExpert", url, shown: "alle" })));
      expect(issues).toEqual([{ field: "ratingProfile.url", problem: "muss eine Adresse sein, die mit https:// beginnt" }]);
    });

    it("accepts all reviews since a day, with nothing about a selection", () => {
      const { total: _total, howSelected: _how, allReviewsUrl: _url, ...common } = reviews;
      expect(siteConfigIssues(withReviews({ ...common, shown: "alle" }))).toEqual([]);
    });

    // Whether all or a selection are shown, with count and period (§ 5a, § 5b Abs. 3 UWG, Nr. 23c Anhang UWG; docs/decisions/0067).
    it.each([
      ["testimonials.shown", { ...reviews, shown: undefined }],
      ["testimonials.shown", { ...reviews, shown: "einige" }],
      ["testimonials.collectedSince", { ...reviews, collectedSince: undefined }],
      ["testimonials.items[0].date", { ...reviews, collectedSince: "2026-07-01" }],
      ["testimonials.total", { ...reviews, total: undefined }],
      ["testimonials.total", { ...reviews, total: reviews.items.length }],
      ["testimonials.howSelected", { ...reviews, howSelected: undefined }],
      ["testimonials.allReviewsUrl", { ...reviews, allReviewsUrl: "www.provenexpert.com" }],
      ["testimonials.total", { ...reviews, shown: "alle", howSelected: undefined, allReviewsUrl: undefined }],
    ])("refuses reviews that do not say what is shown, at %s", (field, testimonials) => {
      expect(fieldOf(withReviews(testimonials))).toBe(field);
    });

    it.each([
      ["ratingProfile.shown", { label: "ProvenExpert", url: "https://www.provenexpert.com/x" }],
      ["ratingProfile.howSelected", { label: "ProvenExpert", url: "https://www.provenexpert.com/x", shown: "auswahl" }],
      ["ratingProfile.howSelected", { label: "ProvenExpert", url: "https://www.provenexpert.com/x", shown: "alle", howSelected: "Nur die besten." }],
    ])("refuses a rating profile that does not say what it shows, at %s", (field, profile) => {
      expect(fieldOf(withChange((c) => (c.ratingProfile = profile as SiteConfig["ratingProfile"])))).toBe(field);
    });

    it("refuses a restricted selection without the insurers and the information basis, which § 60 Abs. 2 VVG says must be given", () => {
      const issues = siteConfigIssues(
        withChange((c) => {
          c.adviceBasis = "eingeschraenkte-auswahl";
          delete c.insurersCompared;
          delete c.informationBasis;
        }),
      );
      expect(issues).toEqual([
        { field: "informationBasis", problem: expect.stringMatching(/^fehlt – .*§\u00a060 Abs\.\u00a02 VVG/) },
        { field: "insurersCompared", problem: expect.stringMatching(/^fehlt – .*§\u00a060 Abs\.\u00a02 VVG/) },
      ]);
    });

    it("accepts a restricted selection with its insurers and information basis, and refuses that basis text otherwise", () => {
      const restricted = withChange((c) => {
        c.adviceBasis = "eingeschraenkte-auswahl";
        c.insurersCompared = secondAdviser.insurersCompared;
        c.informationBasis = secondAdviser.informationBasis;
      });
      expect(siteConfigIssues(restricted)).toEqual([]);
      expect(fieldOf({ ...restricted, adviceBasis: "hinreichende-zahl" })).toBe("informationBasis");
    });

    it.each([
      ["an empty list", []],
      ["a name twice", ["Elbland Krankenversicherung AG", "elbland krankenversicherung ag"]],
      ["an empty name", [" "]],
    ])("refuses insurersCompared with %s", (_case, names) => {
      expect(fieldOf(withChange((c) => (c.insurersCompared = names)))).toMatch(/^insurersCompared/);
    });
  });

  it("reports every problem in German, one line per field, after the file's name", () => {
    const broken = withChange((c) => {
      c.email = "x";
      (c.adviser as { form?: string }).form = undefined;
      c.hosting.logRetentionDays = 0;
    });
    const issues = siteConfigIssues(broken);
    expect(issues.map((issue) => issue.field)).toEqual(["adviser.form", "email", "hosting.logRetentionDays"]);
    const lines = formatConfigIssues(issues).split("\n");
    expect(lines).toEqual([
      `Fehler in ${SITE_CONFIG_FILE}:`,
      "  adviser.form: fehlt – bitte eintragen",
      "  email: ist keine E-Mail-Adresse",
      "  hosting.logRetentionDays: muss mindestens 1 sein",
    ]);
  });

  it("gives German messages even where the schema sets none", () => {
    const [issue] = siteConfigIssues(withChange((c) => ((c as { broker: unknown }).broker = "Pool")));
    expect(issue.field).toBe("broker");
    expect(issue.problem).not.toMatch(/\b(expected|received|invalid)\b/i);
  });

  it("prints the lines and exits with status 1 instead of throwing a stack trace", () => {
    const printed: string[] = [];
    const exit = (code: number): never => {
      throw new Error(`exit ${code}`);
    };
    expect(() =>
      reportSiteConfig(
        withChange((c) => (c.email = "x")),
        (message) => printed.push(message),
        exit,
      ),
    ).toThrow("exit 1");
    expect(printed).toEqual([`Fehler in ${SITE_CONFIG_FILE}:\n  email: ist keine E-Mail-Adresse`]);
    expect(reportSiteConfig(structuredClone(siteConfig), (message) => printed.push(message), exit)).toEqual(siteConfig);
  });
});
