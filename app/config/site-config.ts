import type { SiteConfig } from "./site-config-schema";

/**
 * The adviser's identity, business and contact data: the only place it is written.
 * Every value here is an obviously fictional example; replace them before going live.
 * The phone number is from the range 030 23125 xxx that the Bundesnetzagentur keeps
 * free for films and examples, `.example` is a reserved top-level domain, and the register
 * number, insurer and host are invented.
 *
 * Plain data, so the browser gets it without the validator: astro.config.ts validates it
 * (site-config-schema.ts) before every build and stops with the field's name if a value is wrong.
 */
export const siteConfig: SiteConfig = {
  brand: "PKV-Experte",
  adviser: {
    name: "Thomas Beispiel",
    form: "männlich",
    professionalTitleState: "Bundesrepublik Deutschland",
    qualification: "Geprüfter Fachmann für Versicherungsvermittlung (IHK)",
    activeSinceYear: 2014,
    clientsAdvised: 500,
    clientsCountedOn: "2026-10-01",
    // No photo: the site then shows the initials, never a drawing in place of a face. Your own photo:
    // photo: { src: "/images/portraet", alt: "Porträt von …", focus: { x: 50, y: 30 } },
  },
  broker: {
    name: "Partner-Maklerverbund (Beispiel)",
    address: "Beispielallee 5, 20095 Hamburg",
    logo: { src: "/images/partner-logo-platzhalter", alt: "Platzhalter-Logo des Partner-Maklerverbunds" },
  },
  phone: { display: "030 23125 678", digits: "493023125678" },
  email: "beratung@pkv-experte.example",
  address: {
    street: "Musterstraße 12",
    postalCode: "10115",
    city: "Berlin",
    state: "Berlin",
    country: "Deutschland",
  },
  openingHours: [{ firstDay: "Mo", lastDay: "Fr", opens: "9:00", closes: "18:00" }],
  responseTime: "Antwort am nächsten Werktag",
  social: [
    { label: "LinkedIn", url: "https://www.linkedin.com/in/thomas-beispiel-pkv" },
    { label: "XING", url: "https://www.xing.com/profile/Thomas_Beispiel" },
  ],
  registration: {
    status: "versicherungsmakler",
    permission: "Versicherungsmakler mit Erlaubnis nach §\u00a034d Abs.\u00a01 GewO",
    chamber: "IHK Berlin",
    chamberAddress: "Fasanenstraße 85, 10623 Berlin",
    registerNumber: "D-ABCD-EFGH1-23",
    businessId: undefined,
    vatId: undefined,
  },
  remuneration: { kind: "courtage", other: "" },
  holdings: { inInsurers: [], ofInsurersInAdviser: [] },
  liabilityInsurance: {
    insurer: "Beispiel Haftpflicht Versicherung AG (fiktiv)",
    address: "Musterweg 1, 50667 Köln",
    scope: "Mitgliedstaaten der Europäischen Union und Vertragsstaaten des Abkommens über den Europäischen Wirtschaftsraum",
  },
  hosting: {
    name: "Beispiel Hosting GmbH (fiktiv)",
    address: "Serverstraße 3, 60311 Frankfurt am Main",
    logRetentionDays: 7,
    country: "Deutschland",
  },
  // No emailProvider or telephonyProvider: the privacy policy then names only the kind of recipient.
  chatBackup: { location: "none", endToEndEncrypted: false },
  // No savingsComparison: without the adviser's documented comparison the site names no percentage.
  // No testimonials, ratingProfile or insurersCompared: an example has no customers, no reviews and
  // compares no insurers, and the site invents none. Without them it says nothing about reviews and
  // names no insurer; docs/handbuch.md (section 2) shows how to enter real ones.
  legalTexts: {
    privacyPolicyDate: "2026-11-23",
    legalNoticeDate: "2026-11-23",
    firstInformationDate: "2026-11-23",
  },
  siteUrl: "https://pkv-experte.example",
};
