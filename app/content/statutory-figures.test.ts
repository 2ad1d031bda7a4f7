import { describe, expect, it } from "vitest";
import { formatEuro } from "~/modules/format-de";
import { figuresFor, figuresOfYear } from "./statutory-figures";

describe("statutory figures", () => {
  it("holds the published figures by year", () => {
    expect(figuresOfYear(2024).versicherungspflichtgrenze).toBe(69_300);
    expect(figuresOfYear(2025).versicherungspflichtgrenze).toBe(73_800);
    expect(figuresOfYear(2026).versicherungspflichtgrenze).toBe(77_400);
    expect(figuresOfYear(2026).beitragsbemessungsgrenze).toBe(69_750);
    expect(figuresOfYear(2026).maxEmployerSubsidyHealth).toBe(508.59);
  });

  it("falls back to the newest known year for a later year, and the oldest for an earlier one", () => {
    expect(figuresFor(2031).year).toBe(2026);
    expect(figuresFor(2019).year).toBe(2024);
    expect(figuresFor(2025).year).toBe(2025);
  });

  it("formats euros the German way with a non-breaking space", () => {
    expect(formatEuro(77_400)).toBe("77.400\u00a0€");
    expect(formatEuro(508.59)).toBe("508,59\u00a0€");
  });
});
