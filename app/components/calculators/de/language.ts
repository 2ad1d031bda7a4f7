/** The German calculators' language: the German words, formats and number reading (calculator-language.tsx, decision 0073). */
import { makeCalculatorFigureRows } from "~/content/calculator-figures";
import { germanCalculatorWords } from "~/content/calculators";
import * as germanFormats from "~/modules/format-de";
import { germanNumberReader } from "~/modules/german-number";
import type { CalculatorLanguage } from "../calculator-language";

export const germanCalculators: CalculatorLanguage = {
  ...germanCalculatorWords,
  lang: "de",
  format: germanFormats,
  read: germanNumberReader,
  rows: makeCalculatorFigureRows(germanCalculatorWords, germanFormats),
};
