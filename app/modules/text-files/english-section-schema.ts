/**
 * The English section's own words (app/content/en/texte/englischer-bereich.yaml, docs/decisions/0073):
 * the English menu and footer, and the English home page. No German file has them – the German
 * frame names its pages in the route table, and the German home speaks to other readers – so the
 * file is English-only (ENGLISH_ONLY_TEXT_FILES in text-files.ts). Figures only by placeholder.
 */
import { z } from "zod";
import { text } from "~/config/schema-fields";
import { atLeast, exactly, pageSeo } from "../copy-fields";

/** A card of what the English pages offer, named after the page it leads to. */
const offer = (name: string) =>
  z
    .object({ title: text.meta({ title: "Titel" }), text: text.meta({ title: "Text", multiline: true }) })
    .strict()
    .meta({ title: `Karte „${name}“` });

const paragraphs = (title: string) => ({ title, item: "Absatz", multiline: true });

export const englishSectionTextSchema = z
  .object({
    nav: z
      .object({
        home: text.meta({ title: "Startseite" }),
        expats: text.meta({ title: "Seite für Expats" }),
        calculators: text.meta({ title: "Rechner" }),
        guide: text.meta({ title: "Ratgeber" }),
        glossary: text.meta({ title: "Glossar" }),
      })
      .strict()
      .meta({ title: "Menü der englischen Seiten" }),
    footer: z
      .object({
        pages: text.meta({ title: "Überschrift der Seitenliste" }),
        courtesyTranslations: text.meta({ title: "Überschrift der übersetzten Rechtstexte" }),
        legalNotice: text.meta({ title: "Link zum übersetzten Impressum" }),
        privacy: text.meta({ title: "Link zur übersetzten Datenschutzerklärung" }),
        firstInformation: text.meta({ title: "Link zur übersetzten Erstinformation" }),
        bindingOriginals: text.meta({ title: "Zeile vor den verbindlichen deutschen Rechtstexten" }),
      })
      .strict()
      .meta({ title: "Seitenfuß der englischen Seiten" }),
    home: z
      .object({
        seo: pageSeo,
        hero: z
          .object({
            eyebrow: text.meta({ title: "Zeile über der Überschrift" }),
            title: text.meta({ title: "Überschrift" }),
            text: text.meta({ title: "Text", multiline: true }),
            primaryCta: text.meta({ title: "Knopf zur Anfrage" }),
            secondaryCta: text.meta({ title: "Knopf zur Seite für Expats" }),
          })
          .strict()
          .meta({ title: "Kopfbereich" }),
        offers: z
          .object({
            heading: text.meta({ title: "Überschrift" }),
            intro: text.meta({ title: "Einleitung", multiline: true }),
            expats: offer("expats"),
            calculators: offer("calculators"),
            guide: offer("guide"),
            glossary: offer("glossary"),
          })
          .strict()
          .meta({ title: "Was die Website auf Englisch bietet" }),
        whoMayGoPrivate: z
          .object({
            heading: text.meta({ title: "Überschrift" }),
            lines: exactly(text, 3, "Zeilen").meta(paragraphs("Drei Zeilen, jede mit ihrer Vorschrift in Klammern")),
            note: text.meta({ title: "Hinweis darunter", multiline: true }),
          })
          .strict()
          .meta({ title: "Wer privat versichert sein darf" }),
        about: z
          .object({
            heading: text.meta({ title: "Überschrift" }),
            paragraphs: atLeast(text, 1, "Absatz").meta(paragraphs("Absätze")),
            link: text.meta({ title: "Link zu Impressum und Erstinformation" }),
          })
          .strict()
          .meta({ title: "Über mich" }),
      })
      .strict()
      .meta({ title: "Englische Startseite (/en/)" }),
  })
  .strict();

export type EnglishSectionText = z.output<typeof englishSectionTextSchema>;
