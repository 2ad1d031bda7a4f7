/**
 * The profession pages' copy, one file each in app/content/berufe/ (docs/decisions/0054): validated against
 * the schema (app/modules/profession-schema.ts), placeholders filled from the figures table and
 * the config (copy-vocabulary.ts), German typography set (app/modules/german-typesetting.ts), and
 * the claims the law forbids refused (app/modules/copy-claims.ts). A file that fails stops the
 * build with German lines naming the file, the field and the reason; lengths outside what the
 * spec asks for are only warned about.
 */
import { groupRoutes } from "~/config/page-routes";
import { ProfessionFileError, readProfessionFiles, type ProfessionFile } from "~/config/profession-files";
import { formatSchemaIssues, schemaIssues, type SchemaIssue } from "~/config/schema-issues";
import type { GroupSlug } from "~/config/site-routes";
import { professionAdvice } from "~/modules/profession-advice";
import { professionSchema, type ProfessionFileData } from "~/modules/profession-schema";
import { beamteGkvExample } from "./beamte-gkv-example";
import { setOwnerCopy } from "./owner-copy";
import { figureSources, isQuotedFigure, nextYearNote, QUOTED_FIGURES } from "./figure-notes";
import { BUILD_DATE, currentFigures, nextYearFigures } from "./statutory-figures";
import type { GroupContent, TargetGroupCard } from "./types";

/** Keys whose values are names, not copy: left as written. */
const NAME_FIELDS = /(^|\.)(icon|calculators\[\d+\]|relatedArticles\[\d+\]|gkvStatus|gkvExample|nextYearFigure|figureSources\[\d+\])$/;

/** „Hinweis zu <file>: …“: advice the build prints and never stops for (app/modules/profession-advice.ts, docs/decisions/0072). */
const hint = (file: string, advice: string) => `Hinweis zu ${file}: ${advice}`;

/** The copy as the pages show it, and what the build objects to in it (unknown placeholders, forbidden claims, sources). */
function typesetCopy(data: ProfessionFileData): { data: ProfessionFileData; issues: SchemaIssue[] } {
  const { data: result, issues } = setOwnerCopy(data, { namesOnly: NAME_FIELDS });
  for (const [index, name] of data.figureSources.entries()) {
    if (!isQuotedFigure(name))
      issues.push({ field: `figureSources[${index}]`, problem: `„${name}“ hat keine Quellenangabe; möglich sind ${QUOTED_FIGURES.join(", ")}` });
  }
  return { data: result, issues };
}

/**
 * Everything the build objects to in a profession file's data, one German line per field: the
 * schema's rules first, then placeholders and claims. The editor runs it before saving.
 */
export function professionIssues(data: unknown): SchemaIssue[] {
  const issues = schemaIssues(professionSchema, data);
  return issues.length ? issues : typesetCopy(professionSchema.parse(data)).issues;
}

/** The file's data as the pages get it; throws a ProfessionFileError in German naming the file and every field at fault. */
export function professionPageData(file: ProfessionFile): ProfessionFileData {
  const schemaProblems = schemaIssues(professionSchema, file.data);
  if (schemaProblems.length) throw new ProfessionFileError(formatSchemaIssues(file.file, schemaProblems));
  // One pass: the typeset copy and what the build objects to in it (professionIssues does the same for the editor).
  const { data, issues } = typesetCopy(professionSchema.parse(file.data));
  if (issues.length) throw new ProfessionFileError(formatSchemaIssues(file.file, issues));
  for (const advice of professionAdvice(data)) console.warn(hint(file.file, advice));
  return data;
}

const year = currentFigures.year;
const filesBySlug = new Map(readProfessionFiles().map((file) => [file.slug, professionPageData(file)]));

/** A profession page's copy from its file's data, checked and typeset (professionPageData). */
export function groupContentFrom(slug: GroupSlug, data: ProfessionFileData): GroupContent {
  const { seo, hero, features, benefits, whyPkv, readyCta, overview, faqs, extra } = data;
  return {
    slug,
    seo,
    hero,
    features,
    benefits,
    whyPkv,
    ...(data.gkvExample === "beamte" ? { gkvExample: beamteGkvExample } : {}),
    readyCta,
    overview,
    faqs,
    ...(extra ? { extra } : {}),
    nextYearNote: nextYearNote(nextYearFigures(BUILD_DATE), BUILD_DATE, data.nextYearFigure, year),
    figureSources: figureSources(data.figureSources.filter(isQuotedFigure), year),
  };
}

/** Every profession page's copy by slug, in menu order. */
export const groupContents: Readonly<Record<GroupSlug, GroupContent>> = Object.fromEntries(
  groupRoutes.map((route) => {
    const data = filesBySlug.get(route.slug);
    if (!data) throw new ProfessionFileError(`Die Berufsseite „${route.slug}“ gibt es nicht: keine Datei ${route.file}.`);
    return [route.slug, groupContentFrom(route.slug, data)];
  }),
);

/** The home page's cards, one for each profession file that asks for one, in menu order. */
export const homeCards: readonly TargetGroupCard[] = groupRoutes.flatMap((route) => {
  const card = filesBySlug.get(route.slug)?.homeCard;
  return card ? [{ slug: route.slug, title: route.groupName, ...card }] : [];
});
