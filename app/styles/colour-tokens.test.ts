import { describe, expect, it } from "vitest";
import { colourToken } from "./colour-tokens";

describe("colourToken", () => {
  const css = "@theme {\n  --color-brand-700: #9B1C1C;\n  --color-brand-70: #111111;\n}";

  it("reads the named token, not one whose name it starts", () => {
    expect(colourToken(css, "brand-700")).toBe("#9B1C1C");
    expect(colourToken(css, "brand-70")).toBe("#111111");
  });

  it("refuses a token the stylesheet lacks", () => {
    expect(() => colourToken(css, "accent")).toThrow(/--color-accent not found/);
  });
});
