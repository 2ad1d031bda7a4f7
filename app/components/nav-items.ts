import { calculatorRoute, guideRoute, sectionIds } from "~/config/site-routes";

/** The three section links of the header, in order (pkv-site-spec.md §2 "Navigation bar"). */
export const sectionNavItems = [
  { label: "Home", section: sectionIds.top },
  { label: "Über mich", section: sectionIds.about },
  { label: "Kontakt", section: sectionIds.contact },
] as const;

/** The menu of the group pages in the header, and the heading of their lists in the mobile menu and the footer. */
export const groupMenuLabel = "PKV Beratung";

/** Pages of their own that the header lists after the group menu. */
export const toolNavItems = [
  { label: calculatorRoute.navLabel, path: calculatorRoute.path },
  { label: guideRoute.navLabel, path: guideRoute.path },
] as const;
