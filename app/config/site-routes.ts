/**
 * The one route table. Navigation, the sitemap, the share images, the perf benchmark and the
 * browser tests all read it; a path is written nowhere else. Each route has one thin file in
 * app/pages/ (Astro's file routing), and app/config/site-routes.test.ts checks that the two agree.
 */

export type GroupSlug = "aerzte" | "anwaelte" | "ingenieure" | "selbststaendige" | "beamte" | "angestellte";

export interface HomeRoute {
  kind: "home";
  path: "/";
  navLabel: string;
}

export interface GroupRoute {
  kind: "group";
  slug: GroupSlug;
  path: `/pkv-${string}`;
  /** The group as it reads after "für": "Nutzen für Ärzte", "PKV für Beamte & Akademiker". */
  groupName: string;
  /** Short label for the compact two-column grid in the mobile menu. */
  shortLabel: string;
}

export interface ToolRoute {
  kind: "tool";
  path: "/pkv-rechner";
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

export type PageRoute = HomeRoute | GroupRoute | ToolRoute | LegalRoute;

export const homeRoute: HomeRoute = { kind: "home", path: "/", navLabel: "Home" };

export const groupRoutes: readonly GroupRoute[] = [
  { kind: "group", slug: "aerzte", path: "/pkv-aerzte", groupName: "Ärzte", shortLabel: "Ärzte" },
  { kind: "group", slug: "anwaelte", path: "/pkv-anwaelte", groupName: "Anwälte", shortLabel: "Anwälte" },
  { kind: "group", slug: "ingenieure", path: "/pkv-ingenieure", groupName: "Ingenieure", shortLabel: "Ingenieure" },
  { kind: "group", slug: "selbststaendige", path: "/pkv-selbststaendige", groupName: "Selbstständige", shortLabel: "Selbstständige" },
  { kind: "group", slug: "beamte", path: "/pkv-beamte", groupName: "Beamte & Akademiker", shortLabel: "Beamte" },
  { kind: "group", slug: "angestellte", path: "/pkv-angestellte", groupName: "Angestellte", shortLabel: "Angestellte" },
];

export const calculatorRoute: ToolRoute = { kind: "tool", path: "/pkv-rechner", navLabel: "PKV-Rechner" };

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

/** Every real, indexable page, in navigation order: they all go into the sitemap. */
export const pageRoutes: readonly PageRoute[] = [homeRoute, ...groupRoutes, calculatorRoute, ...legalRoutes];

export function groupRoute(slug: GroupSlug): GroupRoute {
  const found = groupRoutes.find((candidate) => candidate.slug === slug);
  if (!found) throw new Error(`Unknown group slug: ${slug}`);
  return found;
}

/** Machine-readable files generated from the table at build time. */
export const resourcePaths = ["/sitemap.xml", "/robots.txt"] as const;

/** The German 404 page, built as 404.html and served for every unknown path. */
export const notFoundPath = "/404";

/** Section anchors that the navigation scrolls to on the home page. */
export const sectionIds = { top: "top", about: "about", contact: "versicherungsform" } as const;

/** An id the navigation may scroll to; components set their section ids from `sectionIds`. */
export type SectionId = (typeof sectionIds)[keyof typeof sectionIds];

/** The Erstinformation as a PDF (Textform, § 15 VersVermV), generated at build time from the same data. */
export const firstInformationPdfPath = "/erstinformation.pdf";
