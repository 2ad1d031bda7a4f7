/**
 * The pages whose list depends on the content: one profession page per file of
 * app/content/berufe/ (profession-files.ts), and with them every page of the site in navigation
 * order. Node only (it reads the files); browser code takes the fixed routes from site-routes.ts.
 * Only the part of a file that makes the route is read here; app/content/professions.ts validates
 * the copy.
 */
import { z } from "zod";
import { CALCULATOR_IDS } from "./calculator-ids";
import { ProfessionFileError, readProfessionFiles, type ProfessionFile } from "./profession-files";
import { text } from "./schema-fields";
import { formatSchemaIssues, schemaIssues } from "./schema-issues";
import {
  calculatorRoute,
  glossaryRoute,
  guideRoute,
  homeRoute,
  legalRoutes,
  memberRoute,
  type GroupRoute,
  type GroupSlug,
  type PageRoute,
} from "./site-routes";

const ARTICLE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The fields of a profession file that make its route; the rest is copy. */
export const professionRouteSchema = z.object({
  order: z.int({ error: "muss eine ganze Zahl sein (1 = zuerst)" }).min(1, "muss 1 oder größer sein"),
  groupName: text,
  shortLabel: text.refine((value) => value.length <= 16, "ist zu lang für das Menü auf dem Handy – höchstens 16 Zeichen"),
  calculators: z
    .array(z.enum(CALCULATOR_IDS as [string, ...string[]], { error: `muss einer der Rechner sein: ${CALCULATOR_IDS.join(", ")}` }))
    .refine((ids) => new Set(ids).size === ids.length, "nennt einen Rechner zweimal"),
  gkvStatus: z.enum(["angestellt", "beamte", "selbststaendig"], { error: "muss „angestellt“, „beamte“ oder „selbststaendig“ sein" }).optional(),
  relatedArticles: z
    .array(text.refine((slug) => ARTICLE_SLUG.test(slug), "muss der Dateiname eines Ratgeber-Artikels ohne Endung sein, z. B. „krankentagegeld“"))
    .min(1, "nennt keinen Artikel – bitte einen bis drei eintragen")
    .max(3, "nennt mehr als drei Artikel"),
});

function routeOf(file: ProfessionFile): GroupRoute {
  const issues = schemaIssues(professionRouteSchema, file.data);
  if (issues.length) throw new ProfessionFileError(formatSchemaIssues(file.file, issues));
  const route = professionRouteSchema.parse(file.data);
  return {
    kind: "group",
    slug: file.slug,
    path: `/pkv-${file.slug}`,
    file: file.file,
    order: route.order,
    groupName: route.groupName,
    shortLabel: route.shortLabel,
    calculators: route.calculators as GroupRoute["calculators"],
    ...(route.gkvStatus ? { gkvStatus: route.gkvStatus } : {}),
    relatedArticles: route.relatedArticles,
  };
}

/** The routes of `files` in menu order (`order`, then the file name); throws a German message for a file that cannot make one. */
export function professionRoutes(files: readonly ProfessionFile[]): GroupRoute[] {
  return files.map(routeOf).sort((first, second) => first.order - second.order || first.slug.localeCompare(second.slug));
}

/** The profession pages in menu order. */
export const groupRoutes: readonly GroupRoute[] = professionRoutes(readProfessionFiles());

/** Every real, indexable page, in navigation order: they all go into the sitemap. */
export const pageRoutes: readonly PageRoute[] = [homeRoute, ...groupRoutes, memberRoute, calculatorRoute, guideRoute, glossaryRoute, ...legalRoutes];

export function groupRoute(slug: GroupSlug): GroupRoute {
  const found = groupRoutes.find((candidate) => candidate.slug === slug);
  if (!found) throw new ProfessionFileError(`Die Berufsseite „${slug}“ gibt es nicht: keine Datei app/content/berufe/${slug}.yaml.`);
  return found;
}
