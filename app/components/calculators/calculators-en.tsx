/**
 * The English entries of the calculator islands in one place, for tests and callers that want
 * them all; the pages import each from ./en/, so each calculator stays its own chunk and loads
 * only when it scrolls into view (decision 0073).
 */
export { englishCalculators } from "./en/language";
export { SwitchCheckEn } from "./en/switch-check";
export { GkvCalculatorEn } from "./en/gkv-calculator";
export { BeihilfeCalculatorEn } from "./en/beihilfe-calculator";
export { RateBasisTableEn } from "./en/rate-basis-table";
