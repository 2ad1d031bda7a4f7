/** What the tests expect of every page, derived from the same route table the site uses. */
import { readdirSync } from "node:fs";
import {
  articlePath,
  calculatorRoute,
  glossaryRoute,
  guideRoute,
  homeRoute,
  legalRoute,
  memberRoute,
  type GroupRoute,
  type PageRoute,
} from "../../app/config/site-routes";
import { groupRoutes, pageRoutes } from "../../app/config/page-routes";
import { siteConfig } from "../../app/config/site-config";
import { adviserRole } from "../../app/content/adviser-role";
import { memberPage } from "../../app/content/members";
import { groupContents } from "../../app/content/professions";
import { groupPageName } from "../../app/content/page-heads";
import { pageTitle } from "../../app/modules/seo";
import { englishArticlePath, englishRoutes } from "../../app/config/english-routes";
import { hasEnglish } from "../../app/config/languages";

/**
 * Each fixed page's own title, written out, not built from the content modules: a title that
 * changes by accident must fail. The profession pages' titles are the owner's, one file each
 * (app/content/berufe/), so they come from the route data as the page renders them: a page she adds
 * or deletes changes the list, never the tests (docs/decisions/0071; the spec's one fixed title,
 * „Private Krankenkasse für Ingenieure“, is pinned by app/content/professions.test.ts). The brand
 * suffix is the adviser's, so it comes from the config through the site's own `pageTitle` (whose
 * format app/modules/seo.test.ts pins with a literal brand).
 */
const ownTitles: Record<string, string> = {
  // The role noun follows the adviser's grammatical form (app/content/adviser-role.test.ts pins each form).
  [homeRoute.path]: `${adviserRole(siteConfig).adviserNoun} für private Krankenversicherung`,
  ...Object.fromEntries(groupRoutes.map((route) => [route.path, groupContents[route.slug]!.seo.title])),
  // The member page's title is the owner's too (texte/bestandskunden.yaml).
  [memberRoute.path]: memberPage.seo.title,
  [calculatorRoute.path]: "PKV-Rechner: Wechsel, GKV-Beitrag, Beihilfe",
  [guideRoute.path]: "Ratgeber zur privaten Krankenversicherung",
  [glossaryRoute.path]: "Glossar der privaten Krankenversicherung",
  [legalRoute("impressum").path]: "Impressum",
  [legalRoute("datenschutz").path]: "Datenschutzerklärung",
  [legalRoute("erstinformation").path]: "Erstinformation",
};

/** The full <title> of a page of the site (or of a guide article, given its own title). */
export function expectedTitle(ownTitle: string, path: string): string {
  return pageTitle(ownTitle, path, siteConfig);
}

const titles: Record<string, string> = Object.fromEntries(Object.entries(ownTitles).map(([path, title]) => [path, expectedTitle(title, path)]));

export const HOME_TITLE = titles[homeRoute.path]!;

const untitled = pageRoutes.filter((route) => !(route.path in titles)).map((route) => route.path);
if (untitled.length > 0) throw new Error(`tests/e2e/site-pages.ts: no expected title for ${untitled.join(", ")}`);

export const expectedTitles: Readonly<Record<string, string>> = titles;

/** Every page of the route table (home, groups, calculator, legal pages), in navigation order. */
export const allPaths = pageRoutes.map((route) => route.path);

/** Pages whose JSON-LD describes the adviser's service; the legal pages, the guide's index and the glossary are documents, not offers. */
export function offersService(route: PageRoute): boolean {
  return route.kind !== "legal" && route.kind !== "guide" && route.kind !== "glossary";
}

/** JSON-LD nodes a page has beyond WebPage, Person, BreadcrumbList and its Service: the glossary's terms. */
export function contentStructuredTypes(route: PageRoute): string[] {
  return route.kind === "glossary" ? ["DefinedTermSet"] : [];
}

/** The guide's articles, one per file of app/content/ratgeber/ (the build makes a page of each). */
export const articlePaths: readonly string[] = readdirSync(new URL("../../app/content/ratgeber/", import.meta.url))
  .filter((file) => file.endsWith(".mdx"))
  .map((file) => articlePath(file.replace(/\.mdx$/, "")))
  .sort();

/** The English articles' files (app/content/en/ratgeber/), if any are there. */
function englishArticleFiles(): string[] {
  try {
    return readdirSync(new URL("../../app/content/en/ratgeber/", import.meta.url)).filter((file) => file.endsWith(".mdx"));
  } catch {
    return [];
  }
}

/**
 * Every English page (docs/decisions/0073): the English route table and one page per English
 * article's file; none when the config publishes German only.
 */
export const englishPaths: readonly string[] = hasEnglish(siteConfig)
  ? [
      ...englishRoutes.map((route) => route.path),
      ...englishArticleFiles()
        .map((file) => englishArticlePath(file.replace(/\.mdx$/, "")))
        .sort(),
    ]
  : [];

/** Pages with the enquiry section (wizard, or its no-script note with contact links); the member page's asks its own questions. */
export function hasEnquiry(route: PageRoute): boolean {
  return route.kind === "home" || route.kind === "group" || route.kind === "members";
}

/** The German 404 page is served for any unknown path. */
export const UNKNOWN_PATH = "/gibt-es-nicht";

/** The profession page that embeds `calculator` (the first in menu order), if any: tests that need one take it from the route data. */
export function groupPageWith(calculator: GroupRoute["calculators"][number]): GroupRoute | undefined {
  return groupRoutes.find((route) => route.calculators.includes(calculator));
}

/**
 * A profession page for a test that needs one, any one: the `index`-th in menu order, counted
 * round when the adviser has fewer. Tests spread over several pages take different indexes.
 */
export function anyGroup(index = 0): GroupRoute {
  return groupRoutes[index % groupRoutes.length]!;
}

/** How the menus, the footer and the breadcrumb name a profession page („PKV für Ärzte“). */
export function groupLinkName(route: GroupRoute): string {
  return groupPageName(route.groupName);
}

/** A path as a pattern for toHaveURL: the page itself, nothing after it (paths hold only a–z, 0–9, - and /). */
export function endsAt(path: string): RegExp {
  return new RegExp(`${path}$`);
}

export { groupRoutes, pageRoutes };
