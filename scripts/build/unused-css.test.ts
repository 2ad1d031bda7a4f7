import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { containsWord, dropUnusedRules, isSharedPage, pageSources, requiredClasses, withoutUnusedCustomProperties, withoutUnusedRules } from "./unused-css";

const present = (...names: string[]) => (name: string) => names.includes(name);

// Only made-up class names: Tailwind scans this file too, and a utility's name here would put its rule into the site's CSS.
describe("requiredClasses", () => {
  it("reads escaped class names", () => {
    expect(requiredClasses(".hover\\:lede:hover")).toEqual([["hover:lede"]]);
    expect(requiredClasses(".lede-\\[60\\]")).toEqual([["lede-[60]"]]);
    expect(requiredClasses(".lede-0\\.5,.lede-1\\/2")).toEqual([["lede-0.5"], ["lede-1/2"]]);
    expect(requiredClasses(".\\32 col\\:lede")).toEqual([["2col:lede"]]);
    expect(requiredClasses(".\\[\\&\\:not\\(\\[hidden\\]\\)\\]\\:lede:not([hidden])")).toEqual([["[&:not([hidden])]:lede"]]);
  });

  it("requires only the classes outside parentheses and brackets, per selector of the list", () => {
    expect(requiredClasses(".pack-hover\\:lede:is(:where(.pack):hover *)")).toEqual([["pack-hover:lede"]]);
    expect(requiredClasses(".a:not(.b) .c,:is(.d,.e)")).toEqual([["a", "c"], []]);
    expect(requiredClasses('a[href=".pdf"],dialog.legal-dialog>div')).toEqual([[], ["legal-dialog"]]);
  });
});

describe("withoutUnusedRules", () => {
  it("drops a rule whose class occurs nowhere, inside its layer and media query, and an emptied media query", () => {
    const css = "@layer utilities{.lede{margin-top:.5rem}.note{margin-top:1rem}@media (width>=40rem){.wide\\:note{margin-top:2rem}}}";
    expect(withoutUnusedRules(css, present("lede"))).toBe("@layer utilities{.lede{margin-top:.5rem}}");
  });

  it("keeps a rule when one selector of its list can match, and a rule that needs two classes only when both occur", () => {
    expect(withoutUnusedRules(".a,.b{color:red}", present("b"))).toBe(".a,.b{color:red}");
    expect(withoutUnusedRules(".a .b{color:red}", present("b"))).toBe("");
    expect(withoutUnusedRules(".a .b{color:red}", present("a", "b"))).toBe(".a .b{color:red}");
  });

  it("keeps rules without a class, other at-rules, nested rules of a kept rule, and every layer, empty or not", () => {
    const css =
      '@layer properties{}@layer base{html,:host{line-height:1.5}[hidden]{display:none}}@layer components{.gone{color:red}}@keyframes appear{0%{opacity:0}}@property --lede-x{syntax:"*";inherits:false}.hover\\:x{&:hover{@media (hover:hover){color:red}}}';
    expect(withoutUnusedRules(css, present("hover:x"))).toBe(css.replace(".gone{color:red}", ""));
  });
});

describe("withoutUnusedCustomProperties", () => {
  it("drops a registration and a design token nothing reads, keeping what a rule, another token or the page reads", () => {
    const css =
      '@property --lede-shade{syntax:"*";inherits:false;initial-value:0 0 #0000}@property --lede-blur{syntax:"*";inherits:false}@layer theme{:root,:host{--lede-font:ui-sans-serif;--lede-default-font:var(--lede-font);--lede-red:#b42323;--lede-chart:#123456}}@layer base{html{font-family:var(--lede-default-font)}}@layer utilities{.heavy{--lede-blur:1px;font-weight:700}.lifted{box-shadow:var(--lede-shade)}}';
    expect(withoutUnusedCustomProperties(css, (name) => name === "--lede-chart")).toBe(
      '@property --lede-shade{syntax:"*";inherits:false;initial-value:0 0 #0000}@layer theme{:root,:host{--lede-font:ui-sans-serif;--lede-default-font:var(--lede-font);--lede-chart:#123456}}@layer base{html{font-family:var(--lede-default-font)}}@layer utilities{.heavy{--lede-blur:1px;font-weight:700}.lifted{box-shadow:var(--lede-shade)}}',
    );
  });

  it("drops a token read only by another dropped token, and keeps one a transition list names", () => {
    const css = "@layer theme{:root,:host{--a:1px;--b:var(--a);--c:2px}}.t{transition-property:--c}";
    expect(withoutUnusedCustomProperties(css, () => false)).toBe("@layer theme{:root,:host{--c:2px}}.t{transition-property:--c}");
  });
});

describe("containsWord", () => {
  it("finds a class as a whole word of markup or a script, not inside a longer name", () => {
    expect(containsWord('<p class="note lede-header">', "lede")).toBe(false);
    expect(containsWord('<p class="note lede-header">', "lede-header")).toBe(true);
    expect(containsWord('className:"lede note"', "lede")).toBe(true);
    expect(containsWord('`lede${wide ? " note" : ""}`', "lede")).toBe(true);
    expect(containsWord("lede-muted", "lede")).toBe(false);
  });
});

describe("isSharedPage", () => {
  it("marks the pages whose legal text the footer's dialog shows on any page", () => {
    expect(isSharedPage('<div data-legal-body="" class="lede">')).toBe(true);
    expect(isSharedPage("<p>data-legal-body-free text</p>")).toBe(false);
  });
});

describe("dropUnusedRules on a built site", () => {
  let siteDir = "";
  afterEach(() => rmSync(siteDir, { recursive: true, force: true }));

  function site(files: Record<string, string>) {
    siteDir = mkdtempSync(join(tmpdir(), "unused-css-"));
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(join(siteDir, path, ".."), { recursive: true });
      writeFileSync(join(siteDir, path), text);
    }
  }

  const css = ".a{color:red}.b{color:blue}.c{color:green}.d{color:gray}.legal{margin:0}.\\[\\&_a\\]\\:lede a{text-decoration:underline}.e{--x:1}";
  const page = (body: string) => `<!doctype html><html><head><style>${css}</style></head><body>${body}</body></html>`;

  it("keeps the rules of the page's classes, of the scripts it loads and imports on demand, and of the legal texts; drops the rest", async () => {
    site({
      "assets/page.js": 'import("./search.js");el.className="b"',
      "assets/search.js": 'item.className="c"',
      "assets/calculator.js": 'x.className="d"',
      "index.html": page('<p class="a [&amp;_a]:lede">x</p><script type="module" src="/assets/page.js"></script>'),
      "impressum/index.html": page('<div data-legal-body="" class="legal">Impressum</div>'),
    });
    expect(await dropUnusedRules(siteDir)).toMatchObject({ pages: 2 });
    const home = readFileSync(join(siteDir, "index.html"), "utf8");
    expect(home).toContain("<style>.a{color:red}.b{color:blue}.c{color:green}.legal{margin:0}.\\[\\&_a\\]\\:lede a{text-decoration:underline}</style>");
    expect(readFileSync(join(siteDir, "impressum/index.html"), "utf8")).toContain("<style>.legal{margin:0}</style>");
  });

  it("finds the scripts a page can load through the chunks that name them", () => {
    site({ "assets/a.js": 'import"./b.js"', "assets/b.js": 'import("./c.js")', "assets/c.js": "", "assets/d.js": "", "x.html": "" });
    const sources = pageSources(siteDir, [])('<script type="module" src="/assets/a.js"></script>');
    expect(sources.mentions("./c.js")).toBe(true);
    expect(sources.mentions("d.js")).toBe(false);
  });
});
