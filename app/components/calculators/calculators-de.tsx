/**
 * The German entries of the calculator islands: each sets the German words, formats and number
 * reading around its calculator (calculator-language.tsx), so a German page's script holds no
 * English word (docs/decisions/0073). The German pages hydrate these, never the calculators bare.
 */
import { makeCalculatorFigureRows } from "~/content/calculator-figures";
import { germanCalculatorWords } from "~/content/calculators";
import * as germanFormats from "~/modules/format-de";
import { germanNumberReader } from "~/modules/german-number";
import { BeihilfeCalculator, type BeihilfeCalculatorProps } from "./beihilfe-calculator";
import { CalculatorLanguageProvider, type CalculatorLanguage } from "./calculator-language";
import { GkvCalculator, type GkvCalculatorProps } from "./gkv-calculator";
import { RateBasisTable } from "./rate-basis-table";
import { SwitchCheck, type SwitchCheckProps } from "./switch-check";

export const germanCalculators: CalculatorLanguage = {
  ...germanCalculatorWords,
  lang: "de",
  format: germanFormats,
  read: germanNumberReader,
  rows: makeCalculatorFigureRows(germanCalculatorWords, germanFormats),
};

export function SwitchCheckDe(props: SwitchCheckProps) {
  return (
    <CalculatorLanguageProvider value={germanCalculators}>
      <SwitchCheck {...props} />
    </CalculatorLanguageProvider>
  );
}

export function GkvCalculatorDe(props: GkvCalculatorProps) {
  return (
    <CalculatorLanguageProvider value={germanCalculators}>
      <GkvCalculator {...props} />
    </CalculatorLanguageProvider>
  );
}

export function BeihilfeCalculatorDe(props: BeihilfeCalculatorProps) {
  return (
    <CalculatorLanguageProvider value={germanCalculators}>
      <BeihilfeCalculator {...props} />
    </CalculatorLanguageProvider>
  );
}

/** Static, outside the island (calculator-island.astro). */
export function RateBasisTableDe() {
  return (
    <CalculatorLanguageProvider value={germanCalculators}>
      <RateBasisTable />
    </CalculatorLanguageProvider>
  );
}
