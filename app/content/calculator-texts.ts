/**
 * What the calculators' copy modules share (calculators.ts, switch-check-copy.ts, gkv-copy.ts,
 * beihilfe-copy.ts): the provisions behind the rules they state, and how a text from the owner's
 * files (texte/rechner-*.yaml) gets the values a calculator fills when it shows it and its
 * provisions as links. The files' schemas (app/modules/text-files/calculator-schemas.ts) let a
 * field name only the values its module passes, and hold exactly as many „{vorschrift}“ as the
 * module gives it sources, in order.
 */
import { SOURCE_PLACEHOLDER, filledOnThePage } from "~/modules/copy-placeholders";
import type { LegalSource } from "~/modules/figures/figure-types";
import type { GermanNumberProblem } from "~/modules/german-number";
import { provisionUrl } from "./legal-sources";
import { FIGURE_SOURCES } from "./statutory-figures";

/** Text with links to the provisions it cites, in reading order. */
export type RichText = readonly (string | LegalSource)[];

/** What a number field says about text it cannot read; an empty field is no error, the result area asks for it (`missing`). */
export type FieldErrors = Readonly<Record<Exclude<GermanNumberProblem, "empty">, string>>;

/** The values a calculator fills into a text, by placeholder name; numbers as they are written (a year). */
export type Filling = Readonly<Record<string, string | number>>;

/** Provisions behind the rules (not figures) the calculators state. */
export const calculatorRuleSources = {
  versicherungsfreiheitEntgelt: { citation: "§\u00a06 Abs.\u00a01 Nr.\u00a01 SGB\u00a0V", url: provisionUrl("sgbV", "6") },
  versicherungsfreiheitBeamte: { citation: "§\u00a06 Abs.\u00a01 Nr.\u00a02 SGB\u00a0V", url: provisionUrl("sgbV", "6") },
  pflichtBeschaeftigte: { citation: "§\u00a05 Abs.\u00a01 Nr.\u00a01 SGB\u00a0V", url: provisionUrl("sgbV", "5") },
  pflichtLandwirteKuenstler: { citation: "§\u00a05 Abs.\u00a01 Nr.\u00a03 und\u00a04 SGB\u00a0V", url: provisionUrl("sgbV", "5") },
  hauptberuflichSelbststaendig: { citation: "§\u00a05 Abs.\u00a05 SGB\u00a0V", url: provisionUrl("sgbV", "5") },
  befreiungJaeg: { citation: "§\u00a08 Abs.\u00a01 Satz\u00a01 Nr.\u00a01 SGB\u00a0V", url: provisionUrl("sgbV", "8") },
  anschlussversicherung: { citation: "§\u00a0188 Abs.\u00a04 SGB\u00a0V", url: provisionUrl("sgbV", "188") },
  pflegeTragung: { citation: "§\u00a058 Abs.\u00a01 SGB\u00a0XI", url: provisionUrl("sgbXI", "58") },
  beitragsberechnung: { citation: "§\u00a02 Abs.\u00a01 BVV", url: provisionUrl("beitrvv", "2") },
  /** Shares the employee carries alone are computed with surcharge and reductions in one rate (docs/decisions/0018). */
  beitragsberechnungAllein: { citation: "§\u00a02 Abs.\u00a01 Satz\u00a04 BVV", url: provisionUrl("beitrvv", "2") },
  freiwilligeVersicherung: { citation: "§\u00a09 SGB\u00a0V", url: provisionUrl("sgbV", "9") },
  freiwilligeBeitraege: { citation: "§\u00a0240 SGB\u00a0V", url: provisionUrl("sgbV", "240") },
  /** The income of a spouse or partner outside the GKV, counted for a voluntary member; Abs. 5 deducts an amount per common child (docs/decisions/0066). */
  ehegatteneinkommen: { citation: "§\u00a0240 Abs.\u00a05 SGB\u00a0V", url: provisionUrl("sgbV", "240") },
  /** Exemption from compulsory insurance on application; the exempted get the employer's subsidy too (§ 257 Abs. 2 SGB V, docs/decisions/0066). */
  befreiung: { citation: "§\u00a08 Abs.\u00a01 SGB\u00a0V", url: provisionUrl("sgbV", "8") },
  pflegeHalberSatz: { citation: "§\u00a055 Abs.\u00a01 Satz\u00a02 SGB\u00a0XI", url: provisionUrl("sgbXI", "55") },
  uebergangsbereich: FIGURE_SOURCES.uebergangsbereich,
} as const satisfies Record<string, LegalSource>;

/** `template` with the values the calculator fills when it shows it: „Grenze {jahr}“ → „Grenze 2026“. */
export const filled: (template: string, values?: Filling) => string = filledOnThePage;

/** `template` with its values filled and each „{vorschrift}“ replaced by the next of `sources`, as a link. */
export function cited(template: string, sources: readonly LegalSource[], values: Filling = {}): RichText {
  return template
    .split(`{${SOURCE_PLACEHOLDER}}`)
    .flatMap((piece, index): (string | LegalSource)[] => [...(piece ? [filled(piece, values)] : []), ...(index < sources.length ? [sources[index]!] : [])]);
}

/** A number field's messages with the limits the calculator checks against (from field-rules.ts). */
export function fieldErrors(errors: FieldErrors, limits: Filling): FieldErrors {
  return {
    format: filled(errors.format, limits),
    negative: filled(errors.negative, limits),
    decimals: filled(errors.decimals, limits),
    tooSmall: filled(errors.tooSmall, limits),
    tooLarge: filled(errors.tooLarge, limits),
  };
}

/** Each text of a group made into what the copy module shows (a function filling it, a cited text), under the same keys. */
export function each<Key extends string, Made>(texts: Readonly<Record<Key, string>>, make: (template: string) => Made): Record<Key, Made> {
  return Object.fromEntries(Object.entries<string>(texts).map(([key, template]) => [key, make(template)])) as Record<Key, Made>;
}
