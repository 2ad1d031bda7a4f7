import { describe, expect, it } from "vitest";
import { paintFirst, scriptSafeJson } from "./paint-first";

const boot = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-2.js";
window.__reactRouterRouteModules = {"root":route0};
import("/assets/entry.client-3.js");`;

const page = [
  `<!DOCTYPE html><html lang="de"><head><meta charSet="utf-8"/><title>T</title>`,
  `<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-3.js"/>`,
  `<link rel="stylesheet" href="/assets/root-4.css"/></head><body><main><h1>Inhalt</h1></main>`,
  `<script>window.__reactRouterContext = {};</script><script type="module" async="">${boot}</script>`,
  `<script>$RT=1</script></body></html>`,
].join("");

describe("paintFirst", () => {
  const result = paintFirst(page);

  it("removes the modulepreloads and the module script from the HTML", () => {
    expect(result).not.toContain('rel="modulepreload"');
    expect(result).not.toContain('type="module"');
  });

  it("keeps everything else in place", () => {
    expect(result).toContain('<link rel="stylesheet" href="/assets/root-4.css"/></head>');
    expect(result).toContain("<main><h1>Inhalt</h1></main>");
    expect(result).toContain("<script>window.__reactRouterContext = {};</script>");
    expect(result).toContain("<script>$RT=1</script></body>");
  });

  it("hands the preloads and the unchanged boot code to a loader that waits for the first frame", () => {
    const loader = result.match(/<script>\((function[\s\S]*?)\)\((\[.*?\]), ("[\s\S]*?")\);<\/script>/);
    expect(loader).not.toBeNull();
    expect(JSON.parse(loader![2])).toEqual(["/assets/manifest-1.js", "/assets/entry.client-3.js"]);
    expect(JSON.parse(loader![3])).toBe(boot);
    expect(loader![1]).toContain("requestAnimationFrame");
  });

  it("runs the boot code once the frame is painted", () => {
    const appended: Array<{ tag: string; props: Record<string, string> }> = [];
    const element = (tag: string) => {
      const props: Record<string, string> = {};
      appended.push({ tag, props });
      return props;
    };
    const frames: Array<() => void> = [];
    const timers: Array<() => void> = [];
    const loader = result.match(/<script>(\(function[\s\S]*?);<\/script>/)![1];
    const fakeDocument = {
      visibilityState: "visible",
      createElement: element,
      head: { appendChild: () => {} },
      body: { appendChild: () => {} },
    };
    new Function("document", "requestAnimationFrame", "setTimeout", loader)(
      fakeDocument,
      (callback: () => void) => frames.push(callback),
      (callback: () => void) => timers.push(callback),
    );
    expect(appended).toEqual([]);
    frames.forEach((callback) => callback());
    expect(appended).toEqual([]);
    timers.forEach((callback) => callback());
    expect(appended.map((entry) => entry.tag)).toEqual(["link", "link", "script"]);
    expect(appended[2].props).toMatchObject({ type: "module", textContent: boot });
  });

  it("leaves HTML that React Router did not write alone", () => {
    const plain = "<!DOCTYPE html><html><body><p>Offline</p></body></html>";
    expect(paintFirst(plain)).toBe(plain);
  });

  it("stops the build when React Router's output no longer looks as expected", () => {
    expect(() => paintFirst(page.replace(/<link rel="modulepreload"[^>]*>/g, ""), "x.html")).toThrow(/x\.html lacks React Router's modulepreload links/);
    expect(() => paintFirst(page.replace('type="module" async=""', 'type="module"'), "y.html")).toThrow(/inline module boot script/);
  });
});

describe("scriptSafeJson", () => {
  it("cannot close the surrounding script element", () => {
    const json = scriptSafeJson('x</script><!-- y');
    expect(json).not.toContain("</");
    expect(json).not.toContain("<!--");
    expect(JSON.parse(json)).toBe("x</script><!-- y");
  });
});
