/** The German entry of the island: its own module, so each calculator's code loads only when it scrolls into view (decision 0073). */
import { CalculatorLanguageProvider } from "../calculator-language";
import { GkvCalculator, type GkvCalculatorProps } from "../gkv-calculator";
import { germanCalculators } from "./language";

export function GkvCalculatorDe(props: GkvCalculatorProps) {
  return (
    <CalculatorLanguageProvider value={germanCalculators}>
      <GkvCalculator {...props} />
    </CalculatorLanguageProvider>
  );
}
