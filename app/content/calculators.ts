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
import type { CalculatorCommonText } from "~/modules/text-files/calculator-schemas";
import { makeCalculatorCommon, type CalculatorCommon, type CalculatorWords } from "./calculator-words";
import { beihilfeCopy, beihilfeHandoverCopy } from "./beihilfe-copy";
import { gkvCopy, gkvHandoverCopy } from "./gkv-copy";
import { switchCheckCopy, switchCheckHandoverCopy } from "./switch-check-copy";
import text from "./texte/rechner-gemeinsam.yaml";

export { calculatorRuleSources, type FieldErrors, type RichText } from "./calculator-texts";
export { makeCalculatorCommon, type CalculatorCommon, type CalculatorWords } from "./calculator-words";
export { switchCheckCopy, type SwitchCheckCopy, type SwitchFacts, type SwitchNextYearFacts } from "./switch-check-copy";
export { gkvCopy, type GkvCopy, type GkvRateFacts } from "./gkv-copy";
export { beihilfeCopy, type BeihilfeCopy } from "./beihilfe-copy";

export const bundeslandNames: Readonly<Record<BundeslandId, string>> = BUNDESLAND_NAMES;

/** The German words the calculators share. */
export const calculatorCommon: CalculatorCommon = /* @__PURE__ */ makeCalculatorCommon(text as CalculatorCommonText, germanFormats);

// ——— Übergabe an die Anfrage ———

export const handoverCopy: HandoverCopy = { switchCheck: switchCheckHandoverCopy, gkv: gkvHandoverCopy, beihilfe: beihilfeHandoverCopy };

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
