/**
 * The words of the English expats page (/en/expats, app/content/en/texte/expats.yaml): who must
 * join which system on arrival, the duty to be insured, the Blue Card, family, the age-55 rule,
 * the way back, and four German terms in plain English. English only: the German site has no
 * such page (docs/decisions/0073), so the registry marks the file `englishOnly`. Each topic is a
 * fixed key, so a page section and its test can rely on it; the paragraphs cite their provisions
 * in parentheses and the page links them (app/content/cited-text.ts).
 */
import { z } from "zod";
import { text } from "~/config/schema-fields";
import { atLeast, pageSeo } from "../copy-fields";

/** The page's topics, in the order it shows them; each becomes a section with this id. */
export const EXPATS_SECTIONS = ["arrival", "duty", "blueCard", "family", "age55", "wayBack"] as const;
export type ExpatsSection = (typeof EXPATS_SECTIONS)[number];

/** The German terms the page explains, in its order; each keeps its German name. */
export const EXPATS_TERMS = ["anwartschaft", "beihilfe", "beitragsbemessungsgrenze", "jahresarbeitsentgeltgrenze"] as const;
export type ExpatsTerm = (typeof EXPATS_TERMS)[number];

/** Each topic's name in the editor. */
const SECTION_LABELS = {
  arrival: "Bei der Ankunft: wer wohin muss",
  duty: "Die Pflicht, versichert zu sein",
  blueCard: "Blaue Karte und Krankenversicherung",
  family: "Familie",
  age55: "Die Regel ab 55",
  wayBack: "Der Weg zurück",
} as const satisfies Record<ExpatsSection, string>;

const paragraphs = atLeast(text, 1, "Absatz").meta({ title: "Absätze", item: "Absatz", multiline: true });
const section = (name: ExpatsSection) =>
  z
    .object({ heading: text.meta({ title: "Zwischenüberschrift" }), paragraphs })
    .strict()
    .meta({ title: SECTION_LABELS[name] });
const term = (name: ExpatsTerm) =>
  z
    .object({
      term: text.meta({ title: "Begriff (deutsch, wie er in Verträgen steht)" }),
      explanation: atLeast(text, 1, "Absatz").meta({ title: "Erklärung", item: "Absatz", multiline: true }),
    })
    .strict()
    .meta({ title: name });

export const expatsTextSchema = z
  .object({
    seo: pageSeo,
    eyebrow: text.meta({ title: "Zeile über der Überschrift" }),
    title: text.meta({ title: "Überschrift" }),
    intro: text.meta({ title: "Einleitung", multiline: true }),
    sections: z
      .object(Object.fromEntries(EXPATS_SECTIONS.map((name) => [name, section(name)])) as Record<ExpatsSection, ReturnType<typeof section>>)
      .strict()
      .meta({ title: "Abschnitte" }),
    terms: z
      .object({
        heading: text.meta({ title: "Überschrift" }),
        intro: text.meta({ title: "Einleitung", multiline: true }),
        items: z
          .object(Object.fromEntries(EXPATS_TERMS.map((name) => [name, term(name)])) as Record<ExpatsTerm, ReturnType<typeof term>>)
          .strict()
          .meta({ title: "Begriffe" }),
      })
      .strict()
      .meta({ title: "Deutsche Begriffe auf Englisch erklärt" }),
    next: z
      .object({
        heading: text.meta({ title: "Überschrift" }),
        text: text.meta({ title: "Text", multiline: true }),
        calculators: text.meta({ title: "Link zu den Rechnern" }),
        glossary: text.meta({ title: "Link zum Glossar" }),
        guide: text.meta({ title: "Link zum Ratgeber" }),
      })
      .strict()
      .meta({ title: "Weiter: Rechner, Glossar, Ratgeber" }),
  })
  .strict();

export type ExpatsText = z.output<typeof expatsTextSchema>;
