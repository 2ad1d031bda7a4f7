/**
 * The one route table. Navigation, the sitemap, the share images, the perf benchmark and the
 * browser tests all read it; a path is written nowhere else. Each route has one thin file in
 * app/pages/ (Astro's file routing), and app/config/site-routes.test.ts checks that the two agree.
 * The fixed routes live here, safe for the browser; the profession pages come from their files
 * (app/content/berufe/), and page-routes.ts joins both into `pageRoutes` at build time.
 */

import type { CalculatorId } from "./calculator-ids";

/** A profession page's file name in app/content/berufe/ (without .yaml); its address is /pkv-<slug>. */
export type GroupSlug = string;

export interface HomeRoute {
  kind: "home";
  path: "/";
  navLabel: string;
}

export interface GroupRoute {
  kind: "group";
  slug: GroupSlug;
  path: `/pkv-${string}`;
  /** The profession file, from the project root, for messages that name it. */
  file: string;
  /** Position in the menus and on the home page (1 = first). */
  order: number;
  /** The group as it reads after "für": "Nutzen für Ärzte", "PKV für Beamte & Akademiker". */
  groupName: string;
  /** Short label for the compact two-column grid in the mobile menu. */
  shortLabel: string;
  /**
   * The calculators the page embeds right after its adviser card, in this order (app/pages/pkv-[slug].astro);
   * the hero's primary action leads to the first (docs/decisions/0046).
   */
  calculators: readonly CalculatorId[];
  /** The status the GKV calculator opens with on this page (civil servants and the self-employed pay the GKV differently). */
  gkvStatus?: "angestellt" | "beamte" | "selbststaendig";
  /**
   * Slugs of the guide's articles the page links to (two or three, most relevant first);
   * app/content/ratgeber/ratgeber-content.test.ts checks that each exists.
   */
  relatedArticles: readonly string[];
}

export interface ToolRoute {
  kind: "tool";
  path: "/pkv-rechner";
  navLabel: string;
}

/** The guide's index; its articles live at /ratgeber/<slug> (`articlePath`), one per file of app/content/ratgeber/. */
export interface GuideRoute {
  kind: "guide";
  path: "/ratgeber";
  navLabel: string;
}

/** The glossary: one page, a term per anchor (/glossar#<slug>). */
export interface GlossaryRoute {
  kind: "glossary";
  path: "/glossar";
  navLabel: string;
}

export type LegalSlug = "impressum" | "datenschutz" | "erstinformation";

/** The legal texts: real pages (readable without JavaScript), which the footer's dialogs enhance. */
export interface LegalRoute {
  kind: "legal";
  slug: LegalSlug;
  path: `/${LegalSlug}`;
  navLabel: string;
}

/**
 * The page for those already privately insured (docs/decisions/0070): what § 204 VVG allows,
 * Standard- and Basistarif, relief in old age, the decision on bills and refunds, and the
 * enquiry with the member's questions. Linked from the home page and the menus.
 */
export interface MemberRoute {
  kind: "members";
  path: "/schon-privat-versichert";
  navLabel: string;
}

export type PageRoute = HomeRoute | GroupRoute | MemberRoute | ToolRoute | GuideRoute | GlossaryRoute | LegalRoute;

export const homeRoute: HomeRoute = { kind: "home", path: "/", navLabel: "Home" };

export const memberRoute: MemberRoute = { kind: "members", path: "/schon-privat-versichert", navLabel: "Schon privat versichert?" };

export const calculatorRoute: ToolRoute = { kind: "tool", path: "/pkv-rechner", navLabel: "PKV-Rechner" };

export const guideRoute: GuideRoute = { kind: "guide", path: "/ratgeber", navLabel: "Ratgeber" };

export const glossaryRoute: GlossaryRoute = { kind: "glossary", path: "/glossar", navLabel: "Glossar" };

/** An article's page: /ratgeber/<slug>, the slug being its file name in app/content/ratgeber/. */
export function articlePath(slug: string): `/ratgeber/${string}` {
  return `${guideRoute.path}/${slug}`;
}

/** Whether `path` has the shape of an article's page (the collection decides whether it exists). */
export function isArticlePath(path: string): boolean {
  return /^\/ratgeber\/[a-z0-9]+(?:-[a-z0-9]+)*$/.test(path);
}

/** The guide's RSS feed (app/pages/ratgeber/rss.xml.ts), announced in every page's head. */
export const feedPath = "/ratgeber/rss.xml";

export const legalRoutes: readonly LegalRoute[] = [
  { kind: "legal", slug: "impressum", path: "/impressum", navLabel: "Impressum" },
  { kind: "legal", slug: "datenschutz", path: "/datenschutz", navLabel: "Datenschutz" },
  { kind: "legal", slug: "erstinformation", path: "/erstinformation", navLabel: "Erstinformation" },
];

export function legalRoute(slug: LegalSlug): LegalRoute {
  const found = legalRoutes.find((candidate) => candidate.slug === slug);
  if (!found) throw new Error(`Unknown legal page: ${slug}`);
  return found;
}

/** Machine-readable files generated from the table at build time. */
export const resourcePaths = ["/sitemap.xml", "/robots.txt"] as const;

/** The German 404 page, built as 404.html and served for every unknown path. */
export const notFoundPath = "/404";

/**
 * What the service worker shows offline for an address it has not stored (instead of the
 * browser's error page; the 404 page would wrongly say the page does not exist). Astro builds
 * app/pages/offline.astro as offline/index.html; the build moves it to this file beside
 * 404.html, out of the search index and the sitemap (scripts/build/offline-page.ts).
 */
export const offlinePath = "/offline";
export const offlinePageFile = "offline.html";

/** Section anchors that the navigation scrolls to on the home page. */
export const sectionIds = { top: "top", about: "about", contact: "versicherungsform" } as const;

/** The Erstinformation as a PDF (Textform, § 15 VersVermV), generated at build time from the same data. */
export const firstInformationPdfPath = "/erstinformation.pdf";
