/** The English entry of the island: its own module, so each calculator's code loads only when it scrolls into view (decision 0073). */
import { CalculatorLanguageProvider } from "../calculator-language";
import { GkvCalculator, type GkvCalculatorProps } from "../gkv-calculator";
import { englishCalculators } from "./language";

export function GkvCalculatorEn(props: GkvCalculatorProps) {
  return (
    <CalculatorLanguageProvider value={englishCalculators}>
      <GkvCalculator {...props} />
    </CalculatorLanguageProvider>
  );
}
