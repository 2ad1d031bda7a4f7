/** What the tests expect of every page, derived from the same route table the site uses. */
import { readdirSync } from "node:fs";
import {
  articlePath,
  calculatorRoute,
  glossaryRoute,
  groupRoutes,
  guideRoute,
  homeRoute,
  legalRoute,
  pageRoutes,
  type PageRoute,
} from "../../app/config/site-routes";

export const HOME_TITLE = "Berater für private Krankenversicherung | PKV-Experte";

/** Written out, not built from the content modules: a title that changes by accident must fail. */
const titles: Record<string, string> = {
  [homeRoute.path]: HOME_TITLE,
  "/pkv-aerzte": "Private Krankenversicherung für Ärzte | PKV-Experte PKV Beratung",
  "/pkv-anwaelte": "Private Krankenversicherung für Anwälte | PKV-Experte PKV Beratung",
  "/pkv-ingenieure": "Private Krankenkasse für Ingenieure | PKV-Experte PKV Beratung",
  "/pkv-selbststaendige": "Private Krankenversicherung für Selbstständige und Gründer | PKV-Experte PKV Beratung",
  "/pkv-beamte": "Private Krankenversicherung für Beamte und Akademiker | PKV-Experte PKV Beratung",
  "/pkv-angestellte": "Private Krankenversicherung für Angestellte | PKV-Experte PKV Beratung",
  [calculatorRoute.path]: "PKV-Rechner: Wechsel, GKV-Beitrag, Beihilfe | PKV-Experte PKV Beratung",
  [guideRoute.path]: "Ratgeber zur privaten Krankenversicherung | PKV-Experte PKV Beratung",
  [glossaryRoute.path]: "Glossar der privaten Krankenversicherung | PKV-Experte PKV Beratung",
  [legalRoute("impressum").path]: "Impressum | PKV-Experte PKV Beratung",
  [legalRoute("datenschutz").path]: "Datenschutzerklärung | PKV-Experte PKV Beratung",
  [legalRoute("erstinformation").path]: "Erstinformation | PKV-Experte PKV Beratung",
};

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

/** Pages with the enquiry section (wizard, or its no-script note with contact links). */
export function hasEnquiry(route: PageRoute): boolean {
  return route.kind === "home" || route.kind === "group";
}

/** The German 404 page is served for any unknown path. */
export const UNKNOWN_PATH = "/gibt-es-nicht";

export { groupRoutes, pageRoutes };
