import { describe, expect, it } from "vitest";
import { brandMarkClasses, LONG_BRAND } from "./brand-mark";

describe("the wordmark's type for a brand of any length", () => {
  it("wraps inside long words and clips after two lines for every brand", () => {
    for (const brand of ["PKV", "Petersen Krankenversicherungsberatung KG"]) {
      expect(brandMarkClasses(brand).mark).toContain("min-w-0");
      expect(brandMarkClasses(brand).name).toContain("[overflow-wrap:anywhere]");
    }
    const short = brandMarkClasses("PKV-Experte");
    expect(short.mark.split(" ")).toEqual(expect.arrayContaining(["text-lg", "leading-tight"]));
    expect(short.mark).not.toContain("text-base");
    expect(short.name.split(" ")).toEqual(expect.arrayContaining(["line-clamp-2", "hyphens-auto"]));
  });

  it(`sets a brand of ${LONG_BRAND} characters or more a size smaller on phones, on up to three lines`, () => {
    const { mark, name } = brandMarkClasses("Petersen Krankenversicherungsberatung KG");
    expect(mark).toMatch(/\btext-base sm:text-lg\b/);
    expect(mark.split(" ")).toContain("leading-tight");
    expect(name).toMatch(/\bline-clamp-3 sm:line-clamp-2\b/);
  });
});
