import { englishRoute } from "~/config/english-routes";
import { calculatorRoute, guideRoute, memberRoute, sectionIds } from "~/config/site-routes";
import { siteFrame } from "~/content/site-frame";
import { englishSectionCopy } from "~/content/en/english-section";

const { menu } = siteFrame;

/** The three section links of the header, in order (pkv-site-spec.md §2 "Navigation bar"). */
export const sectionNavItems = [
  { label: menu.home, section: sectionIds.top },
  { label: menu.about, section: sectionIds.about },
  { label: menu.contact, section: sectionIds.contact },
] as const;

/** The menu of the group pages in the header, and the heading of their lists in the mobile menu and the footer. */
export const groupMenuLabel = menu.groups;

/** Pages of their own that the header lists after the group menu; first the one for those already privately insured (docs/decisions/0070). */
export const toolNavItems = [
  { label: memberRoute.navLabel, path: memberRoute.path },
  { label: calculatorRoute.navLabel, path: calculatorRoute.path },
  { label: guideRoute.navLabel, path: guideRoute.path },
] as const;

/** The English section's menu (docs/decisions/0073): its pages by the route table, named in the owner's English file. */
export const englishNavItems = (["home", "expats", "calculators", "guide", "glossary"] as const).map((page) => ({
  label: englishSectionCopy.nav[page],
  path: englishRoute(page).path,
}));
