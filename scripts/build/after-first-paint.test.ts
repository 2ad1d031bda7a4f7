import { describe, expect, it } from "vitest";
import type { FirstPaintLoaderInputs } from "../../app/browser/first-paint-loader";
import { SCRIPT_CLICK_TARGETS } from "../../app/browser/script-click-targets";
import { compileFirstPaintLoader, deferUntilFirstPaint } from "./after-first-paint";

const SRC = "/assets/site-layout.astro_astro_type_script_index_0_lang.C0Dz6rcU.js";
const TAG = `<script type="module" src="${SRC}"></script>`;
const MANIFEST_LINK = '<link rel="manifest" href="/manifest.webmanifest">';
const INPUTS: FirstPaintLoaderInputs = { pageScriptSrc: SRC, manifestHref: "/manifest.webmanifest", heldClicks: SCRIPT_CLICK_TARGETS };
const page = (body: string, head = MANIFEST_LINK) => `<html><head>${head}</head><body>${body}</body></html>`;

/** Stands in for the compilation: names the inputs it was given. */
const loaderFor = async (inputs: FirstPaintLoaderInputs) => `loader(${JSON.stringify(inputs)})`;

describe("deferUntilFirstPaint", () => {
  it("puts the loader for the page's script, manifest and held clicks in the place of the page script's tag and keeps the manifest link for browsers without JavaScript", async () => {
    expect(await deferUntilFirstPaint(page(`<main>Text</main>${TAG}`), "/x.html", loaderFor)).toBe(
      page(`<main>Text</main><script type="module">${await loaderFor(INPUTS)}</script>`, `<noscript>${MANIFEST_LINK}</noscript>`),
    );
  });

  it("leaves other module scripts alone", async () => {
    const other = '<script type="module" src="/assets/other.js"></script>';
    expect(await deferUntilFirstPaint(page(`${other}${TAG}`), "/x.html", loaderFor)).toContain(other);
  });

  it("stops the build when a page lacks the page script or the manifest link, or has two", async () => {
    await expect(deferUntilFirstPaint(page(""), "/a/index.html", loaderFor)).rejects.toThrow("/a/index.html: expected one page-script tag, found 0");
    await expect(deferUntilFirstPaint(page(`${TAG}${TAG}`), "/b/index.html", loaderFor)).rejects.toThrow("found 2");
    await expect(deferUntilFirstPaint(page(TAG, ""), "/c/index.html", loaderFor)).rejects.toThrow("/c/index.html: expected one manifest link, found 0");
  });
});

describe("compileFirstPaintLoader", () => {
  it("compiles the loader into one minified module with the page's inputs written in and no import statement; it is smaller than the hand-written string it replaced", async () => {
    const loader = await compileFirstPaintLoader(INPUTS);
    for (const input of Object.values(INPUTS)) expect(loader).toContain(input);
    expect(loader).toContain("import(");
    expect(loader).not.toMatch(/(^|[;}])\s*(import|export)\s*[\w{*"'`]/);
    expect(loader).not.toContain("\n");
    // The string of app/browser/first-paint-loader.ts before it was TypeScript: 1812 bytes with these inputs.
    expect(Buffer.byteLength(loader)).toBeLessThan(1812);
    expect(await compileFirstPaintLoader(INPUTS)).toBe(loader);
  });

  it("accepts only plain site paths, and nothing that would end the inline script", async () => {
    await expect(compileFirstPaintLoader({ ...INPUTS, pageScriptSrc: '/assets/x.js"</script><script>alert(1)//' })).rejects.toThrow(/Not a plain site path/);
    await expect(compileFirstPaintLoader({ ...INPUTS, manifestHref: "https://example.org/m.json" })).rejects.toThrow(/Not a plain site path/);
    // The minifier writes a string's `</script` as `<\/script`; a `<!--` the build refuses.
    expect(await compileFirstPaintLoader({ ...INPUTS, heldClicks: "a[title='</SCRIPT>']" })).not.toMatch(/<\/script/i);
    await expect(compileFirstPaintLoader({ ...INPUTS, heldClicks: "a[title='<!--']" })).rejects.toThrow(/end its inline script/);
  });
});
