/** The German table of what each Dienstherr's rates rest on: static, outside the island. */
import { CalculatorLanguageProvider } from "../calculator-language";
import { RateBasisTable } from "../rate-basis-table";
import { germanCalculators } from "./language";

export function RateBasisTableDe() {
  return (
    <CalculatorLanguageProvider value={germanCalculators}>
      <RateBasisTable />
    </CalculatorLanguageProvider>
  );
}
