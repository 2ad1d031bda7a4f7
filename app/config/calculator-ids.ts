/**
 * The calculators by id, with the section id each has on /pkv-rechner (the target of links such
 * as /pkv-rechner#gkv-beitrag). Ids and anchors only, no copy: the route table, the profession
 * files (which name the calculators they embed) and the guide's link check read them here, below
 * the copy; app/content/calculator-page.ts adds the titles and the page order.
 */
export const CALCULATOR_ANCHORS = { switchCheck: "pkv-wechsel", gkv: "gkv-beitrag", beihilfe: "beihilfe-rechner" } as const;

export type CalculatorId = keyof typeof CALCULATOR_ANCHORS;

export const CALCULATOR_IDS = Object.keys(CALCULATOR_ANCHORS) as readonly CalculatorId[];

/**
 * The member page's decision „Rechnung einreichen oder Rückerstattung behalten?“ (docs/decisions/0070):
 * a calculator's section id and input prefix, but none of /pkv-rechner's calculators, so not in the list above.
 */
export const REFUND_CHECK_ANCHOR = "rechnung-oder-rueckerstattung";
