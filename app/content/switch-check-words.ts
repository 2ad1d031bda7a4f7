/**
 * „Darf ich in die PKV wechseln?“: the switch check's copy made from one language's owner file
 * (texte/rechner-wechsel.yaml or en/texte/rechner-wechsel.yaml, finished by the build) and that
 * language's formats; no file is imported here, so each language's islands carry only their own
 * words (switch-check-copy.ts makes the German one, calculators-en.ts the English, decision 0073). This module adds what is no wording: the
 * provisions each sentence links, the values each text is filled with (the year chosen, the pay
 * typed, the limits, „Sozialversicherungsrechengrößen-Verordnung 2026“), the field's upper bound
 * from field-rules.ts. Figures come in formatted from the result, never from the file.
 */
import { ANNUAL_PAY_RULES } from "~/modules/calculators/field-rules";
import type { EmployeeReason, Employment, JobKind, Verdict } from "~/modules/calculators/switch-check-rules";
import type { HandoverCopy } from "~/modules/enquiry-handover";
import type { NumberFormats } from "~/modules/number-formats";
import type { LegalSource } from "~/modules/figures/figure-types";
import type { SwitchCheckText } from "~/modules/text-files/calculator-schemas";
import { calculatorRuleSources as rules, cited, each, fieldErrors, filled, type RichText } from "./calculator-texts";
import { FIGURE_SOURCES, rechengroessenVerordnung } from "./statutory-figures";

export interface SwitchFacts {
  year: number;
  nextYear: number;
  /** All amounts formatted, e.g. „77.400 €“. */
  pay: string;
  limit: string;
  shortfall: string;
}

export interface SwitchNextYearFacts extends SwitchFacts {
  nextLimit: string;
}

/** What a switch-check text may name ({jahr}, {gehalt} …), from the facts of the result shown. */
function facts(f: SwitchFacts & Partial<SwitchNextYearFacts>) {
  return {
    jahr: f.year,
    folgejahr: f.nextYear,
    gehalt: f.pay,
    grenze: f.limit,
    abstand: f.shortfall,
    folgegrenze: f.nextLimit ?? "",
    verordnung: rechengroessenVerordnung(f.year),
    folgeverordnung: rechengroessenVerordnung(f.nextYear),
  };
}

const say = (template: string) => (f: SwitchFacts) => filled(template, facts(f));
const sayNext =
  (template: string, ...sources: LegalSource[]) =>
  (f: SwitchNextYearFacts) =>
    cited(template, sources, facts(f));
const cite =
  (template: string, ...sources: LegalSource[]) =>
  (f: SwitchFacts) =>
    cited(template, sources, facts(f));
const inYear =
  (template: string) =>
  ({ year }: { year: number }) =>
    filled(template, { jahr: year });

/**
 * The switch check's copy from one language's file (texte/rechner-wechsel.yaml or its English twin
 * en/texte/rechner-wechsel.yaml) and that language's number formats: one shape for both, so the
 * components read either through their language's context (decision 0073).
 */
export function makeSwitchCheckCopy(t: SwitchCheckText, { formatEuro }: Pick<NumberFormats, "formatEuro">) {
  // Title, intro and the hero's action on a profession page that embeds this calculator first (docs/decisions/0046) are `head`.
  const { fields, result: r, noLimit, handover: _handover, noScript, ...head } = t;
  return {
    ...head,
    noScript: { caption: inYear(noScript.caption) },
    fields: {
      pay: {
        ...fields.pay,
        hint: cited(fields.pay.hint, [rules.versicherungsfreiheitEntgelt]),
        errors: fieldErrors(fields.pay.errors, { hoechstbetrag: formatEuro(ANNUAL_PAY_RULES.maxUnits / 100) }),
      },
      employment: { ...fields.employment, options: fields.employment.options satisfies Record<Employment, string> },
      job: {
        ...fields.job,
        options: fields.job.options satisfies Record<JobKind, string>,
        hint: cited(fields.job.hint, [rules.versicherungsfreiheitEntgelt, FIGURE_SOURCES.jahreswechsel]),
      },
      private2002: { ...fields.private2002, hint: cited(fields.private2002.hint, [FIGURE_SOURCES.besondereVersicherungspflichtgrenze]) },
    },
    result: {
      ...r,
      verdicts: r.verdicts satisfies Record<Verdict, string>,
      /** What follows the verdict word: the date it holds from, or the condition it still depends on. */
      verdictDetail: { notAbove: () => "", ...each(r.verdictDetail, say) } satisfies Record<EmployeeReason, (facts: SwitchFacts) => string>,
      /** The deciding figures under the verdict, scannable at a glance. */
      terms: { ...r.terms, limit: say(r.terms.limit), nextLimit: say(r.terms.nextLimit) },
      newJobNextYear: {
        unpublished: cite(r.newJobNextYear.unpublished, rules.befreiungJaeg),
        exceeded: sayNext(r.newJobNextYear.exceeded, FIGURE_SOURCES.jahreswechsel),
        notExceeded: sayNext(r.newJobNextYear.notExceeded, rules.befreiungJaeg),
      },
      summary: each(r.summary, say),
      limitTerm: say(r.limitTerm),
      limit: {
        allgemein: cite(r.limit.allgemein, FIGURE_SOURCES.versicherungspflichtgrenze),
        besonders: cite(r.limit.besonders, FIGURE_SOURCES.besondereVersicherungspflichtgrenze),
      },
      rule: cited(r.rule, [rules.versicherungsfreiheitEntgelt]),
      nextYearHeading: say(r.nextYearHeading),
      nextYear: {
        exceeded: sayNext(r.nextYear.exceeded, FIGURE_SOURCES.jahreswechsel),
        notExceeded: sayNext(r.nextYear.notExceeded, FIGURE_SOURCES.jahreswechsel),
        unpublished: cite(r.nextYear.unpublished, FIGURE_SOURCES.jahreswechsel),
      },
      switchExisting: say(r.switchExisting),
      switchExistingPending: say(r.switchExistingPending),
      switchNew: say(r.switchNew),
      optional: cited(r.optional, [rules.anschlussversicherung]),
      newEmploymentException: cite(r.newEmploymentException, rules.befreiungJaeg),
      whenAbove: cited(r.whenAbove, [FIGURE_SOURCES.jahreswechsel]),
      ab55: cited(r.ab55, [FIGURE_SOURCES.ab55]),
      selbststaendig: [
        cited(noLimit.selbststaendig.notCompulsory, [rules.pflichtBeschaeftigte, rules.hauptberuflichSelbststaendig]),
        cited(noLimit.selbststaendig.exceptions, [rules.pflichtLandwirteKuenstler]),
        cited(noLimit.selbststaendig.wayBack, [rules.freiwilligeVersicherung]),
        cited(noLimit.selbststaendig.voluntary, []),
      ] satisfies readonly RichText[],
      beamt: [cited(noLimit.beamt.exempt, [rules.versicherungsfreiheitBeamte]), cited(noLimit.beamt.beihilfe, [])] satisfies readonly RichText[],
      noLimitSummary: { selbststaendig: inYear(noLimit.selbststaendig.summary), beamt: inYear(noLimit.beamt.summary) },
    },
  } as const;
}

export type SwitchCheckCopy = ReturnType<typeof makeSwitchCheckCopy>;

/** The line the switch check hands to the enquiry; the comparison signs are notation, not wording. */
export function makeSwitchCheckHandoverCopy({ handover: h }: Pick<SwitchCheckText, "handover">): HandoverCopy["switchCheck"] {
  return {
    beruf: h.beruf,
    note: ({ verdict, year, employment, job, pay, limit, limitKind, comparison, nextYear }) => {
      if (employment === "selbststaendig") return filled(h.selbststaendig, { ergebnis: verdict, jahr: year });
      if (employment === "beamt") return filled(h.beamt, { ergebnis: verdict, jahr: year });
      const grenzeArt = limitKind === "besonders" ? h.limits.besonders : h.limits.allgemein;
      let ausblick = "";
      if (comparison === "above" && nextYear && job !== "neu") {
        const next = nextYear.published ? (nextYear.exceeded ? h.nextYear.exceeded : h.nextYear.notExceeded) : h.nextYear.unpublished;
        ausblick = `, ${filled(next, { grenzeArt, folgejahr: nextYear.year, folgegrenze: nextYear.published ? nextYear.limit : "" })}`;
      }
      return filled(h.angestellt, {
        ergebnis: verdict,
        jahr: year,
        stelle: job === "neu" ? h.jobs.neu : h.jobs.bestehend,
        gehalt: pay ?? "",
        vergleich: comparison === "above" ? ">" : comparison === "equal" ? "=" : "<",
        grenzeArt,
        grenze: limit ?? "",
        ausblick,
      });
    },
  };
}
