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

const section = z.object({ heading: text, paragraphs: atLeast(text, 1, "Absatz") }).strict();
const term = z.object({ term: text, explanation: atLeast(text, 1, "Absatz") }).strict();

export const expatsTextSchema = z
  .object({
    seo: pageSeo,
    eyebrow: text,
    title: text,
    intro: text,
    sections: z.object(Object.fromEntries(EXPATS_SECTIONS.map((name) => [name, section])) as Record<ExpatsSection, typeof section>).strict(),
    terms: z
      .object({
        heading: text,
        intro: text,
        items: z.object(Object.fromEntries(EXPATS_TERMS.map((name) => [name, term])) as Record<ExpatsTerm, typeof term>).strict(),
      })
      .strict(),
    next: z.object({ heading: text, text, calculators: text, glossary: text, guide: text }).strict(),
  })
  .strict();

export type ExpatsText = z.output<typeof expatsTextSchema>;
