/**
 * Advice on the profession pages' files, which the build prints as „Hinweis zu <file>: <field>:
 * …“ and never stops for (docs/decisions/0072-owners-yearly-check.md): what makes a page read
 * well and stand apart — lengths, distinct titles and questions, no paragraph copied from
 * another page. The shipped pages follow all of it (a test says so while the site is the
 * example); an owner's page may depart from it. What the law or the page's design needs is the
 * schema's and the build's (profession-schema.ts, app/content/professions.ts).
 */
import { findSharedCopy } from "./copy-overlap";
import { comparableWords } from "./german-sentences";
import type { ProfessionFileData } from "./profession-schema";

/** Lengths the spec's pages keep. */
export const SEO_DESCRIPTION = { min: 120, max: 160 } as const;
export const OVERVIEW_WORDS = { min: 400, max: 700 } as const;
export const OVERVIEW_SECTIONS_MIN = 3;
export const SEO_KEYWORDS_MIN = 3;
export const RELATED_ARTICLES_MIN = 2;
/** Longer runs of the same words on two pages, or a whole sentence of at least this many words, count as copied. */
export const SHARED_COPY = { maxRunWords: 12, minSentenceWords: 3 } as const;

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

export interface PageTexts {
  file: string;
  /** The page's copy as „field → text“, names and addresses left out. */
  texts: readonly { field: string; text: string }[];
  seo: { title: string; description: string };
  heroTitle: string;
}

/** Advice across the pages: a title or description two pages share, and any sentence or long run of words one page copies from another. */
export function sharedPageAdvice(pages: readonly PageTexts[]): { file: string; advice: string }[] {
  const advice: { file: string; advice: string }[] = [];
  pages.forEach((page, index) => {
    for (const other of pages.slice(0, index)) {
      if (page.seo.title === other.seo.title) advice.push({ file: page.file, advice: `seo.title: derselbe Seitentitel wie in ${other.file}` });
      if (page.seo.description === other.seo.description)
        advice.push({ file: page.file, advice: `seo.description: dieselbe Beschreibung wie in ${other.file}` });
      if (page.heroTitle === other.heroTitle) advice.push({ file: page.file, advice: `hero.title: dieselbe Überschrift wie in ${other.file}` });
    }
  });
  const shared = findSharedCopy(
    pages.map((page) => ({ page: page.file, texts: page.texts.map((entry) => entry.text) })),
    SHARED_COPY,
  );
  for (const item of shared) {
    const [first, second] = item.pages;
    const page = pages.find((candidate) => candidate.file === second)!;
    const field = page.texts.find((entry) => comparableWords(entry.text).join(" ").includes(item.text))?.field ?? "Text";
    const what = item.kind === "sentence" ? "denselben Satz" : "dieselbe Wortfolge";
    advice.push({ file: second, advice: `${field}: ${what} wie ${first} („${item.text}“) – Leser und Suchmaschinen merken kopierte Absätze` });
  }
  return advice;
}
