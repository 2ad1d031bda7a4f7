import { YEAR_OPTIONS } from "./calculator-year";
import { useCalculatorLanguage } from "./calculator-language";
import { SelectField } from "./fields";

/** „Jahr“, the first field of every calculator: the years statutory-figures.ts knows. */
export function YearField({ id, year, onChange }: { id: string; year: number; onChange: (year: number) => void }) {
  const { common: calculatorCommon } = useCalculatorLanguage();
  return (
    <SelectField
      id={id}
      label={calculatorCommon.yearLabel}
      hint={calculatorCommon.yearHint}
      value={String(year)}
      onChange={(value) => onChange(Number(value))}
      options={YEAR_OPTIONS}
    />
  );
}
