/**
 * The language a calculator island speaks: its words, its number formats, how its fields read a
 * typed number and how it writes that number into the address. Set once per island by its
 * language's entry (calculators-de.tsx, calculators-en.tsx), so a German page's script carries no
 * English word and the English page's none of the German copy (docs/decisions/0073). Everything
 * under the entry reads it with `useCalculatorLanguage`.
 */
import { createContext, useContext, type ReactNode } from "react";
import type { Lang } from "~/config/languages";
import type { CalculatorFigureRows } from "~/content/calculator-figures";
import type { CalculatorWords } from "~/content/calculators";
import type { GermanNumberRules, NumberReader } from "~/modules/german-number";
import type { NumberFormats } from "~/modules/number-formats";

/**
 * How a number field's text stands in the address, so a link means the same on both pages and the
 * language switch can carry it: the address holds the German page's notation („85.000“, „2,9“), as
 * every link made before the English section does. Absent on the German page (the text as typed).
 */
export interface AddressNotation {
  /** The field's text as the address holds it. */
  toAddress: (text: string, rules: GermanNumberRules) => string;
  /** An address's text as the field shows it. */
  fromAddress: (text: string, rules: GermanNumberRules) => string;
}

export interface CalculatorLanguage extends CalculatorWords {
  lang: Lang;
  format: NumberFormats;
  read: NumberReader;
  rows: CalculatorFigureRows;
  address?: AddressNotation;
}

const CalculatorLanguageContext = createContext<CalculatorLanguage | null>(null);

export function CalculatorLanguageProvider({ value, children }: { value: CalculatorLanguage; children: ReactNode }) {
  return <CalculatorLanguageContext value={value}>{children}</CalculatorLanguageContext>;
}

/** The island's language; a calculator rendered without its language's entry is a programming error. */
export function useCalculatorLanguage(): CalculatorLanguage {
  const language = useContext(CalculatorLanguageContext);
  if (!language) throw new Error("A calculator needs its language's entry (calculators-de.tsx or calculators-en.tsx) around it.");
  return language;
}
