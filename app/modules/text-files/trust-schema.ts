/**
 * The words around the adviser's own evidence (app/content/texte/vertrauen.yaml): the three
 * figures under the home page's heading — clients counted, years of experience, when an enquiry
 * can be sent — and the labels of the reviews (with whether all or a selection are shown), the
 * rating profile (likewise) and the insurers compared (and whether they are a restricted
 * selection) in „Über mich“. The
 * numbers, the reviews, the profile and the insurers themselves come from the owner's settings
 * (site-config.json); the page puts them in here.
 */
import { z } from "zod";
import { pagePlaceholderTexts } from "../copy-fields";

const FILLED_ON_THE_PAGE = {
  clients: { kunden: "die Zahl beratener Kunden aus Ihren Angaben", stand: "Monat und Jahr, in dem Sie gezählt haben" },
  experience: { jahre: "die sicheren ganzen Jahre seit Ihrem Beginn, ab fünf auf Fünfer abgerundet", startjahr: "Ihr Startjahr aus Ihren Angaben" },
  firstYears: { startjahr: "Ihr Startjahr aus Ihren Angaben" },
  reachability: { rueckmeldung: "Ihre Antwortzeit aus Ihren Angaben" },
  ratingProfile: { portal: "der Name des Bewertungsportals aus Ihren Angaben" },
  shownAll: { seit: "Monat und Jahr aus „Bewertungen gesammelt seit“", anzahl: "die Zahl der gezeigten Bewertungen" },
  shownSelection: {
    seit: "Monat und Jahr aus „Bewertungen gesammelt seit“",
    anzahl: "die Zahl der gezeigten Bewertungen",
    gesamt: "die Zahl aller erhaltenen Bewertungen aus Ihren Angaben",
  },
  allReviews: { gesamt: "die Zahl aller erhaltenen Bewertungen aus Ihren Angaben" },
} as const;

const { placeholders, pageText } = pagePlaceholderTexts(FILLED_ON_THE_PAGE);

/** The placeholders the pages fill; the build leaves them in place (text-files.ts). */
export const TRUST_PAGE_PLACEHOLDERS = placeholders;

const copy = pageText();

/** A figure under the home page's heading: the big value and the line under it. */
const stat = (filled: Readonly<Record<string, string>>, title: string) =>
  z
    .object({ value: pageText(filled).meta({ title: "Große Zeile" }), label: pageText(filled).meta({ title: "Zeile darunter" }) })
    .strict()
    .meta({ title });

export const trustTextSchema = z
  .object({
    stats: z
      .object({
        clients: stat(FILLED_ON_THE_PAGE.clients, "Beratene Kunden"),
        experience: stat(FILLED_ON_THE_PAGE.experience, "Erfahrung in Jahren (ab dem dritten Jahr nach Ihrem Startjahr)"),
        firstYears: stat(FILLED_ON_THE_PAGE.firstYears, "Erfahrung im Startjahr und in den zwei Jahren danach"),
        reachability: stat(FILLED_ON_THE_PAGE.reachability, "Erreichbarkeit"),
      })
      .strict()
      .meta({ title: "Zahlen unter der Überschrift der Startseite" }),
    reviews: z
      .object({
        heading: copy.meta({ title: "Überschrift" }),
        checkLabel: copy.meta({ title: "Vorspann zu Ihrer Erklärung, wie Sie die Bewertungen prüfen" }),
        // Whether all or a selection are shown, with count and period (§ 5b Abs. 3 UWG, Nr. 23c Anhang UWG; docs/decisions/0067).
        shownLabel: copy.meta({ title: "Vorspann zur Angabe, welche Bewertungen hier stehen" }),
        shownAll: pageText(FILLED_ON_THE_PAGE.shownAll).meta({ title: "Angabe, wenn alle Bewertungen hier stehen" }),
        shownSelection: pageText(FILLED_ON_THE_PAGE.shownSelection).meta({ title: "Angabe, wenn eine Auswahl hier steht" }),
        allReviewsLink: pageText(FILLED_ON_THE_PAGE.allReviews).meta({ title: "Link zu allen Bewertungen (bei einer Auswahl)" }),
        allReviewsOnRequest: pageText(FILLED_ON_THE_PAGE.allReviews).meta({
          title: "Satz, wenn Sie alle Bewertungen auf Anfrage zeigen (bei einer Auswahl ohne Link)",
        }),
      })
      .strict()
      .meta({ title: "Bewertungen in „Über mich“" }),
    ratingProfile: pageText(FILLED_ON_THE_PAGE.ratingProfile).meta({ title: "Link zu Ihrem Bewertungsprofil ({portal})" }),
    ratingProfileShows: z
      .object({
        all: pageText(FILLED_ON_THE_PAGE.ratingProfile).meta({ title: "wenn dort alle Bewertungen erscheinen" }),
        selection: pageText(FILLED_ON_THE_PAGE.ratingProfile).meta({ title: "wenn dort nur eine Auswahl erscheint (Ihr Satz aus den Angaben folgt)" }),
      })
      .strict()
      .meta({ title: "Satz neben dem Link zum Bewertungsprofil" }),
    insurersHeading: copy.meta({ title: "Überschrift der verglichenen Versicherer" }),
    // A restricted selection is said as such beside the list (§ 60 Abs. 1 Satz 2 VVG); the page adds the provision.
    insurersRestricted: copy.meta({ title: "Hinweis unter den Versicherern bei eingeschränkter Auswahl (der Paragraf folgt)" }),
  })
  .strict();

export type TrustText = z.output<typeof trustTextSchema>;
