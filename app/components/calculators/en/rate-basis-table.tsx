/** The English table of what each Dienstherr's rates rest on: static, outside the island. */
import { CalculatorLanguageProvider } from "../calculator-language";
import { RateBasisTable } from "../rate-basis-table";
import { englishCalculators } from "./language";

export function RateBasisTableEn() {
  return (
    <CalculatorLanguageProvider value={englishCalculators}>
      <RateBasisTable />
    </CalculatorLanguageProvider>
  );
}
