/**
 * The English section's own words (app/content/en/texte/englischer-bereich.yaml, docs/decisions/0073):
 * the English menu and footer, and the English home page. No German file has them – the German
 * frame names its pages in the route table, and the German home speaks to other readers – so the
 * file is English-only (ENGLISH_ONLY_TEXT_FILES in text-files.ts). Figures only by placeholder.
 */
import { z } from "zod";
import { text } from "~/config/schema-fields";
import { atLeast, exactly, pageSeo } from "../copy-fields";

const offer = z.object({ title: text, text }).strict();

export const englishSectionTextSchema = z
  .object({
    nav: z.object({ home: text, expats: text, calculators: text, guide: text, glossary: text }).strict(),
    footer: z
      .object({
        pages: text,
        courtesyTranslations: text,
        legalNotice: text,
        privacy: text,
        firstInformation: text,
        bindingOriginals: text,
      })
      .strict(),
    home: z
      .object({
        seo: pageSeo,
        hero: z.object({ eyebrow: text, title: text, text, primaryCta: text, secondaryCta: text }).strict(),
        offers: z.object({ heading: text, intro: text, expats: offer, calculators: offer, guide: offer, glossary: offer }).strict(),
        whoMayGoPrivate: z.object({ heading: text, lines: exactly(text, 3, "Zeilen"), note: text }).strict(),
        about: z.object({ heading: text, paragraphs: atLeast(text, 1, "Absatz"), link: text }).strict(),
      })
      .strict(),
  })
  .strict();

export type EnglishSectionText = z.output<typeof englishSectionTextSchema>;
