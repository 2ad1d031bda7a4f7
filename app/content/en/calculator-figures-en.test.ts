import { describe, expect, it } from "vitest";
import { englishFigureRows } from "./calculators";
import figuresText from "./texte/rechengroessen.yaml";
import type { FiguresText } from "~/modules/text-files/figures-schema";
import { currentFigures } from "../statutory-figures";
import { QUOTED_FIGURES, figureSource } from "../figure-notes";

const english = figuresText as FiguresText;
const year = currentFigures.year;

describe("the English calculators' figures (docs/decisions/0073)", () => {
  it("name every figure with the English file's words, the year after it", () => {
    for (const field of QUOTED_FIGURES) expect(figureSource(field, year, english).label).toBe(`${english.sources.names[field]} ${year}`);
    const labels = englishFigureRows.gkvFigureRows(year).map((row) => row.label);
    expect(labels.length).toBeGreaterThan(0);
    for (const label of labels) expect(Object.values(english.sources.names).some((name) => label.startsWith(name))).toBe(true);
  });

  it("print the same sources as the German rows, in English words", () => {
    const englishSources = englishFigureRows.gkvResultSources(year);
    expect(englishSources.map((source) => source.url)).toEqual(englishFigureRows.gkvFigureRows(year).map((row) => row.source.url));
    expect(englishFigureRows.switchCheckResultSources(year).map((source) => source.label)).toEqual(
      englishFigureRows
        .switchCheckFigureRows(year)
        .slice(0, 2)
        .map((row) => row.label),
    );
  });
});
