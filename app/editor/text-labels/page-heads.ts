/** The editor's German field names for what search engines and share previews read (suchmaschinen). */
import type { FieldSpecs } from "../zod-to-decap";

export const pageHeadsFields: FieldSpecs = {
  shareImageAlt: { label: "Beschreibung des Vorschaubilds jeder Seite ({seitentitel})" },
  home: { label: "Startseite" },
  "home.service": { label: "Angebotene Leistung" },
  groupPage: { label: "Berufsseiten ({gruppe} = Berufsgruppe der Seite)" },
  "groupPage.name": { label: "Name der Seite in Brotkrumen und in Links des Ratgebers" },
  "groupPage.service": { label: "Angebotene Leistung" },
  calculator: { label: "PKV-Rechner" },
  "calculator.service": { label: "Angebotene Leistung" },
};
