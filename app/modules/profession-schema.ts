/**
 * A profession page's file (app/content/berufe/<slug>.yaml) as a zod schema: the route part
 * (app/config/page-routes.ts) and the copy. app/content/professions.ts validates every file with
 * it at build time and stops with German lines naming the file and field; the editor (/admin/)
 * generates its form from it. Counts follow the page's design (four features, six benefit cards
 * with three points each, six questions), so a page the owner adds looks like the shipped ones.
 */
import { z } from "zod";
import { professionRouteSchema } from "~/config/page-routes";
import { text } from "~/config/schema-fields";
import { ARTICLE_FIGURE_NAMES } from "./article-figures";
import { atLeast, exactly, faq, featureCard, icon, textSection } from "./copy-fields";

/** The figures a page may name in „Quellen der genannten Werte“, and whose next-year value it may announce. */
export const NEXT_YEAR_FIGURES = ["versicherungspflichtgrenze", "beitragsbemessungsgrenze"] as const;

export const professionSchema = professionRouteSchema
  .extend({
    /** The card on the home page; without it the page has none there. */
    homeCard: z
      .object({ icon, description: text, benefits: exactly(text, 3, "Vorteile") })
      .strict()
      .optional(),
    seo: z
      .object({
        title: text,
        description: text,
        keywords: atLeast(text, 1, "Suchbegriff"),
      })
      .strict(),
    hero: z.object({ title: text, targetGroup: text, subtitle: text, description: text, enquiryCta: text }).strict(),
    features: exactly(featureCard, 4, "Merkmale"),
    benefits: z
      .object({
        intro: text,
        cards: exactly(z.object({ icon, title: text, description: text, points: exactly(text, 3, "Punkte") }).strict(), 6, "Karten"),
      })
      .strict(),
    whyPkv: z.object({ savings: text, plannablePremiums: text, fastReimbursement: text }).strict(),
    /** A group that pays the GKV differently gets its own worked example: today only civil servants. */
    gkvExample: z.enum(["beamte"], { error: "kennt nur „beamte“" }).optional(),
    readyCta: text,
    overview: z.object({ intro: text, sections: atLeast(textSection, 1, "Abschnitt") }).strict(),
    faqs: exactly(faq, 6, "Fragen"),
    extra: z
      .object({ heading: text, intro: text, sections: atLeast(textSection, 1, "Abschnitt"), faqHeading: text, faqs: atLeast(faq, 1, "Frage") })
      .strict()
      .optional(),
    nextYearFigure: z.enum(NEXT_YEAR_FIGURES, { error: `muss „${NEXT_YEAR_FIGURES.join("“ oder „")}“ sein` }),
    figureSources: atLeast(z.enum(ARTICLE_FIGURE_NAMES, { error: "ist kein Wert der Tabelle der Rechengrößen" }), 1, "Wert"),
  })
  .strict();

export type ProfessionFileData = z.infer<typeof professionSchema>;
