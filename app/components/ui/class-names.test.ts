import { describe, expect, it } from "vitest";
import { cn } from "./class-names";

describe("cn", () => {
  it("skips falsy parts and lets a later class of the same kind win", () => {
    expect(cn("px-4", false, null, undefined, "px-6")).toBe("px-6");
    expect(cn("bg-brand-700 text-white", { "bg-white": true })).toBe("text-white bg-white");
  });

  it("knows the theme's own names: a font size and a colour both stay", () => {
    expect(cn("text-display", "text-ink")).toBe("text-display text-ink");
    expect(cn("rounded-control", "rounded-card")).toBe("rounded-card");
    expect(cn("shadow-card", "shadow-header")).toBe("shadow-header");
  });
});
