// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { moveToFragment } from "~/modules/calculators/url-state";
import { CALCULATOR_ADDRESS_SCRIPT, CALCULATOR_PREFIXES } from "./calculator-address";

/** Runs the inline script as the page does, on `address`. */
function runAt(address: string): void {
  window.history.replaceState(null, "", address);
  new Function(CALCULATOR_ADDRESS_SCRIPT)();
}

const here = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

afterEach(() => {
  document.body.replaceChildren();
  window.history.replaceState(null, "", "/");
  vi.restoreAllMocks();
});

describe("the calculators' inline address script", () => {
  it("takes the prefixes of all calculators", () => {
    expect(CALCULATOR_PREFIXES).toEqual(["pkv-wechsel", "gkv-beitrag", "beihilfe-rechner"]);
  });

  it.each([
    "/pkv-rechner?pkv-wechsel-jahr=2026&pkv-wechsel-gehalt=85.000&pkv-wechsel-stelle=neu#pkv-wechsel",
    "/pkv-rechner?gkv-beitrag-gehalt=7.083%2C50+%E2%82%AC&quelle=newsletter",
    "/pkv-beamte?beihilfe-rechner-kinder=2&gkv-beitrag-kinder=1#beihilfe-rechner",
    "/pkv-rechner?gkv-beitrag-alter=30#gkv-beitrag?gkv-beitrag-alter=40",
    "/pkv-rechner?quelle=newsletter#pkv-wechsel?pkv-wechsel-gehalt=85.000",
    "/pkv-rechner?pkv-wechselgehalt=1#inhalt",
  ])("moves an old link's input as moveToFragment does: %s", (address) => {
    const url = new URL(address, window.location.origin);
    const expected = moveToFragment(url.search, url.hash, CALCULATOR_PREFIXES);
    runAt(address);
    // Where the query holds no calculator's input, the address stays as it was.
    expect(here()).toBe(expected ? `${url.pathname}${expected.search}${expected.hash}` : `${url.pathname}${url.search}${url.hash}`);
  });

  it("leaves an address in today's form as it is", () => {
    const replace = vi.spyOn(window.history, "replaceState");
    runAt("/pkv-rechner#gkv-beitrag?gkv-beitrag-alter=40");
    // runAt's own call; the script adds none.
    expect(replace).toHaveBeenCalledTimes(1);
  });

  it("scrolls to the anchor's element when input follows the anchor, which the browser cannot find by itself", () => {
    const section = document.createElement("section");
    section.id = "gkv-beitrag";
    document.body.append(section);
    section.scrollIntoView = vi.fn<(options?: ScrollIntoViewOptions) => void>();
    runAt("/pkv-rechner#gkv-beitrag?gkv-beitrag-alter=40");
    expect(section.scrollIntoView).toHaveBeenCalledWith({ behavior: "instant" });
  });

  it("scrolls also after moving an old link's input behind its anchor", () => {
    const section = document.createElement("section");
    section.id = "pkv-wechsel";
    document.body.append(section);
    section.scrollIntoView = vi.fn<(options?: ScrollIntoViewOptions) => void>();
    runAt("/pkv-rechner?pkv-wechsel-gehalt=85.000#pkv-wechsel");
    expect(section.scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it("leaves the scrolling to the browser for a plain anchor, and scrolls nowhere without an anchor", () => {
    const section = document.createElement("section");
    section.id = "gkv-beitrag";
    document.body.append(section);
    section.scrollIntoView = vi.fn<(options?: ScrollIntoViewOptions) => void>();
    runAt("/pkv-rechner#gkv-beitrag");
    runAt("/pkv-rechner#?gkv-beitrag-alter=40");
    expect(section.scrollIntoView).not.toHaveBeenCalled();
  });

  it("keeps the reader's place on a reload and on the way back", () => {
    const section = document.createElement("section");
    section.id = "gkv-beitrag";
    document.body.append(section);
    section.scrollIntoView = vi.fn<(options?: ScrollIntoViewOptions) => void>();
    for (const type of ["reload", "back_forward"]) {
      vi.spyOn(performance, "getEntriesByType").mockReturnValue([{ type } as PerformanceNavigationTiming]);
      runAt("/pkv-rechner#gkv-beitrag?gkv-beitrag-alter=40");
    }
    expect(section.scrollIntoView).not.toHaveBeenCalled();
  });

  it("can stand in an inline script", () => {
    expect(CALCULATOR_ADDRESS_SCRIPT).not.toMatch(/<\/script|<!--/i);
  });
});
