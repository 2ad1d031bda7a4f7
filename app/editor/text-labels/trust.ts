/** The editor's German field names for the adviser's figures and the labels around the reviews (vertrauen). */
import type { FieldSpecs } from "../zod-to-decap";

const stat = (key: string, label: string): FieldSpecs => ({
  [`stats.${key}`]: { label },
  [`stats.${key}.value`]: { label: "Große Zeile" },
  [`stats.${key}.label`]: { label: "Zeile darunter" },
});

export const trustFields: FieldSpecs = {
  stats: { label: "Zahlen unter der Überschrift der Startseite" },
  ...stat("clients", "Beratene Kunden"),
  ...stat("experience", "Erfahrung in Jahren (ab dem dritten Jahr nach Ihrem Startjahr)"),
  ...stat("firstYears", "Erfahrung im Startjahr und in den zwei Jahren danach"),
  ...stat("reachability", "Erreichbarkeit"),
  reviews: { label: "Bewertungen in „Über mich“" },
  "reviews.heading": { label: "Überschrift" },
  "reviews.checkLabel": { label: "Vorspann zu Ihrer Erklärung, wie Sie die Bewertungen prüfen" },
  ratingProfile: { label: "Link zu Ihrem Bewertungsprofil ({portal})" },
  insurersHeading: { label: "Überschrift der verglichenen Versicherer" },
};
