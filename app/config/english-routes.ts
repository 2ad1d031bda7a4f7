/**
 * The English section's route table (docs/decisions/0073): one English page per entry, each with
 * the German page it translates (hreflang both ways and the language switch go there) or none (the
 * expats page has no German twin; the switch then leads to the German home). The German table in
 * site-routes.ts stays as it is: these pages are built only when the config's `languages` names
 * "en". Safe for the browser (no file reads); the English articles' addresses come from their
 * files (`englishArticlePath`).
 */
import { DEFAULT_LANG, hasEnglish, type Lang } from "./languages";
import { calculatorRoute, glossaryRoute, guideRoute, homeRoute, legalRoute, type LegalSlug } from "./site-routes";

export type EnglishPage = "home" | "expats" | "calculators" | "guide" | "glossary" | LegalSlug;

export interface EnglishRoute {
  kind: "english";
  page: EnglishPage;
  path: "/en/" | `/en/${string}`;
  /** The German page this one translates; absent when there is none. */
  germanPath?: string;
}

/** The English home; every other English address starts with it. */
export const ENGLISH_HOME = "/en/";

export const englishRoutes: readonly EnglishRoute[] = [
  { kind: "english", page: "home", path: ENGLISH_HOME, germanPath: homeRoute.path },
  { kind: "english", page: "expats", path: "/en/expats" },
  { kind: "english", page: "calculators", path: "/en/calculators", germanPath: calculatorRoute.path },
  { kind: "english", page: "guide", path: "/en/guide", germanPath: guideRoute.path },
  { kind: "english", page: "glossary", path: "/en/glossary", germanPath: glossaryRoute.path },
  // Courtesy translations; the German texts they link stay the binding ones.
  { kind: "english", page: "impressum", path: "/en/legal-notice", germanPath: legalRoute("impressum").path },
  { kind: "english", page: "datenschutz", path: "/en/privacy", germanPath: legalRoute("datenschutz").path },
  { kind: "english", page: "erstinformation", path: "/en/first-information", germanPath: legalRoute("erstinformation").path },
];

export function englishRoute(page: EnglishPage): EnglishRoute {
  const found = englishRoutes.find((candidate) => candidate.page === page);
  if (!found) throw new Error(`Unknown English page: ${page}`);
  return found;
}

/** An English article's page: /en/guide/<slug>, the slug being its file name in app/content/en/ratgeber/. */
export function englishArticlePath(slug: string): `/en/${string}` {
  return `${englishRoute("guide").path}/${slug}` as `/en/${string}`;
}

/** Whether a path belongs to the English section. */
export function isEnglishPath(path: string): boolean {
  return path === "/en" || path.startsWith(ENGLISH_HOME);
}

export function pathLang(path: string): Lang {
  return isEnglishPath(path) ? "en" : DEFAULT_LANG;
}

/** The same page in both languages, as hreflang and the language switch need it. */
export interface LanguagePair {
  de: string;
  en: string;
}

/**
 * The pair a path belongs to: the fixed table's, or `articlePairs` (German and English article
 * pages, from the English articles' files). Undefined where there is no counterpart, or no English.
 */
export function languagePair(
  path: string,
  config: { languages?: readonly Lang[] | undefined },
  articlePairs: readonly LanguagePair[] = [],
): LanguagePair | undefined {
  if (!hasEnglish(config)) return undefined;
  const pairs: LanguagePair[] = [...englishRoutes.flatMap((route) => (route.germanPath ? [{ de: route.germanPath, en: route.path }] : [])), ...articlePairs];
  const normalised = path === "/en" ? ENGLISH_HOME : path;
  return pairs.find((pair) => pair.de === normalised || pair.en === normalised);
}

/**
 * Where the language switch leads from `path`: the counterpart if there is one, else the other
 * language's home. Undefined when the site has one language.
 */
export function switchTarget(
  path: string,
  config: { languages?: readonly Lang[] | undefined },
  articlePairs: readonly LanguagePair[] = [],
): { lang: Lang; path: string } | undefined {
  if (!hasEnglish(config)) return undefined;
  const lang: Lang = pathLang(path) === "en" ? "de" : "en";
  const pair = languagePair(path, config, articlePairs);
  return { lang, path: pair ? pair[lang] : lang === "en" ? ENGLISH_HOME : homeRoute.path };
}

/**
 * The static paths of an English page file. English pages live in app/pages/[english]/, so one
 * switch in the config decides whether any is built: with German only there is no /en/ at all.
 */
export function englishStaticPaths(config: { languages?: readonly Lang[] | undefined }): { params: { english: "en" } }[] {
  return hasEnglish(config) ? [{ params: { english: "en" } }] : [];
}
