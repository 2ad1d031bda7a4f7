/**
 * The German entries of the calculator islands in one place, for tests and callers that want
 * them all; the pages import each from ./de/, so each calculator stays its own chunk and loads
 * only when it scrolls into view (decision 0073).
 */
export { germanCalculators } from "./de/language";
export { SwitchCheckDe } from "./de/switch-check";
export { GkvCalculatorDe } from "./de/gkv-calculator";
export { BeihilfeCalculatorDe } from "./de/beihilfe-calculator";
export { RateBasisTableDe } from "./de/rate-basis-table";
