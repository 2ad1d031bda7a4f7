/**
 * The words search engines and share previews read besides a page's own title and description
 * (app/content/texte/suchmaschinen.yaml): the share image's description, the name of a profession
 * page in breadcrumbs and links, and the services the structured data names. The pages' titles
 * and descriptions are in each page's own file.
 */
import { z } from "zod";
import { pagePlaceholderTexts } from "../copy-fields";

const FILLED_ON_THE_PAGE = {
  shareImage: { seitentitel: "der Titel der Seite" },
  groupPage: { gruppe: "die Berufsgruppe der Seite, wie nach „für“" },
} as const;

const { placeholders, pageText } = pagePlaceholderTexts(FILLED_ON_THE_PAGE);

/** The placeholders the pages fill; the build leaves them in place (text-files.ts). */
export const PAGE_HEAD_PLACEHOLDERS = placeholders;

const copy = pageText();
const groupText = pageText(FILLED_ON_THE_PAGE.groupPage);

export const pageHeadsTextSchema = z
  .object({
    shareImageAlt: pageText(FILLED_ON_THE_PAGE.shareImage).meta({ title: "Beschreibung des Vorschaubilds jeder Seite ({seitentitel})" }),
    home: z
      .object({ service: copy.meta({ title: "Angebotene Leistung" }) })
      .strict()
      .meta({ title: "Startseite" }),
    groupPage: z
      .object({
        name: groupText.meta({ title: "Name der Seite in Brotkrumen und in Links des Ratgebers" }),
        service: groupText.meta({ title: "Angebotene Leistung" }),
      })
      .strict()
      .meta({ title: "Berufsseiten ({gruppe} = Berufsgruppe der Seite)" }),
    calculator: z
      .object({ service: copy.meta({ title: "Angebotene Leistung" }) })
      .strict()
      .meta({ title: "PKV-Rechner" }),
  })
  .strict();

export type PageHeadsText = z.output<typeof pageHeadsTextSchema>;
