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

/** A request under a section: its sentence and its button. */
const cta = (title: string) =>
  z
    .object({ text: text.meta({ title: "Text", multiline: true }), button: text.meta({ title: "Knopf" }) })
    .strict()
    .meta({ title });

export const homeTextSchema = z
  .object({
    seo: pageSeo,
    hero: z
      .object({
        badges: exactly(text, 3, "Merkmale").meta({ title: "Drei Merkmale über der Überschrift" }),
        title: text.meta({ title: "Überschrift" }),
        titleHighlight: text.meta({ title: "Farbig hervorgehobener Teil der Überschrift" }),
        subtitle: text.meta({ title: "Text unter der Überschrift", multiline: true }),
        primaryCta: text.meta({ title: "Knopf zur Anfrage" }),
        secondaryCta: text.meta({ title: "Knopf zu „Über mich“" }),
      })
      .strict()
      .meta({ title: "Kopfbereich" }),
    targetGroups: z
      .object({
        heading: text.meta({ title: "Überschrift über den Berufsgruppen" }),
        intro: text.meta({ title: "Einleitung", multiline: true }),
        benefitsBlock: z
          .object({
            heading: text.meta({ title: "Überschrift" }),
            intro: text.meta({ title: "Einleitung", multiline: true }),
            savingsCard: z
              .object({ icon: icon.meta({ title: "Symbol" }), description: text.meta({ title: "Text", multiline: true }) })
              .strict()
              .meta({ title: "Karte zum Beitrag (Titel aus Ihrem Beitragsvergleich, sonst „Beitrag nach Risiko statt Einkommen“)" }),
            items: atLeast(featureCard, 2, "weitere Vorteile").meta({ title: "Weitere Vorteile" }),
          })
          .strict()
          .meta({ title: "Vorteile der PKV" }),
        cta: cta("Aufforderung unter den Vorteilen"),
      })
      .strict()
      .meta({ title: "Berufsgruppen und Vorteile" }),
    about: z
      .object({
        heading: text.meta({ title: "Überschrift" }),
        eyebrow: text.meta({ title: "Zeile über der Überschrift" }),
        intro: atLeast(text, 1, "Absatz").meta({ title: "Absätze", item: "Absatz", multiline: true }),
        qualities: exactly(featureCard, 4, "Eigenschaften").meta({ title: "Vier Eigenschaften" }),
        certification: text.meta({ title: "Zeile zur Erlaubnis" }),
        brokerNote: text.meta({ title: "Hinweis zum Maklerverbund", multiline: true }),
        cta: text.meta({ title: "Knopf zur Anfrage" }),
      })
      .strict()
      .meta({ title: "Über mich" }),
    wizardSection: z
      .object({ heading: text.meta({ title: "Überschrift" }), intro: text.meta({ title: "Einleitung", multiline: true }) })
      .strict()
      .meta({ title: "Anfrage" }),
    faq: z
      .object({
        heading: text.meta({ title: "Überschrift" }),
        intro: text.meta({ title: "Einleitung", multiline: true }),
        items: exactly(faq, 6, "Fragen").meta({ title: "Sechs Fragen", item: "Frage", summary: "question" }),
        cta: cta("Aufforderung unter den Fragen"),
      })
      .strict()
      .meta({ title: "Häufige Fragen" }),
  })
  .strict()
  .refine((home) => home.hero.title.includes(home.hero.titleHighlight), {
    path: ["hero", "titleHighlight"],
    message: "muss ein Teil der Überschrift sein (er wird farbig hervorgehoben)",
  });

export type HomeText = z.output<typeof homeTextSchema>;
