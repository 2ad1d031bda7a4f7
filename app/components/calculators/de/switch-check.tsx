/** The German entry of the island: its own module, so each calculator's code loads only when it scrolls into view (decision 0073). */
import { CalculatorLanguageProvider } from "../calculator-language";
import { SwitchCheck, type SwitchCheckProps } from "../switch-check";
import { germanCalculators } from "./language";

export function SwitchCheckDe(props: SwitchCheckProps) {
  return (
    <CalculatorLanguageProvider value={germanCalculators}>
      <SwitchCheck {...props} />
    </CalculatorLanguageProvider>
  );
}
