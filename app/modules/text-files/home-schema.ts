/**
 * The home page's text file (app/content/texte/startseite.yaml; pkv-site-spec.md §2). Counts follow
 * the page's design: three hero badges, the savings card and at least two more benefits, four
 * qualities, six questions. The figures and the adviser's identity appear only as placeholders; the
 * stats under the hero, the savings card's title and the worked example are computed from the
 * config and the figures table (app/content/home.ts).
 */
import { z } from "zod";
import { text } from "~/config/schema-fields";
import { atLeast, exactly, faq, featureCard, icon, pageSeo } from "../copy-fields";

const cta = z.object({ text, button: text }).strict();

export const homeTextSchema = z
  .object({
    seo: pageSeo,
    hero: z
      .object({
        badges: exactly(text, 3, "Merkmale"),
        title: text,
        titleHighlight: text,
        subtitle: text,
        primaryCta: text,
        secondaryCta: text,
      })
      .strict(),
    targetGroups: z
      .object({
        heading: text,
        intro: text,
        benefitsBlock: z
          .object({
            heading: text,
            intro: text,
            savingsCard: z.object({ icon, description: text }).strict(),
            items: atLeast(featureCard, 2, "weitere Vorteile"),
          })
          .strict(),
        cta,
      })
      .strict(),
    about: z
      .object({
        heading: text,
        eyebrow: text,
        intro: atLeast(text, 1, "Absatz"),
        qualities: exactly(featureCard, 4, "Eigenschaften"),
        certification: text,
        brokerNote: text,
        cta: text,
      })
      .strict(),
    wizardSection: z.object({ heading: text, intro: text }).strict(),
    faq: z.object({ heading: text, intro: text, items: exactly(faq, 6, "Fragen"), cta }).strict(),
  })
  .strict()
  .refine((home) => home.hero.title.includes(home.hero.titleHighlight), {
    path: ["hero", "titleHighlight"],
    message: "muss ein Teil der Überschrift sein (er wird farbig hervorgehoben)",
  });

export type HomeText = z.output<typeof homeTextSchema>;
