/**
 * The visible text of an internal link named by path, as the guide's „Passend dazu“ lists and
 * the profession pages show it. Labels come from the route table, the calculators list and a
 * profession page's name (page-heads.ts), so a renamed page or calculator renames every link to it.
 */
import { calculatorRoute, glossaryRoute, guideRoute, homeRoute, isArticlePath, legalRoutes, memberRoute } from "~/config/site-routes";
import { groupRoutes } from "~/config/page-routes";
import { CALCULATORS } from "./calculator-page";
import { groupPageName } from "./page-heads";

/** `articleTitle` looks up an article by slug; it returns undefined for a slug the collection lacks. */
export function internalLinkLabel(link: string, articleTitle: (slug: string) => string | undefined): string {
  const [path, anchor] = link.split("#");
  if (path === calculatorRoute.path) {
    const calculator = CALCULATORS.find((entry) => entry.anchor === anchor);
    return calculator ? calculator.title : calculatorRoute.navLabel;
  }
  const group = groupRoutes.find((route) => route.path === path);
  if (group) return groupPageName(group.groupName);
  if (path === memberRoute.path) return memberRoute.navLabel;
  if (path === guideRoute.path) return guideRoute.navLabel;
  if (path === glossaryRoute.path) return glossaryRoute.navLabel;
  if (path === homeRoute.path) return homeRoute.navLabel;
  const legal = legalRoutes.find((route) => route.path === path);
  if (legal) return legal.navLabel;
  if (isArticlePath(path)) {
    const title = articleTitle(path.slice(guideRoute.path.length + 1));
    if (title) return title;
  }
  throw new Error(`No page for the link „${link}“`);
}
