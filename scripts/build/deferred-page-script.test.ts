import { describe, expect, it } from "vitest";
import { pageScriptLoader } from "../../app/browser/page-script-loader";
import { deferPageScript } from "./deferred-page-script";

const SRC = "/assets/site-layout.astro_astro_type_script_index_0_lang.C0Dz6rcU.js";
const TAG = `<script type="module" src="${SRC}"></script>`;

describe("deferPageScript", () => {
  it("puts the loader of the same file in the place of the page script's tag", () => {
    const html = `<html><body><main>Text</main>${TAG}</body></html>`;
    expect(deferPageScript(html, "/x.html")).toBe(`<html><body><main>Text</main><script type="module">${pageScriptLoader(SRC)}</script></body></html>`);
  });

  it("leaves other module scripts alone", () => {
    const other = '<script type="module" src="/assets/other.js"></script>';
    expect(deferPageScript(`<body>${other}${TAG}</body>`, "/x.html")).toContain(other);
  });

  it("stops the build when a page has no page script, or two", () => {
    expect(() => deferPageScript("<body></body>", "/a/index.html")).toThrow("/a/index.html: expected one page-script tag, found 0");
    expect(() => deferPageScript(`<body>${TAG}${TAG}</body>`, "/b/index.html")).toThrow("found 2");
  });
});
