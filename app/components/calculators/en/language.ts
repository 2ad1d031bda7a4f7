/**
 * The English calculators' language (calculator-language.tsx, decision 0073): the English words,
 * formats and number reading, and the number fields written into the address in the German page's
 * notation, so a link means the same figures on both pages. No German page imports this.
 */
import { englishCalculatorWords, englishFigureRows } from "~/content/en/calculators";
import { englishNumberReader } from "~/modules/english-number";
import * as englishFormats from "~/modules/format-en";
import { englishFieldFromAddress, englishFieldToAddress } from "~/modules/number-address";
import type { CalculatorLanguage } from "../calculator-language";

export const englishCalculators: CalculatorLanguage = {
  ...englishCalculatorWords,
  lang: "en",
  format: englishFormats,
  read: englishNumberReader,
  rows: englishFigureRows,
  address: { toAddress: englishFieldToAddress, fromAddress: englishFieldFromAddress },
};
