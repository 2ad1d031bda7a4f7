/**
 * The built site read as files: checks of what the build wrote (text, links, structured data)
 * need no browser, so they run in Vitest over build/site (`npm run test:built`, after the build)
 * instead of costing a Chromium page each in the Playwright suite (docs/decisions/0052: CI under 25 minutes).
 */
import { readFileSync } from "node:fs";
import { JSDOM } from "jsdom";

const SITE_FOLDER = new URL("../../build/site/", import.meta.url);

/** The HTML the build wrote for a route path ("/", "/pkv-beamte", "/ratgeber/…"). */
export function builtHtml(path: string): string {
  const file = path === "/" ? "index.html" : `${path.replace(/^\/|\/$/g, "")}/index.html`;
  return readFileSync(new URL(file, SITE_FOLDER), "utf8");
}

/** The page as a document without scripts run: what a visitor without JavaScript gets. */
export function builtDocument(path: string): Document {
  return new JSDOM(builtHtml(path), { url: `http://localhost${path}` }).window.document;
}

/** Any file the build wrote, by its URL path ("/sitemap.xml", "/og/….png"). */
export function builtFile(urlPath: string): Buffer {
  return readFileSync(new URL(urlPath.replace(/^\//, ""), SITE_FOLDER));
}
