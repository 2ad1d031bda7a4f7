/** The editor's German field names for the English expats page (expats, English only: docs/decisions/0073). */
import { longText, paragraphs } from "../field-labels";
import type { FieldSpecs } from "../zod-to-decap";
import { EXPATS_SECTIONS, EXPATS_TERMS } from "~/modules/text-files/expats-schema";

const SECTION_LABELS = {
  arrival: "Bei der Ankunft: wer wohin muss",
  duty: "Die Pflicht, versichert zu sein",
  blueCard: "Blaue Karte und Krankenversicherung",
  family: "Familie",
  age55: "Die Regel ab 55",
  wayBack: "Der Weg zurück",
} as const satisfies Record<(typeof EXPATS_SECTIONS)[number], string>;

export const expatsFields: FieldSpecs = {
  seo: { label: "Suchmaschinen" },
  "seo.title": { label: "Titel (vor „| Name der Website“)" },
  "seo.description": { label: "Beschreibung (120–160 Zeichen)", override: longText },
  "seo.keywords": { label: "Suchbegriffe" },
  eyebrow: { label: "Zeile über der Überschrift" },
  title: { label: "Überschrift" },
  intro: { label: "Einleitung", override: longText },
  sections: { label: "Abschnitte" },
  ...Object.fromEntries(
    EXPATS_SECTIONS.flatMap((name) => [
      [`sections.${name}`, { label: SECTION_LABELS[name] }],
      [`sections.${name}.heading`, { label: "Zwischenüberschrift" }],
      [`sections.${name}.paragraphs`, { label: "Absätze", override: paragraphs }],
    ]),
  ),
  terms: { label: "Deutsche Begriffe auf Englisch erklärt" },
  "terms.heading": { label: "Überschrift" },
  "terms.intro": { label: "Einleitung", override: longText },
  "terms.items": { label: "Begriffe" },
  ...Object.fromEntries(
    EXPATS_TERMS.flatMap((name) => [
      [`terms.items.${name}`, { label: name }],
      [`terms.items.${name}.term`, { label: "Begriff (deutsch, wie er in Verträgen steht)" }],
      [`terms.items.${name}.explanation`, { label: "Erklärung", override: paragraphs }],
    ]),
  ),
  next: { label: "Weiter: Rechner, Glossar, Ratgeber" },
  "next.heading": { label: "Überschrift" },
  "next.text": { label: "Text", override: longText },
  "next.calculators": { label: "Link zu den Rechnern" },
  "next.glossary": { label: "Link zum Glossar" },
  "next.guide": { label: "Link zum Ratgeber" },
};
