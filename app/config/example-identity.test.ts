import { describe, expect, it } from "vitest";
import { describeExampleFinding, exampleValuesIn } from "./example-identity";

/**
 * The example as shipped (a copy, so this test stays true once the adviser has replaced
 * site-config.ts), and a second adviser as she would enter herself. Plain objects: the gate
 * walks any shape, whatever fields the schema has.
 */
const SHIPPED_EXAMPLE = {
  brand: "PKV-Experte",
  adviser: {
    name: "Thomas Beispiel",
    role: "Versicherungsmakler für private Krankenversicherung",
    qualification: "Geprüfter Fachmann für Versicherungsvermittlung (IHK)",
    activeSinceYear: 2014,
    clientsAdvised: 500,
    clientsCountedOn: "2026-10-01",
    photo: { src: "/images/berater-platzhalter", alt: "Platzhalter-Porträt des Beraters (Zeichnung)" },
  },
  broker: {
    name: "Partner-Maklerverbund (Beispiel)",
    address: "Beispielallee 5, 20095 Hamburg",
    logo: { src: "/images/partner-logo-platzhalter", alt: "Platzhalter-Logo des Partner-Maklerverbunds" },
  },
  phone: { display: "030 23125 678", digits: "493023125678" },
  email: "beratung@pkv-experte.example",
  address: { street: "Musterstraße 12", postalCode: "10115", city: "Berlin", state: "Berlin", country: "Deutschland" },
  openingHours: { days: "Montag bis Freitag", from: "9:00", to: "18:00" },
  social: [
    { label: "LinkedIn", url: "https://www.linkedin.com/in/thomas-beispiel-pkv" },
    { label: "XING", url: "https://www.xing.com/profile/Thomas_Beispiel" },
  ],
  registration: { chamber: "IHK Berlin", chamberAddress: "Fasanenstraße 85, 10623 Berlin", registerNumber: "D-ABCD-EFGH1-23" },
  liabilityInsurance: {
    insurer: "Beispiel Haftpflicht Versicherung AG (fiktiv)",
    address: "Musterweg 1, 50667 Köln",
    scope: "Mitgliedstaaten der Europäischen Union",
  },
  hosting: { name: "Beispiel Hosting GmbH (fiktiv)", address: "Serverstraße 3, 60311 Frankfurt am Main", logRetentionDays: 7 },
  legalTexts: { privacyPolicyDate: "2026-11-23", legalNoticeDate: "2026-11-23", firstInformationDate: "2026-11-23" },
  siteUrl: "https://pkv-experte.example",
};

const SECOND_ADVISER = {
  brand: "Krankenversicherung Lehmann",
  adviser: {
    name: "Katrin Lehmann",
    role: "Versicherungsmaklerin für private Krankenversicherung",
    qualification: "Versicherungsfachfrau (IHK)",
    activeSinceYear: 2009,
    clientsAdvised: 320,
    clientsCountedOn: "2027-01-15",
    photo: { src: "/images/katrin-lehmann", alt: "Katrin Lehmann im Büro, lächelnd" },
  },
  broker: {
    name: "Sächsischer Maklerpool eG",
    address: "Prager Straße 2, 01069 Dresden",
    logo: { src: "/images/pool-logo", alt: "Logo des Sächsischen Maklerpools" },
  },
  phone: { display: "0351 4567890", digits: "493514567890" },
  email: "kontakt@lehmann-pkv.de",
  address: { street: "Königsbrücker Straße 40", postalCode: "01099", city: "Dresden", state: "Sachsen", country: "Deutschland" },
  openingHours: [
    { days: "Montag bis Donnerstag", from: "8:30", to: "17:00" },
    { days: "Freitag", from: "8:30", to: "13:00" },
  ],
  social: [],
  registration: { chamber: "IHK Dresden", chamberAddress: "Langer Weg 4, 01239 Dresden", registerNumber: "D-7KQ2-M4R8T-55" },
  liabilityInsurance: { insurer: "Elbtal Versicherung AG", address: "Am Elbufer 9, 01067 Dresden", scope: "Mitgliedstaaten der Europäischen Union" },
  hosting: { name: "Sachsenhost GmbH", address: "Hauptstraße 1, 09111 Chemnitz", logRetentionDays: 14 },
  legalTexts: { privacyPolicyDate: "2027-01-20", legalNoticeDate: "2027-01-20", firstInformationDate: "2027-01-20" },
  siteUrl: "https://www.lehmann-pkv.de",
};

describe("the go-live gate's example check", () => {
  it("refuses the shipped example and names each field that still holds an example value", () => {
    const paths = exampleValuesIn(SHIPPED_EXAMPLE).map((finding) => finding.path);
    expect(paths).toEqual([
      "brand",
      "adviser.name",
      "adviser.activeSinceYear",
      "adviser.clientsAdvised",
      "adviser.clientsCountedOn",
      "adviser.photo.src",
      "adviser.photo.alt",
      "broker.name",
      "broker.address",
      "broker.logo.src",
      "broker.logo.alt",
      "phone.display",
      "phone.digits",
      "email",
      "address.street",
      "social.0.url",
      "social.1.url",
      "registration.chamberAddress",
      "registration.registerNumber",
      "liabilityInsurance.insurer",
      "liabilityInsurance.address",
      "hosting.name",
      "hosting.address",
      "legalTexts.privacyPolicyDate",
      "legalTexts.legalNoticeDate",
      "legalTexts.firstInformationDate",
      "siteUrl",
    ]);
  });

  it("says in German, per field, what was found and what to put there", () => {
    const lines = exampleValuesIn(SHIPPED_EXAMPLE).map(describeExampleFinding);
    expect(lines).toContain(
      "liabilityInsurance.insurer: „Beispiel Haftpflicht Versicherung AG (fiktiv)“ ist als fiktiv gekennzeichnet. Eintragen: den Namen Ihres Berufshaftpflichtversicherers, wie er in der Versicherungsbestätigung steht.",
    );
    expect(lines).toContain(
      "adviser.clientsAdvised: 500 ist die Zahl beratener Kundinnen und Kunden aus dem Beispiel. Eintragen: die Zahl, die Sie an dem in „clientsCountedOn“ genannten Tag belegen können.",
    );
    for (const line of lines) expect(line).toMatch(/^[\w.]+: .+ ist .+\. Eintragen: .+\.$/);
  });

  it("passes a second adviser's own config, whatever its shape", () => {
    expect(exampleValuesIn(SECOND_ADVISER)).toEqual([]);
  });

  it("catches a single value left from the example, at any depth and in fields it does not know", () => {
    const withHost = { ...SECOND_ADVISER, hosting: { ...SECOND_ADVISER.hosting, name: "Beispiel Hosting GmbH (fiktiv)" } };
    expect(exampleValuesIn(withHost).map((finding) => finding.path)).toEqual(["hosting.name"]);
    const inNewField = { ...SECOND_ADVISER, providers: { telephony: [{ name: "Telefonanbieter (Beispiel)" }] } };
    expect(exampleValuesIn(inNewField).map((finding) => finding.path)).toEqual(["providers.telephony.0.name"]);
    const photoLeft = { ...SECOND_ADVISER, adviser: { ...SECOND_ADVISER.adviser, photo: { src: "/images/berater-platzhalter", alt: "Katrin Lehmann" } } };
    expect(exampleValuesIn(photoLeft).map((finding) => finding.path)).toEqual(["adviser.photo.src"]);
    const oldDate = { ...SECOND_ADVISER, legalTexts: { ...SECOND_ADVISER.legalTexts, legalNoticeDate: "2026-11-23" } };
    expect(exampleValuesIn(oldDate).map((finding) => finding.path)).toEqual(["legalTexts.legalNoticeDate"]);
  });

  it("leaves the example's IHK address to a Berlin adviser who has entered her own address, not to one who moved only the chamber", () => {
    const berlin = {
      ...SECOND_ADVISER,
      address: { ...SECOND_ADVISER.address, street: "Oranienstraße 7", postalCode: "10997", city: "Berlin", state: "Berlin" },
      registration: { ...SECOND_ADVISER.registration, chamber: "IHK Berlin", chamberAddress: "Fasanenstraße 85, 10623 Berlin" },
    };
    expect(exampleValuesIn(berlin)).toEqual([]);
    const dresdenWithBerlinIhk = { ...berlin, address: SECOND_ADVISER.address };
    expect(exampleValuesIn(dresdenWithBerlinIhk).map((finding) => finding.path)).toEqual(["registration.chamberAddress"]);
  });

  it("does not mistake ordinary numbers or „zum Beispiel“ for the example", () => {
    const ordinary = { ...SECOND_ADVISER, hosting: { ...SECOND_ADVISER.hosting, logRetentionDays: 500 }, responseTime: "zum Beispiel am nächsten Werktag" };
    expect(exampleValuesIn(ordinary)).toEqual([]);
  });
});
