/**
 * The English words of the three calculators (docs/decisions/0073): the English twins of the
 * calculators' owner files (en/texte/rechner-*.yaml, the German files' schemas), made into the same
 * shape as the German copy by the same makers, with the English number formats. Only the English
 * page's islands import this, so no German page downloads a word of it; the Länder names are
 * proper names and stay German.
 */
import * as englishFormats from "~/modules/format-en";
import type { BeihilfeText, CalculatorCommonText, GkvText, SwitchCheckText } from "~/modules/text-files/calculator-schemas";
import { makeBeihilfeCopy, makeBeihilfeHandoverCopy } from "../beihilfe-words";
import { makeCalculatorFigureRows } from "../calculator-figures";
import { makeCalculatorCommon, type CalculatorWords } from "../calculator-words";
import { BUNDESLAND_NAMES } from "~/config/bundeslaender";
import beihilfeText from "./texte/rechner-beihilfe.yaml";
import commonText from "./texte/rechner-gemeinsam.yaml";
import gkvText from "./texte/rechner-gkv.yaml";
import switchText from "./texte/rechner-wechsel.yaml";
import figuresText from "./texte/rechengroessen.yaml";
import type { FiguresText } from "~/modules/text-files/figures-schema";
import { makeGkvCopy, makeGkvHandoverCopy } from "../gkv-words";
import { makeSwitchCheckCopy, makeSwitchCheckHandoverCopy } from "../switch-check-words";

const gkv = makeGkvCopy(gkvText as GkvText, englishFormats);
const beihilfe = makeBeihilfeCopy(beihilfeText as BeihilfeText, gkv);

export const englishCalculatorWords: CalculatorWords = {
  common: makeCalculatorCommon(commonText as CalculatorCommonText, englishFormats),
  switchCheck: makeSwitchCheckCopy(switchText as SwitchCheckText, englishFormats),
  gkv,
  beihilfe,
  handover: {
    switchCheck: makeSwitchCheckHandoverCopy(switchText as SwitchCheckText),
    gkv: makeGkvHandoverCopy(gkvText as GkvText),
    beihilfe: makeBeihilfeHandoverCopy(beihilfeText as BeihilfeText, beihilfe.fields.status.options),
  },
  bundeslandNames: BUNDESLAND_NAMES,
};

/** The figures' rows in English words and formats (the table without JavaScript). */
export const englishFigureRows = makeCalculatorFigureRows(englishCalculatorWords, englishFormats, figuresText as FiguresText);
