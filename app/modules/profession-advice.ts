/**
 * Advice on a profession page's file, which the build prints as „Hinweis zu <file>: <field>: …“
 * and never stops for (docs/decisions/0072-owners-yearly-check.md): what makes a page read well —
 * lengths, distinct titles, points and questions, enough related articles. The shipped pages
 * follow all of it (a test says so while the site is the example); an owner's page may depart
 * from it. What the law or the page's design needs is the schema's and the build's
 * (profession-schema.ts, app/content/professions.ts); sentences shared with another page are
 * named by app/content/profession-copies.ts (docs/decisions/0071).
 */
import { comparableWords } from "./german-sentences";
import type { ProfessionFileData } from "./profession-schema";

/** Lengths the spec's pages keep. */
export const SEO_DESCRIPTION = { min: 120, max: 160 } as const;
export const OVERVIEW_WORDS = { min: 400, max: 700 } as const;
export const OVERVIEW_SECTIONS_MIN = 3;
export const SEO_KEYWORDS_MIN = 3;
export const RELATED_ARTICLES_MIN = 2;

const number = (count: number) => new Intl.NumberFormat("de-DE").format(count);

function repeated(values: readonly string[], field: (index: number) => string, what: string): string[] {
  return values.flatMap((value, index) => (values.indexOf(value) < index ? [`${field(index)}: dieselbe ${what} wie ${field(values.indexOf(value))}`] : []));
}

function questionAdvice(faqs: readonly { question: string }[], at: string): string[] {
  return [
    ...faqs.flatMap((faq, index) => (faq.question.trim().endsWith("?") ? [] : [`${at}[${index}].question: endet nicht mit „?“`])),
    ...repeated(
      faqs.map((faq) => faq.question),
      (index) => `${at}[${index}].question`,
      "Frage",
    ),
  ];
}

/** Advice on one page's data, one „field: …“ line each; empty when the page reads as the shipped ones do. */
export function professionAdvice(data: ProfessionFileData): string[] {
  const advice: string[] = [];
  const description = data.seo.description.length;
  if (description < SEO_DESCRIPTION.min || description > SEO_DESCRIPTION.max) {
    advice.push(`seo.description: ${description} Zeichen – Suchmaschinen zeigen ${SEO_DESCRIPTION.min} bis ${SEO_DESCRIPTION.max} Zeichen am besten`);
  }
  if (data.relatedArticles.length < RELATED_ARTICLES_MIN) {
    advice.push(`relatedArticles: ${data.relatedArticles.length} Artikel – ${RELATED_ARTICLES_MIN} oder 3 verwandte Artikel führen Leser weiter`);
  }
  if (data.seo.keywords.length < SEO_KEYWORDS_MIN)
    advice.push(`seo.keywords: ${data.seo.keywords.length} – mindestens ${SEO_KEYWORDS_MIN} Suchbegriffe helfen`);
  const { intro, sections } = data.overview;
  const words = [intro, ...sections.flatMap((section) => [section.heading, ...section.paragraphs])].reduce(
    (sum, text) => sum + comparableWords(text).length,
    0,
  );
  if (words < OVERVIEW_WORDS.min || words > OVERVIEW_WORDS.max) {
    advice.push(`overview: ${number(words)} Wörter – der Überblick liest sich mit ${OVERVIEW_WORDS.min} bis ${OVERVIEW_WORDS.max} Wörtern am besten`);
  }
  if (sections.length < OVERVIEW_SECTIONS_MIN) {
    advice.push(
      `overview.sections: ${sections.length} – mit mindestens ${OVERVIEW_SECTIONS_MIN} Zwischenüberschriften findet man sich im Überblick besser zurecht`,
    );
  }
  advice.push(
    ...repeated(
      data.features.map((card) => card.title),
      (index) => `features[${index}].title`,
      "Überschrift",
    ),
    ...repeated(
      data.benefits.cards.map((card) => card.title),
      (index) => `benefits.cards[${index}].title`,
      "Überschrift",
    ),
    ...data.benefits.cards.flatMap((card, cardIndex) => repeated(card.points, (index) => `benefits.cards[${cardIndex}].points[${index}]`, "Aussage")),
    ...questionAdvice(data.faqs, "faqs"),
    ...(data.extra ? questionAdvice(data.extra.faqs, "extra.faqs") : []),
  );
  return advice;
}
