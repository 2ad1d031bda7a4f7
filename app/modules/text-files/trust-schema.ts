/**
 * The words around the adviser's own evidence (app/content/texte/vertrauen.yaml): the three
 * figures under the home page's heading — clients counted, years of experience, how replies work —
 * and the labels of the reviews, the rating profile and the insurers compared in „Über mich“. The
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
} as const;

const { placeholders, pageText } = pagePlaceholderTexts(FILLED_ON_THE_PAGE);

/** The placeholders the pages fill; the build leaves them in place (text-files.ts). */
export const TRUST_PAGE_PLACEHOLDERS = placeholders;

const copy = pageText();

/** A figure under the home page's heading: the big value and the line under it. */
const stat = (filled: Readonly<Record<string, string>>) => z.object({ value: pageText(filled), label: pageText(filled) }).strict();

export const trustTextSchema = z
  .object({
    stats: z
      .object({
        clients: stat(FILLED_ON_THE_PAGE.clients),
        experience: stat(FILLED_ON_THE_PAGE.experience),
        firstYears: stat(FILLED_ON_THE_PAGE.firstYears),
        reachability: stat(FILLED_ON_THE_PAGE.reachability),
      })
      .strict(),
    reviews: z.object({ heading: copy, checkLabel: copy }).strict(),
    ratingProfile: pageText(FILLED_ON_THE_PAGE.ratingProfile),
    insurersHeading: copy,
  })
  .strict();

export type TrustText = z.output<typeof trustTextSchema>;
