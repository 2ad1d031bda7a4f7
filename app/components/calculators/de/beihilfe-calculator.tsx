/** The German entry of the island: its own module, so each calculator's code loads only when it scrolls into view (decision 0073). */
import { CalculatorLanguageProvider } from "../calculator-language";
import { BeihilfeCalculator, type BeihilfeCalculatorProps } from "../beihilfe-calculator";
import { germanCalculators } from "./language";

export function BeihilfeCalculatorDe(props: BeihilfeCalculatorProps) {
  return (
    <CalculatorLanguageProvider value={germanCalculators}>
      <BeihilfeCalculator {...props} />
    </CalculatorLanguageProvider>
  );
}
