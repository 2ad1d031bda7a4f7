/**
 * The favicon goes into every page as a data: URL. Chrome fetches a linked icon (or, without one,
 * /favicon.ico) when the page has loaded, which on a fast connection is before the first frame is
 * on screen; Lighthouse's simulation then counted that request, on a connection of its own, on
 * the way to the largest paint (up to +0,19 s, issue 19). The drawing is 295 bytes; /favicon.svg
 * stays for whatever asks for it by name.
 */
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { filesUnder } from "../lib/files-under.mjs";

const ICON_LINK = /<link rel="icon" href="(\/[\w.-]+\.svg)" type="image\/svg\+xml">/g;

/** The page with its SVG icon link pointing at the icon itself; an error if the page has none or several. */
export function inlineFavicon(html: string, readSvg: (href: string) => string, page: string): string {
  const links = [...html.matchAll(ICON_LINK)];
  if (links.length !== 1) throw new Error(`${page}: expected one SVG icon link, found ${links.length}`);
  const svg = readSvg(links[0][1]).trim();
  if (!svg.startsWith("<svg")) throw new Error(`${page}: ${links[0][1]} is not an SVG drawing`);
  return html.replace(ICON_LINK, () => `<link rel="icon" href="data:image/svg+xml,${encodeURIComponent(svg)}" type="image/svg+xml">`);
}

/** Rewrites every page that has a body (all are built from the one layout); returns how many. */
export async function inlineFaviconEverywhere(siteDir: string): Promise<number> {
  const drawings = new Map<string, string>();
  for (const file of filesUnder(siteDir, (name) => name.endsWith(".html"))) {
    const html = await readFile(file, "utf8");
    if (!html.includes("<body")) continue;
    for (const [, href] of html.matchAll(ICON_LINK)) if (!drawings.has(href)) drawings.set(href, await readFile(join(siteDir, href), "utf8"));
  }
  let pages = 0;
  for (const file of filesUnder(siteDir, (name) => name.endsWith(".html"))) {
    const html = await readFile(file, "utf8");
    if (!html.includes("<body")) continue;
    await writeFile(file, inlineFavicon(html, (href) => drawings.get(href) ?? "", file.slice(siteDir.length)));
    pages++;
  }
  return pages;
}
