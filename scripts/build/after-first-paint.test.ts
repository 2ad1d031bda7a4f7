import { describe, expect, it } from "vitest";
import { firstPaintLoader } from "../../app/browser/first-paint-loader";
import { SCRIPT_CLICK_TARGETS } from "../../app/browser/script-click-targets";
import { deferUntilFirstPaint } from "./after-first-paint";

const SRC = "/assets/site-layout.astro_astro_type_script_index_0_lang.C0Dz6rcU.js";
const TAG = `<script type="module" src="${SRC}"></script>`;
const MANIFEST_LINK = '<link rel="manifest" href="/manifest.webmanifest">';
const page = (body: string, head = MANIFEST_LINK) => `<html><head>${head}</head><body>${body}</body></html>`;

describe("deferUntilFirstPaint", () => {
  it("puts the loader in the place of the page script's tag and keeps the manifest link for browsers without JavaScript", () => {
    expect(deferUntilFirstPaint(page(`<main>Text</main>${TAG}`), "/x.html")).toBe(
      page(
        `<main>Text</main><script type="module">${firstPaintLoader({ pageScriptSrc: SRC, manifestHref: "/manifest.webmanifest", heldClicks: SCRIPT_CLICK_TARGETS })}</script>`,
        `<noscript>${MANIFEST_LINK}</noscript>`,
      ),
    );
  });

  it("leaves other module scripts alone", () => {
    const other = '<script type="module" src="/assets/other.js"></script>';
    expect(deferUntilFirstPaint(page(`${other}${TAG}`), "/x.html")).toContain(other);
  });

  it("stops the build when a page lacks the page script or the manifest link, or has two", () => {
    expect(() => deferUntilFirstPaint(page(""), "/a/index.html")).toThrow("/a/index.html: expected one page-script tag, found 0");
    expect(() => deferUntilFirstPaint(page(`${TAG}${TAG}`), "/b/index.html")).toThrow("found 2");
    expect(() => deferUntilFirstPaint(page(TAG, ""), "/c/index.html")).toThrow("/c/index.html: expected one manifest link, found 0");
  });
});
