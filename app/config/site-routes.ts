/**
 * The one route table. Navigation, app/routes.ts, the prerender list and the sitemap all read it;
 * a path is written nowhere else.
 */

export type GroupSlug = "aerzte" | "anwaelte" | "ingenieure" | "selbststaendige" | "beamte" | "angestellte";

export interface HomeRoute {
  kind: "home";
  path: "/";
  /** Route module, relative to app/. */
  file: string;
  navLabel: string;
}

export interface GroupRoute {
  kind: "group";
  slug: GroupSlug;
  path: `/pkv-${string}`;
  file: string;
  /** The group as it reads after "für": "Nutzen für Ärzte", "PKV für Beamte & Akademiker". */
  groupName: string;
  /** Short label for the compact two-column grid in the mobile menu. */
  shortLabel: string;
}

export type PageRoute = HomeRoute | GroupRoute;

export const homeRoute: HomeRoute = { kind: "home", path: "/", file: "pages/home.tsx", navLabel: "Home" };

export const groupRoutes: readonly GroupRoute[] = [
  { kind: "group", slug: "aerzte", path: "/pkv-aerzte", file: "pages/pkv-aerzte.tsx", groupName: "Ärzte", shortLabel: "Ärzte" },
  { kind: "group", slug: "anwaelte", path: "/pkv-anwaelte", file: "pages/pkv-anwaelte.tsx", groupName: "Anwälte", shortLabel: "Anwälte" },
  { kind: "group", slug: "ingenieure", path: "/pkv-ingenieure", file: "pages/pkv-ingenieure.tsx", groupName: "Ingenieure", shortLabel: "Ingenieure" },
  {
    kind: "group",
    slug: "selbststaendige",
    path: "/pkv-selbststaendige",
    file: "pages/pkv-selbststaendige.tsx",
    groupName: "Selbstständige",
    shortLabel: "Selbstständige",
  },
  { kind: "group", slug: "beamte", path: "/pkv-beamte", file: "pages/pkv-beamte.tsx", groupName: "Beamte & Akademiker", shortLabel: "Beamte" },
  {
    kind: "group",
    slug: "angestellte",
    path: "/pkv-angestellte",
    file: "pages/pkv-angestellte.tsx",
    groupName: "Angestellte",
    shortLabel: "Angestellte",
  },
];

/** Every page that is a real, indexable page, in navigation order. */
export const pageRoutes: readonly PageRoute[] = [homeRoute, ...groupRoutes];

export function groupRoute(slug: GroupSlug): GroupRoute {
  const found = groupRoutes.find((candidate) => candidate.slug === slug);
  if (!found) throw new Error(`Unknown group slug: ${slug}`);
  return found;
}

/** Machine-readable files generated from the table; prerendered like the pages. */
export const resourceRoutes = [
  { path: "/sitemap.xml", file: "pages/sitemap-xml.ts" },
  { path: "/robots.txt", file: "pages/robots-txt.ts" },
] as const;

/** The German 404 page is prerendered under this path and served for every unknown path. */
export const notFoundPath = "/404";

/** Section anchors that the navigation scrolls to on the home page. */
export const sectionIds = { top: "top", about: "about", contact: "versicherungsform" } as const;

/** What the prerenderer writes: every page, the 404 page and the generated files. */
export function prerenderPaths(): string[] {
  return [...pageRoutes.map((page) => page.path), notFoundPath, ...resourceRoutes.map((resource) => resource.path)];
}
