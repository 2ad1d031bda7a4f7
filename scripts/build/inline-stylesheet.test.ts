import { describe, expect, it } from "vitest";
import { parseCss, splitStylesheet } from "./inline-stylesheet";

describe("splitStylesheet", () => {
  it("keeps every rule the checker reads inline, in order, inside its layers", () => {
    const css = "@layer theme,base,utilities;@layer base{a{color:red}b{margin:0}}@layer utilities{.p-4{padding:1rem}@media (min-width:40rem){.sm\\:p-8{padding:2rem}}}";
    expect(splitStylesheet(css)).toEqual({ critical: css, late: "" });
  });

  it("moves Tailwind's @supports fallback block (margin-trim in its condition) to the late sheet whole, behind the licence comment too", () => {
    const fallback = "@supports (((-webkit-hyphens:none)) and (not (margin-trim:block))){*{--tw-shadow:0 0 #0000}}";
    const { critical, late } = splitStylesheet(`/*! tailwindcss */\n@layer properties{${fallback}}a{color:red}`);
    expect(critical).toBe("/*! tailwindcss */\n@layer properties{}a{color:red}");
    expect(late).toBe(`/*! tailwindcss */\n@layer properties{${fallback}}`);
  });

  it("moves only the allow-discrete declaration, keeping the rest of its rule inline, in its layer and media query", () => {
    const css = "@layer components{@media (min-width:1px){dialog.m{position:fixed;transition:transform .22s cubic-bezier(.2, .8, .2, 1), display .22s allow-discrete;inset:0}}}";
    expect(splitStylesheet(css)).toEqual({
      critical: "@layer components{@media (min-width:1px){dialog.m{position:fixed;inset:0}}}",
      late: "@layer components{@media (min-width:1px){dialog.m{transition:transform .22s cubic-bezier(.2, .8, .2, 1), display .22s allow-discrete}}}",
    });
  });

  it("drops the gradient custom properties from transition lists, as no gradient is ever set", () => {
    const css = "@layer utilities{.transition-colors{transition-property:color,--tw-gradient-from,--tw-gradient-via,--tw-gradient-to,opacity;transition-duration:.15s}}";
    expect(splitStylesheet(css).critical).toBe("@layer utilities{.transition-colors{transition-property:color,opacity;transition-duration:.15s}}");
  });

  it("stops the build when a gradient utility appears, instead of silently dropping its transition", () => {
    // Spelt in two parts: Tailwind scans this file too, and a whole class name here would put the utility into the site's CSS.
    const gradientClass = ["bg", "linear-to-r"].join("-");
    expect(() => splitStylesheet(`@layer utilities{.${gradientClass}{--tw-gradient-position:to right}}`)).toThrow(/gradient utility/);
  });

  it("keeps @property and @starting-style inline (the two messages the validity test filters)", () => {
    const css = '@property --tw-x{syntax:"*";inherits:false}@starting-style{dialog[open]{transform:translateX(100%)}}';
    expect(splitStylesheet(css).critical).toBe(css);
  });

  it("is not fooled by braces and semicolons inside strings and comments", () => {
    const css = '.a:before{content:"{;}"}/* } */.b{color:blue}';
    expect(parseCss(css).map((node) => (node.kind === "block" ? node.prelude : node.text))).toEqual([".a:before", "/* } */.b"]);
    expect(splitStylesheet(css).critical).toBe(css);
  });
});
