/**
 * Profession pages that still carry another page's sentences: a page made with „Kopie anlegen“
 * starts as its source word for word and would go live so (docs/decisions/0071). The editor's
 * preview says so above the page; `npm run build:production` prints it as a warning (astro.config.ts).
 * A warning, not a stop: the owner decides when the page is hers. Read from the files' raw data
 * (as typed), which is what the editor holds too.
 */
import { readProfessionFiles, type ProfessionFile } from "~/config/profession-files";
import { isShippedProfession } from "~/config/shipped-professions";
import { copiedSentences, copyTexts } from "~/modules/copied-sentences";

/** Keys whose values are names, places or choices, not copy. */
const NOT_COPY = /(^|\.)(order|groupName|shortLabel|icon|calculators|relatedArticles|gkvStatus|gkvExample|nextYearFigure|figureSources)$/;

/**
 * From how many shared sentences a page counts as a copy: a short point such as „Arbeitgeber zahlt
 * bis zur Hälfte des Beitrags“ may fit two groups alike; a copy shares dozens.
 */
export const COPIED_FROM = 3;

const textsOf = (data: unknown) => copyTexts(data, (path) => NOT_COPY.test(path));
const nameOf = (file: ProfessionFile) => String((file.data as { groupName?: unknown } | null)?.groupName ?? file.slug);

export interface CopiedPage {
  /** The other page's file, name and address. */
  file: ProfessionFile;
  groupName: string;
  path: string;
  sentences: number;
}

/** The other pages whose sentences `data` (the page `slug`, or a new one) still has, most shared first. */
export function copiedFromOtherPages(slug: string | undefined, data: unknown, files: readonly ProfessionFile[] = readProfessionFiles()): CopiedPage[] {
  const others = files.filter((file) => file.slug !== slug);
  return copiedSentences(
    { page: slug ?? "", texts: textsOf(data) },
    others.map((file) => ({ page: file.slug, texts: textsOf(file.data) })),
  )
    .filter(({ sentences }) => sentences >= COPIED_FROM)
    .map(({ page, sentences }) => {
      const file = others.find((candidate) => candidate.slug === page)!;
      return { file, groupName: nameOf(file), path: `/pkv-${file.slug}`, sentences };
    });
}

/** „92 Sätze“ in German. */
export const sentenceCount = (count: number) => (count === 1 ? "1 Satz steht" : `${count} Sätze stehen`);

/**
 * One German line per pair of pages sharing sentences, naming the copy: the page that did not
 * come with the project when one of them did, else the later file.
 */
export function professionCopyWarnings(files: readonly ProfessionFile[] = readProfessionFiles()): string[] {
  const lines: string[] = [];
  files.forEach((file, index) => {
    for (const copied of copiedFromOtherPages(file.slug, file.data, files.slice(index + 1))) {
      const copiedIsShipped = isShippedProfession(copied.file.slug) && !isShippedProfession(file.slug);
      const [copy, source] = copiedIsShipped ? [file, copied.file] : [copied.file, file];
      lines.push(
        `Hinweis zu ${copy.file}: ${sentenceCount(copied.sentences)} wörtlich auch auf der Seite „${nameOf(source)}“ (${source.file}). ` +
          `So ginge die Seite /pkv-${copy.slug} mit den Texten der anderen online – schreiben Sie jeden Text für „${nameOf(copy)}“ neu (im Editor: Berufsseiten).`,
      );
    }
  });
  return lines;
}
