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
  "reviews.shownLabel": { label: "Vorspann zur Angabe, welche Bewertungen hier stehen" },
  "reviews.shownAll": { label: "Angabe, wenn alle Bewertungen hier stehen" },
  "reviews.shownSelection": { label: "Angabe, wenn eine Auswahl hier steht" },
  "reviews.allReviewsLink": { label: "Link zu allen Bewertungen (bei einer Auswahl)" },
  "reviews.allReviewsOnRequest": { label: "Satz, wenn Sie alle Bewertungen auf Anfrage zeigen (bei einer Auswahl ohne Link)" },
  ratingProfile: { label: "Link zu Ihrem Bewertungsprofil ({portal})" },
  ratingProfileShows: { label: "Satz neben dem Link zum Bewertungsprofil" },
  "ratingProfileShows.all": { label: "wenn dort alle Bewertungen erscheinen" },
  "ratingProfileShows.selection": { label: "wenn dort nur eine Auswahl erscheint (Ihr Satz aus den Angaben folgt)" },
  insurersHeading: { label: "Überschrift der verglichenen Versicherer" },
  insurersRestricted: { label: "Hinweis unter den Versicherern bei eingeschränkter Auswahl (der Paragraf folgt)" },
};
