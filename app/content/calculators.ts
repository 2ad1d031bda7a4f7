/**
 * Copy of the three calculators on /pkv-rechner (and the group pages that embed them): labels,
 * hints, error messages, result sentences and the line handed to the enquiry wizard. The words
 * are the owner's files texte/rechner-gemeinsam.yaml (what the calculators share, below) and one
 * file per calculator (switch-check-copy.ts, gkv-copy.ts, beihilfe-copy.ts), finished by the
 * build; this module gathers them. Figures are never written in them: texts name them as
 * placeholders filled from statutory-figures.ts (SGB figures) and content/beihilfe/ (Beihilfe
 * rates, one entry per Dienstherr). Each legal statement carries its provision; a sentence with
 * a link is a list of text and sources (`RichText`).
 */
import type { CalculatorId } from "~/config/calculator-ids";
import { BUNDESLAND_NAMES, type BundeslandId } from "~/config/bundeslaender";
import type { HandoverCopy } from "~/modules/enquiry-handover";
import * as germanFormats from "~/modules/format-de";
import type { NumberFormats } from "~/modules/number-formats";
import type { CalculatorCommonText } from "~/modules/text-files/calculator-schemas";
import { beihilfeCopy, beihilfeHandoverCopy, type BeihilfeCopy } from "./beihilfe-copy";
import { filled } from "./calculator-texts";
import { gkvCopy, gkvHandoverCopy, type GkvCopy } from "./gkv-copy";
import { switchCheckCopy, switchCheckHandoverCopy, type SwitchCheckCopy } from "./switch-check-copy";
import text from "./texte/rechner-gemeinsam.yaml";

export { calculatorRuleSources, type FieldErrors, type RichText } from "./calculator-texts";
export { switchCheckCopy, type SwitchCheckCopy, type SwitchFacts, type SwitchNextYearFacts } from "./switch-check-copy";
export { gkvCopy, type GkvCopy, type GkvRateFacts } from "./gkv-copy";
export { beihilfeCopy, type BeihilfeCopy } from "./beihilfe-copy";

export const bundeslandNames: Readonly<Record<BundeslandId, string>> = BUNDESLAND_NAMES;

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
    /** Stands in the result area until every field the result needs is filled: the calculators start empty (issue 25). */
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
    /** Without JavaScript: the calculators say so instead of showing a result (issue 25). */
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

/** The German words the calculators share. */
export const calculatorCommon: CalculatorCommon = /* @__PURE__ */ makeCalculatorCommon(text as CalculatorCommonText, germanFormats);

// ——— Übergabe an die Anfrage ———

export const handoverCopy: HandoverCopy = { switchCheck: switchCheckHandoverCopy, gkv: gkvHandoverCopy, beihilfe: beihilfeHandoverCopy };

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

export const germanCalculatorWords: CalculatorWords = {
  common: calculatorCommon,
  switchCheck: switchCheckCopy,
  gkv: gkvCopy,
  beihilfe: beihilfeCopy,
  handover: handoverCopy,
  bundeslandNames,
};

/**
 * Each calculator's copy by id (app/config/calculator-ids.ts): the page /pkv-rechner, the profession
 * pages' hero action and the guide's links read title and action from here. A new calculator adds
 * its copy module and its entry here; the type makes a missing one an error.
 */
export const calculatorCopies = { switchCheck: switchCheckCopy, gkv: gkvCopy, beihilfe: beihilfeCopy } as const satisfies Record<
  CalculatorId,
  { title: string; pageAction: string }
>;
