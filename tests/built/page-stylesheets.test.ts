/**
 * Decision 0057: each page's inline stylesheet keeps only the rules that can match on it
 * (scripts/build/unused-css.ts). What must never go: a rule for a class of the page's own markup,
 * or for a class of the legal texts, which the footer's dialog loads into any page.
 */
import { describe, expect, test } from "vitest";
import { legalRoutes } from "../../app/config/site-routes";
import { allPaths, articlePaths } from "../e2e/site-pages";
import { builtDocument, builtHtml } from "./built-page";

const paths = [...allPaths, ...articlePaths];

/** Every class name a stylesheet's selectors mention, read plainly (not with the build's own parser). */
function classesStyledBy(css: string): Set<string> {
  let selectors = css;
  // Declarations out, innermost first, so nested rules keep their selectors.
  for (let previous = ""; previous !== selectors;) [previous, selectors] = [selectors, selectors.replace(/\{[^{}]*[^{}\s][^{}]*\}/g, "{}")];
  return new Set([...selectors.matchAll(/\.((?:\\.|[\w-])+)/g)].map(([, name]) => name.replace(/\\(.)/g, "$1")));
}

function inlineCss(html: string): string {
  return [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, css]) => css).join("");
}

function classesOf(elements: Iterable<Element>): Set<string> {
  return new Set([...elements].flatMap((element) => [...element.classList]));
}

const styledAnywhere = new Set(paths.flatMap((path) => [...classesStyledBy(inlineCss(builtHtml(path)))]));
const legalBodies = legalRoutes.map((route) => builtDocument(route.path).querySelector("[data-legal-body]"));

describe("each page's own stylesheet", () => {
  test("the legal texts the dialog shows are where the build looks for them", () => {
    for (const body of legalBodies) expect(body?.querySelectorAll("[class]").length).toBeGreaterThan(0);
  });

  for (const path of paths) {
    test(`${path}: is lighter than the site's, and styles every class of its markup and of the legal texts that the site styles`, () => {
      const html = builtHtml(path);
      const ownStyles = classesStyledBy(inlineCss(html));
      const document = builtDocument(path);
      const shown = classesOf(document.querySelectorAll("[class]"));
      if (document.querySelector("dialog.legal-dialog"))
        for (const body of legalBodies) for (const name of classesOf([body!, ...body!.querySelectorAll("*")])) shown.add(name);
      const missing = [...shown].filter((name) => styledAnywhere.has(name) && !ownStyles.has(name));
      expect(missing, `${path}: classes whose rules were dropped`).toEqual([]);
      expect(ownStyles.size, `${path}: some classes are left out`).toBeLessThan(styledAnywhere.size);
    });
  }
});
