/**
 * The favicon goes into every page as a data: URL. Chrome fetches a linked icon (or, without one,
 * /favicon.ico) when the page has loaded, which on a fast connection is before the first frame is
 * on screen; Lighthouse's simulation then counted that request, on a connection of its own, on
 * the way to the largest paint (up to +0,19 s, docs/decisions/0036). The drawing is 295 bytes; /favicon.svg
 * stays for whatever asks for it by name.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { rewriteEveryPage } from "./page-rewrite";

const ICON_LINK = /<link rel="icon" href="(\/[\w.-]+\.svg)" type="image\/svg\+xml">/g;

/** The page with its SVG icon link pointing at the icon itself; an error if the page has none or several. */
export function inlineFavicon(html: string, readSvg: (href: string) => string, page: string): string {
  const links = [...html.matchAll(ICON_LINK)];
  if (links.length !== 1) throw new Error(`${page}: expected one SVG icon link, found ${links.length}`);
  const svg = readSvg(links[0][1]).trim();
  if (!svg.startsWith("<svg")) throw new Error(`${page}: ${links[0][1]} is not an SVG drawing`);
  return html.replace(ICON_LINK, () => `<link rel="icon" href="data:image/svg+xml,${encodeURIComponent(svg)}" type="image/svg+xml">`);
}

/** Rewrites every page, reading each drawing once; returns how many. */
export function inlineFaviconEverywhere(siteDir: string): Promise<number> {
  const drawings = new Map<string, string>();
  const readSvg = (href: string) => {
    if (!drawings.has(href)) drawings.set(href, readFileSync(join(siteDir, href), "utf8"));
    return drawings.get(href)!;
  };
  return rewriteEveryPage(siteDir, (html, page) => inlineFavicon(html, readSvg, page));
}
