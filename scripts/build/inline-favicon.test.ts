import { describe, expect, it } from "vitest";
import { inlineFavicon } from "./inline-favicon";

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><path fill="#9b1c1c" d="M16 2z"/></svg>\n';
const LINK = '<link rel="icon" href="/favicon.svg" type="image/svg+xml">';

describe("inlineFavicon", () => {
  it("puts the drawing itself into the icon link, so the browser requests nothing for it", () => {
    const html = inlineFavicon(`<head>${LINK}</head><body></body>`, () => SVG, "/x.html");
    const href = html.match(/href="([^"]+)"/)![1];
    expect(href.startsWith("data:image/svg+xml,")).toBe(true);
    expect(decodeURIComponent(href.slice("data:image/svg+xml,".length))).toBe(SVG.trim());
    expect(html).not.toContain("/favicon.svg");
  });

  it("stops the build when a page has no SVG icon link, or the file is no drawing", () => {
    expect(() => inlineFavicon("<head></head><body></body>", () => SVG, "/a/index.html")).toThrow("/a/index.html: expected one SVG icon link, found 0");
    expect(() => inlineFavicon(`<head>${LINK}</head>`, () => "", "/b/index.html")).toThrow("/favicon.svg is not an SVG drawing");
  });
});
