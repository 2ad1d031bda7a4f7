import { validateSiteConfig, type SiteConfig } from "./site-config-schema";

/**
 * The adviser's identity and contact data: the only place it is written.
 * Every value here is an obviously fictional example; replace them before going live.
 * The phone number is from the range 030 23125 xxx that the Bundesnetzagentur keeps
 * free for films and examples, and `.example` is a reserved top-level domain.
 */
export const siteConfig: SiteConfig = validateSiteConfig({
  brand: "PKV-Experte",
  adviser: {
    name: "Thomas Beispiel",
    role: "Unabhängiger Versicherungsmakler für private Krankenversicherung",
    photo: { src: "/images/berater-platzhalter", alt: "Platzhalter-Porträt des Beraters (Zeichnung)" },
  },
  broker: {
    name: "Partner-Maklerverbund (Beispiel)",
    logo: { src: "/images/partner-logo-platzhalter", alt: "Platzhalter-Logo des Partner-Maklerverbunds" },
  },
  phone: { display: "030 23125 678", digits: "493023125678" },
  email: "beratung@pkv-experte.example",
  address: {
    street: "Musterstraße 12",
    postalCode: "10115",
    city: "Berlin",
    country: "Deutschland",
  },
  openingHours: { days: "Montag bis Freitag", from: "9:00", to: "18:00" },
  social: [
    { label: "LinkedIn", url: "https://www.linkedin.com/in/thomas-beispiel-pkv" },
    { label: "XING", url: "https://www.xing.com/profile/Thomas_Beispiel" },
  ],
  registration: {
    chamber: "IHK Berlin",
    chamberAddress: "Fasanenstraße 85, 10623 Berlin",
    registerNumber: "D-ABCD-EFGH1-23",
    permission: "Versicherungsmakler mit Erlaubnis nach §\u00a034d Abs.\u00a01 GewO",
  },
  siteUrl: "https://pkv-experte.example",
});
