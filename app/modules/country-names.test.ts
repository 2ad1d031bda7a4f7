import { describe, expect, it } from "vitest";
import { inCountry } from "./country-names";

describe("a company's seat, named the way German says it", () => {
  it.each([
    ["Deutschland", "in Deutschland"],
    ["Österreich", "in Österreich"],
    [" Irland ", "in Irland"],
    ["Niederlande", "in den Niederlanden"],
    ["Slowakei", "in der Slowakei"],
    ["Norwegen", "in Norwegen"],
    ["Schweiz", "in der Schweiz"],
    ["Vereinigtes Königreich", "im Vereinigten Königreich"],
    ["USA", "in den USA"],
    ["US", "in den USA"],
    ["Vereinigte Staaten", "in den Vereinigten Staaten"],
    ["Vereinigte Staaten von Amerika", "in den Vereinigten Staaten von Amerika"],
    ["Kanada", "in Kanada"],
  ])("%s → %s", (country, phrase) => {
    expect(inCountry(country)).toBe(phrase);
  });
});
