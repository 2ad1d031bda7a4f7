/**
 * The English entries of the calculator islands, for /en/calculators: each sets the English words,
 * formats and number reading around its calculator (calculator-language.tsx), and writes its
 * number fields into the address in the German page's notation so a link means the same figures
 * on both pages (decision 0073). No German page imports this file.
 */
import { englishCalculatorWords, englishFigureRows } from "~/content/en/calculators";
import { englishNumberReader } from "~/modules/english-number";
import * as englishFormats from "~/modules/format-en";
import { englishFieldFromAddress, englishFieldToAddress } from "~/modules/number-address";
import { BeihilfeCalculator, type BeihilfeCalculatorProps } from "./beihilfe-calculator";
import { CalculatorLanguageProvider, type CalculatorLanguage } from "./calculator-language";
import { GkvCalculator, type GkvCalculatorProps } from "./gkv-calculator";
import { RateBasisTable } from "./rate-basis-table";
import { SwitchCheck, type SwitchCheckProps } from "./switch-check";

export const englishCalculators: CalculatorLanguage = {
  ...englishCalculatorWords,
  lang: "en",
  format: englishFormats,
  read: englishNumberReader,
  rows: englishFigureRows,
  address: { toAddress: englishFieldToAddress, fromAddress: englishFieldFromAddress },
};

export function SwitchCheckEn(props: SwitchCheckProps) {
  return (
    <CalculatorLanguageProvider value={englishCalculators}>
      <SwitchCheck {...props} />
    </CalculatorLanguageProvider>
  );
}

export function GkvCalculatorEn(props: GkvCalculatorProps) {
  return (
    <CalculatorLanguageProvider value={englishCalculators}>
      <GkvCalculator {...props} />
    </CalculatorLanguageProvider>
  );
}

export function BeihilfeCalculatorEn(props: BeihilfeCalculatorProps) {
  return (
    <CalculatorLanguageProvider value={englishCalculators}>
      <BeihilfeCalculator {...props} />
    </CalculatorLanguageProvider>
  );
}

/** Static, outside the island. */
export function RateBasisTableEn() {
  return (
    <CalculatorLanguageProvider value={englishCalculators}>
      <RateBasisTable />
    </CalculatorLanguageProvider>
  );
}
