/**
 * What the calculators share, in either language (decision 0073): the maker of their common words
 * from one language's texte/rechner-gemeinsam.yaml (or its English twin) and that language's
 * formats, and the shape of all their words in one language. No owner file is imported here, so
 * the English islands take the makers without the German words.
 */
import type { BundeslandId } from "~/config/bundeslaender";
import type { HandoverCopy } from "~/modules/enquiry-handover";
import type { NumberFormats } from "~/modules/number-formats";
import type { CalculatorCommonText } from "~/modules/text-files/calculator-schemas";
import type { BeihilfeCopy } from "./beihilfe-words";
import { filled } from "./calculator-texts";
import type { GkvCopy } from "./gkv-words";
import type { SwitchCheckCopy } from "./switch-check-words";

/**
 * `labels` holds, among others: `newTab`, read after every link that opens a new tab;
 * `handoverNotStored` (storage blocked, the wizard on this page: it shows the result, but only
 * until the page is left) and `handoverFailed` (no wizard on this page: the result cannot reach
 * another page's); `chooseOption`, the first option of a select that starts without a choice
 * (the Dienstherr: the calculators start empty); `fixInput`, in the result area while a field
 * holds something the calculator cannot read; `loading`, in the result area until the island has
 * hydrated (a slow connection: the fields can be typed into, nothing is computed yet, decision 0068); `share`, „Link kopieren“: the address with the
 * input, so a result can be reloaded, bookmarked and shared (`failed`: the browser would not copy,
 * the link to copy by hand).
 */
export function makeCalculatorCommon(t: CalculatorCommonText, { formatList }: Pick<NumberFormats, "formatList">) {
  /** Splits „… aus: {link}.“ around the link the page puts there. */
  const [enquiryBefore = "", enquiryAfter = ""] = t.noScript.enquiry.split("{link}");
  const { missing, pay, noScript, print, ...labels } = t;
  return {
    ...labels,
    /** Stands in the result area until every field the result needs is filled: the calculators start empty (docs/decisions/0047). */
    missing: (names: readonly string[]) => filled(names.length === 1 ? missing.one : missing.many, { angaben: formatList(names) }),
    /** Pay in the period the question needs, the other period beside it, and the questions back (pay-period.ts). */
    pay: {
      yearWithMonth: ({ annual, monthly }: { annual: string; monthly: string }) => filled(pay.yearWithMonth, { jahresgehalt: annual, monatsgehalt: monthly }),
      monthWithYear: ({ monthly, annual }: { monthly: string; annual: string }) => filled(pay.monthWithYear, { monatsgehalt: monthly, jahresgehalt: annual }),
      englishThousands: ({ suggested }: { suggested: string }) => filled(pay.englishThousands, { vorschlag: suggested }),
      monthlyInYearField: ({ typed, suggested }: { typed: string; suggested: string }) =>
        filled(pay.monthlyInYearField, { eingabe: typed, vorschlag: suggested }),
      yearlyInMonthField: ({ typed, suggested }: { typed: string; suggested: string }) =>
        filled(pay.yearlyInMonthField, { eingabe: typed, vorschlag: suggested }),
      apply: ({ suggested }: { suggested: string }) => filled(pay.apply, { vorschlag: suggested }),
    },
    /** Without JavaScript: the calculators say so instead of showing a result (docs/decisions/0047). */
    noScript: {
      /** The provision of each figure stands under its name. */
      columns: noScript.columns,
      /** Once per page, under the first calculator: the enquiry section's contact links work without a script. */
      enquiryBefore,
      enquiryLink: noScript.enquiryLink,
      enquiryAfter,
    },
    /** Only on paper: when and with which figures it was computed, and where they are laid down. */
    print: { ...print, computed: ({ date, year }: { date: string; year: number }) => filled(print.computed, { datum: date, jahr: year }) },
  } as const;
}

export type CalculatorCommon = ReturnType<typeof makeCalculatorCommon>;

/**
 * Every word the three calculators show, in one language: the value an island's language context
 * carries (app/components/calculators/calculator-language.tsx, decision 0073). The German one is
 * built here, the English one in calculators-en.ts, so neither page's script holds the other's.
 */
export interface CalculatorWords {
  common: CalculatorCommon;
  switchCheck: SwitchCheckCopy;
  gkv: GkvCopy;
  beihilfe: BeihilfeCopy;
  handover: HandoverCopy;
  /** The Länder by name: proper names, German in both languages. */
  bundeslandNames: Readonly<Record<BundeslandId, string>>;
}
