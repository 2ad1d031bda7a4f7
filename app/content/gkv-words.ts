/**
 * „Was kostet mich die gesetzliche Krankenversicherung?“: the GKV calculator's copy made from one
 * language's owner file (texte/rechner-gkv.yaml or its English twin, finished by the build) and
 * that language's formats; no file is imported here (gkv-copy.ts makes the German one,
 * calculators-en.ts the English, decision 0073). This module adds what is no
 * wording: the provisions each sentence links, the values each text is filled with (the year
 * chosen, the pay typed, the computed shares, the Land), the fields' bounds from field-rules.ts.
 * Figures come in formatted from the calculator (statutory-figures.ts, content/beihilfe/), never
 * from the file.
 */
import { AGE_MAX, AGE_MIN, CHILDREN_MAX, MONTHLY_PAY_RULES, ZUSATZBEITRAG_RULES } from "~/modules/calculators/field-rules";
import type { GkvStatus } from "~/modules/calculators/gkv-contribution";
import type { HandoverCopy } from "~/modules/enquiry-handover";
import type { NumberFormats } from "~/modules/number-formats";
import type { LegalSource } from "~/modules/figures/figure-types";
import type { GkvText } from "~/modules/text-files/calculator-schemas";
import { calculatorRuleSources as rules, cited, each, fieldErrors, filled, type RichText } from "./calculator-texts";
import { provisionUrl } from "./legal-sources";
import { FIGURE_SOURCES, zusatzbeitragSource, type FigureYear } from "./statutory-figures";

export interface GkvRateFacts {
  year: number;
  /** Formatted rates („14,6 %“) and amounts („5.812,50 €“). */
  rate: string;
}

interface BaseFacts {
  year: number;
  pay: string;
  bbgMonth: string;
  bbgYear: string;
}

/** Each Krankenkasse sets its own Zusatzbeitrag in its statutes: the rule for a rate the visitor types. */
const KASSEN_ZUSATZBEITRAG: LegalSource = { citation: "§\u00a0242 SGB\u00a0V", url: provisionUrl("sgbV", "242") };

/**
 * The rules the self-employed's result cites (docs/decisions/0069): Krankengeld only by the
 * Wahlerklärung, from the seventh week, binding like a Wahltarif; voluntary members carry both
 * contributions alone; artists and publicists insured through the Künstlersozialkasse pay half.
 */
const SELF_EMPLOYED_RULES = {
  wahlerklaerung: { citation: "§\u00a044 Abs.\u00a02 SGB\u00a0V", url: provisionUrl("sgbV", "44") },
  krankengeldBeginn: { citation: "§\u00a046 SGB\u00a0V", url: provisionUrl("sgbV", "46") },
  bindung: { citation: "§\u00a053 Abs.\u00a08 SGB\u00a0V", url: provisionUrl("sgbV", "53") },
  kvAllein: { citation: "§\u00a0250 Abs.\u00a02 SGB\u00a0V", url: provisionUrl("sgbV", "250") },
  pvAllein: { citation: "§\u00a059 SGB\u00a0XI", url: provisionUrl("sgbXI", "59") },
  kuenstlerPflicht: { citation: "§\u00a01 KSVG", url: provisionUrl("ksvg", "1") },
  kuenstlerKv: { citation: "§\u00a016 KSVG", url: provisionUrl("ksvg", "16") },
  kuenstlerPv: { citation: "§\u00a016a KSVG", url: provisionUrl("ksvg", "16a") },
} as const satisfies Record<string, LegalSource>;

const inYear =
  (template: string) =>
  ({ year }: { year: number }) =>
    filled(template, { jahr: year });
const withRate =
  (template: string) =>
  ({ rate }: { rate: string }) =>
    filled(template, { satz: rate });
const yearRate =
  (template: string, source: LegalSource) =>
  ({ year, rate }: GkvRateFacts) =>
    cited(template, [source], { jahr: year, satz: rate });
const base = ({ year, pay, bbgMonth, bbgYear }: BaseFacts) => ({ jahr: year, gehalt: pay, grenzeMonat: bbgMonth, grenzeJahr: bbgYear });

/**
 * The GKV calculator's copy from one language's file (texte/rechner-gkv.yaml or its English twin)
 * and that language's number formats: one shape for both, read through the language's context
 * (decision 0073).
 */
export function makeGkvCopy(t: GkvText, { formatEuro, formatPercent }: Pick<NumberFormats, "formatEuro" | "formatPercent">) {
  const limits = {
    pay: { hoechstbetrag: formatEuro(MONTHLY_PAY_RULES.maxUnits / 100) },
    zusatzbeitrag: { hoechstsatz: formatPercent(ZUSATZBEITRAG_RULES.maxUnits / 100) },
    age: { mindestalter: AGE_MIN, hoechstalter: AGE_MAX },
    children: { hoechstzahl: CHILDREN_MAX },
  };

  const { fields, result: r, beamte: b, selbststaendig: se, handover: _handover, noScript, ...head } = t;
  /** The texts of `b` only its functions below show (never as they stand, with their placeholders). */
  const { verdictSharedFrom: _sharedFrom, pauschaleFrom: _pauschaleFrom, ...beamteTexts } = b;

  return {
    ...head,
    noScript: { caption: inYear(noScript.caption) },
    fields: {
      status: { ...fields.status, options: fields.status.options satisfies Record<GkvStatus, string> },
      payBeamte: fields.payBeamte,
      paySelbststaendig: {
        ...fields.paySelbststaendig,
        errors: fieldErrors(fields.paySelbststaendig.errors, limits.pay),
        yearlyInMonthField: ({ typed, suggested }: { typed: string; suggested: string }) =>
          filled(fields.paySelbststaendig.yearlyInMonthField, { eingabe: typed, vorschlag: suggested }),
      },
      krankengeld: {
        ...fields.krankengeld,
        hint: cited(fields.krankengeld.hint, [SELF_EMPLOYED_RULES.wahlerklaerung, SELF_EMPLOYED_RULES.krankengeldBeginn]),
      },
      pay: { ...fields.pay, errors: fieldErrors(fields.pay.errors, limits.pay) },
      zusatzbeitrag: {
        ...fields.zusatzbeitrag,
        hint: ({ year, rate }: GkvRateFacts): RichText =>
          cited(fields.zusatzbeitrag.hint, [zusatzbeitragSource(year as FigureYear)], { jahr: year, satz: rate }),
        errors: fieldErrors(fields.zusatzbeitrag.errors, limits.zusatzbeitrag),
      },
      age: { ...fields.age, errors: fieldErrors(fields.age.errors, limits.age) },
      children: { ...fields.children, errors: fieldErrors(fields.children.errors, limits.children) },
      childrenUnder25: {
        ...fields.childrenUnder25,
        hint: cited(fields.childrenUnder25.hint, [FIGURE_SOURCES.pflegeAbschlagJeKind]),
        errors: fieldErrors(fields.childrenUnder25.errors, limits.children),
      },
      land: fields.land,
      dienstherr: fields.dienstherr,
    },
    result: {
      ...r,
      heading: inYear(r.heading),
      base: {
        capped: (f: BaseFacts) => cited(r.base.capped, [FIGURE_SOURCES.beitragsbemessungsgrenze], base(f)),
        uncapped: (f: BaseFacts) => cited(r.base.uncapped, [FIGURE_SOURCES.beitragsbemessungsgrenze], base(f)),
      },
      healthCaption: withRate(r.healthCaption),
      careCaption: withRate(r.careCaption),
      healthRates: {
        general: yearRate(r.healthRates.general, FIGURE_SOURCES.allgemeinerBeitragssatz),
        zusatz: ({ year, rate, average }: GkvRateFacts & { average: string }): RichText =>
          cited(r.healthRates.zusatz, [zusatzbeitragSource(year as FigureYear)], { jahr: year, satz: rate, durchschnitt: average }),
        split: cited(r.healthRates.split, [FIGURE_SOURCES.beitragstragung]),
      },
      careRates: {
        base: ({ year, rate }: GkvRateFacts): RichText =>
          cited(r.careRates.base, [FIGURE_SOURCES.pflegeBeitragssatz, rules.pflegeTragung], { jahr: year, satz: rate }),
        surcharge: yearRate(r.careRates.surcharge, FIGURE_SOURCES.pflegeKinderlosenzuschlag),
        tooYoungForSurcharge: cited(r.careRates.tooYoungForSurcharge, [FIGURE_SOURCES.pflegeKinderlosenzuschlag]),
        exemptBefore1940: cited(r.careRates.exemptBefore1940, [FIGURE_SOURCES.pflegeKinderlosenzuschlag]),
        noSurchargeWithChildren: cited(r.careRates.noSurchargeWithChildren, [FIGURE_SOURCES.pflegeKinderlosenzuschlag]),
        reduction: ({ year, count, rate, total }: { year: number; count: number; rate: string; total: string }): RichText =>
          cited(r.careRates.reduction, [FIGURE_SOURCES.pflegeAbschlagJeKind], { jahr: year, anzahl: count, satz: rate, summe: total }),
        sachsen: yearRate(r.careRates.sachsen, FIGURE_SOURCES.pflegeSachsen),
      },
      rounding: cited(r.rounding, [rules.beitragsberechnung, rules.beitragsberechnungAllein]),
      summary: {
        ...r.summary,
        verdict: ({ year, amount }: { year: number; amount: string }) => filled(r.summary.verdict, { jahr: year, betrag: amount }),
        subsidyValue: ({ amount }: { amount: string }) => filled(r.summary.subsidyValue, { betrag: amount }),
        /** Under the verdict when the pay is above the BBG: why the contribution is the maximum (docs/decisions/0047). */
        capped: ({ year, bbgMonth, bbgYear }: Omit<BaseFacts, "pay">) => filled(r.summary.capped, { jahr: year, grenzeMonat: bbgMonth, grenzeJahr: bbgYear }),
      },
      privateOption: {
        /** Exempted employees get the subsidy too (§ 257 Abs. 2 SGB V): the sentence names them (docs/decisions/0066). */
        notAboveJaeg: ({ year, pay, annual, jaeg }: { year: number; pay: string; annual: string; jaeg: string }): RichText =>
          cited(r.privateOption.notAboveJaeg, [FIGURE_SOURCES.versicherungspflichtgrenze, rules.befreiung, FIGURE_SOURCES.maxEmployerSubsidyHealth], {
            jahr: year,
            gehalt: pay,
            jahresgehalt: annual,
            grenze: jaeg,
          }),
        aboveJaeg: ({ year, annual, jaeg }: { year: number; annual: string; jaeg: string }): RichText =>
          cited(r.privateOption.aboveJaeg, [FIGURE_SOURCES.versicherungspflichtgrenze], { jahr: year, jahresgehalt: annual, grenze: jaeg }),
      },
      outOfScope: {
        ...r.outOfScope,
        verdict: each(r.outOfScope.verdict, inYear),
        limitTerm: each(r.outOfScope.limitTerm, inYear),
        explanation: {
          minijob: ({ pay, limit }: { pay: string; limit: string }): RichText =>
            cited(r.outOfScope.explanation.minijob, [FIGURE_SOURCES.geringfuegigkeitsgrenze], { gehalt: pay, grenze: limit }),
          uebergangsbereich: ({ pay, limit }: { pay: string; limit: string }): RichText =>
            cited(r.outOfScope.explanation.uebergangsbereich, [FIGURE_SOURCES.uebergangsbereich], { gehalt: pay, grenze: limit }),
        },
      },
      beamte: {
        ...beamteTexts,
        verdict: ({ year, amount }: { year: number; amount: string }) => filled(b.verdict, { jahr: year, betrag: amount }),
        /**
         * Where the Land pays the pauschale Beihilfe: „bis zu“, on application and under conditions — one
         * wording for every Land (docs/decisions/0066); `since` where it starts during the year.
         */
        verdictShared: ({ year, amount, land, pauschale, since }: { year: number; amount: string; land: string; pauschale: string; since?: string }) =>
          filled(since === undefined ? b.verdictShared : b.verdictSharedFrom, {
            jahr: year,
            betrag: amount,
            land,
            pauschale,
            ...(since ? { seit: since } : {}),
          }),
        /** Where the table does not settle whether the Land pays it: what holds without it, said as a condition. */
        verdictUnsettled: ({ year, amount }: { year: number; amount: string }) => filled(b.verdictUnsettled, { jahr: year, betrag: amount }),
        capped: ({ year, bbgMonth, bbgYear }: Omit<BaseFacts, "pay">) => filled(b.capped, { jahr: year, grenzeMonat: bbgMonth, grenzeJahr: bbgYear }),
        health: withRate(b.health),
        care: withRate(b.care),
        pauschale: ({ land, since }: { land: string; since?: string }) =>
          since === undefined ? filled(b.pauschale, { land }) : filled(b.pauschaleFrom, { land, seit: since }),
        pauschaleValue: ({ pauschale }: { pauschale: string }) => filled(b.pauschaleValue, { pauschale }),
        base: ({ year, pay, bbgMonth, capped }: { year: number; pay: string; bbgMonth: string; capped: boolean }): RichText =>
          cited(capped ? b.base.capped : b.base.uncapped, [FIGURE_SOURCES.beitragsbemessungsgrenze], { jahr: year, gehalt: pay, grenzeMonat: bbgMonth }),
        /** The Besoldung below the minimum base of voluntary members: one sentence, the rule linked (docs/decisions/0038). */
        minimumBase: ({ year, pay, minimum, bezugsgroesse }: { year: number; pay: string; minimum: string; bezugsgroesse: string }): RichText =>
          cited(b.minimumBase, [FIGURE_SOURCES.mindestbemessungsgrundlage, FIGURE_SOURCES.bezugsgroesse], {
            jahr: year,
            gehalt: pay,
            mindestbetrag: minimum,
            bezugsgroesse,
          }),
        healthRates: ({ year, general, zusatz, total }: { year: number; general: string; zusatz: string; total: string }): RichText =>
          cited(b.healthRates, [FIGURE_SOURCES.ermaessigterBeitragssatz, KASSEN_ZUSATZBEITRAG], {
            jahr: year,
            satz: general,
            zusatzbeitrag: zusatz,
            gesamtsatz: total,
          }),
        careRates: ({ year, base: halfRate }: { year: number; base: string }): RichText =>
          cited(b.careRates, [rules.pflegeHalberSatz], { jahr: year, satz: halfRate }),
        alone: cited(b.alone, [rules.beitragsberechnung]),
        /** Other income, and a spouse's or partner's outside the GKV (§ 240 Abs. 5 SGB V, docs/decisions/0066). */
        otherIncome: cited(b.otherIncome, [rules.freiwilligeBeitraege, rules.ehegatteneinkommen]),
        /** The waiver in the pages' words, where the Land's entry has none of its own. */
        pauschaleWaiver: b.pauschaleText.waiver,
        /**
         * The offer, then the waiver once (the Land's own sentence where it has one), the Land's own
         * conditions (`note`), in the year it starts from when and how much, and the care contribution.
         */
        pauschaleText: ({
          land,
          since,
          half,
          provision,
          note,
          waiver,
          partYear,
        }: {
          land: string;
          since: string;
          half: string;
          provision: LegalSource | null;
          note?: string;
          waiver?: string;
          partYear?: { year: number; months: number; total: string };
        }): RichText => {
          const values = { land, seit: since, haelfte: half };
          const offer = provision ? cited(b.pauschaleText.withProvision, [provision], values) : [filled(b.pauschaleText.withoutProvision, values)];
          const partYearText = partYear
            ? ` ${filled(b.pauschaleText.partYear, { jahr: partYear.year, land, seit: since, monate: partYear.months, summe: partYear.total })}`
            : "";
          return [...offer, ` ${waiver ?? b.pauschaleText.waiver}${note ? ` ${note}` : ""}${partYearText} ${b.pauschaleText.care}`];
        },
        /** Only where the Dienstherren table says „not offered“, with what was checked. */
        noPauschale: ({ dienstherr }: { dienstherr: string }) => filled(b.noPauschale, { dienstherr }),
        /** An offer that starts after the chosen year: computed without it (docs/decisions/0066). */
        notYetPauschale: ({ dienstherr, since, year }: { dienstherr: string; since: string; year: number }) =>
          filled(b.notYetPauschale, { dienstherr, seit: since, jahr: year }),
        /** Where the table does not settle it: never „keine“ (docs/decisions/0038). */
        unsettledPauschale: ({ dienstherr }: { dienstherr: string }) => filled(b.unsettledPauschale, { dienstherr }),
        checkWithBeihilfestelle: ({ asOf }: { asOf: string }) => filled(b.checkWithBeihilfestelle, { stand: asOf }),
      },
      selbststaendig: {
        ...se,
        verdict: ({ year, amount }: { year: number; amount: string }) => filled(se.verdict, { jahr: year, betrag: amount }),
        capped: ({ year, bbgMonth, bbgYear }: Omit<BaseFacts, "pay">) => filled(se.capped, { jahr: year, grenzeMonat: bbgMonth, grenzeJahr: bbgYear }),
        health: withRate(se.health),
        care: withRate(se.care),
        base: ({ year, profit, bbgMonth, capped }: { year: number; profit: string; bbgMonth: string; capped: boolean }): RichText =>
          cited(capped ? se.base.capped : se.base.uncapped, [FIGURE_SOURCES.beitragsbemessungsgrenze], { jahr: year, gewinn: profit, grenzeMonat: bbgMonth }),
        /** The profit below the minimum base of voluntary members, as for civil servants (docs/decisions/0038). */
        minimumBase: ({ year, profit, minimum, bezugsgroesse }: { year: number; profit: string; minimum: string; bezugsgroesse: string }): RichText =>
          cited(se.minimumBase, [FIGURE_SOURCES.mindestbemessungsgrundlage, FIGURE_SOURCES.bezugsgroesse], {
            jahr: year,
            gewinn: profit,
            mindestbetrag: minimum,
            bezugsgroesse,
          }),
        provisional: cited(se.provisional, [rules.freiwilligeBeitraege]),
        /** With the Wahlerklärung the general rate (§ 241 SGB V), without it the reduced one (§ 243 SGB V). */
        healthRates: ({
          year,
          krankengeld,
          general,
          zusatz,
          total,
        }: {
          year: number;
          krankengeld: boolean;
          general: string;
          zusatz: string;
          total: string;
        }): RichText =>
          cited(
            krankengeld ? se.healthRates.withKrankengeld : se.healthRates.withoutKrankengeld,
            [
              krankengeld ? FIGURE_SOURCES.allgemeinerBeitragssatz : FIGURE_SOURCES.ermaessigterBeitragssatz,
              SELF_EMPLOYED_RULES.wahlerklaerung,
              KASSEN_ZUSATZBEITRAG,
            ],
            { jahr: year, satz: general, zusatzbeitrag: zusatz, gesamtsatz: total },
          ),
        careRates: yearRate(se.careRates, FIGURE_SOURCES.pflegeBeitragssatz),
        alone: ({ total, totalYear }: { total: string; totalYear: string }): RichText =>
          cited(se.alone, [SELF_EMPLOYED_RULES.kvAllein, SELF_EMPLOYED_RULES.pvAllein, rules.beitragsberechnung], { summe: total, jahresbeitrag: totalYear }),
        krankengeld: {
          with: cited(se.krankengeld.with, [SELF_EMPLOYED_RULES.krankengeldBeginn, SELF_EMPLOYED_RULES.wahlerklaerung, SELF_EMPLOYED_RULES.bindung]),
          without: cited(se.krankengeld.without, [SELF_EMPLOYED_RULES.wahlerklaerung]),
        },
        otherIncome: cited(se.otherIncome, [rules.freiwilligeBeitraege]),
        /** A note, not a computation: their base and minimum differ (docs/decisions/0069). */
        artists: cited(se.artists, [SELF_EMPLOYED_RULES.kuenstlerPflicht, SELF_EMPLOYED_RULES.kuenstlerKv, SELF_EMPLOYED_RULES.kuenstlerPv]),
      },
      subsidy: ({
        year,
        health,
        care,
        total,
        totalYear,
        healthCap,
        careCap,
      }: {
        year: number;
        health: string;
        care: string;
        total: string;
        totalYear: string;
        healthCap: string;
        careCap: string;
      }): RichText =>
        cited(r.subsidy, [FIGURE_SOURCES.maxEmployerSubsidyHealth, FIGURE_SOURCES.maxEmployerSubsidyCare], {
          jahr: year,
          zuschussKv: health,
          zuschussPv: care,
          zuschuss: total,
          zuschussJahr: totalYear,
          hoechstKv: healthCap,
          hoechstPv: careCap,
        }),
      subsidyAverage: ({ year, rate }: GkvRateFacts) => filled(r.subsidyAverage, { jahr: year, satz: rate }),
      assumptions: [
        cited(r.assumptions.regularPay, [rules.uebergangsbereich]),
        cited(r.assumptions.children, [FIGURE_SOURCES.pflegeAbschlagJeKind]),
        cited(r.assumptions.surchargeStart, []),
      ] satisfies readonly RichText[],
    },
  } as const;
}

export type GkvCopy = ReturnType<typeof makeGkvCopy>;

/** The line the GKV calculator hands to the enquiry; how its parts join („ – “, a space) is punctuation, not wording. */
export function makeGkvHandoverCopy({ handover: h }: Pick<GkvText, "handover">): HandoverCopy["gkv"] {
  return {
    note: ({ year, kind, pay, employee, employer, total, land, pauschale, pauschaleFrom, pauschaleOpen, minimumBase, health, care, krankengeld }) => {
      if (kind === "selbststaendig") {
        const s = h.selbststaendig;
        const start = filled(s.head, { jahr: year, wer: krankengeld ? s.withKrankengeld : s.withoutKrankengeld, gewinn: pay });
        const withBase = minimumBase ? `${start} ${filled(s.minimumBase, { mindestbetrag: minimumBase })}` : start;
        return `${withBase} – ${filled(s.alone, { kvBeitrag: health ?? "", pvBeitrag: care ?? "", summe: total ?? "" })}`;
      }
      if (kind === "beamte") {
        const who = land ? filled(h.beamte.whoWithLand, { land }) : h.beamte.who;
        const start = filled(h.beamte.head, { jahr: year, wer: who, gehalt: pay });
        const withBase = minimumBase ? `${start} ${filled(h.beamte.minimumBase, { mindestbetrag: minimumBase })}` : start;
        if (pauschale) {
          const values = { summe: total ?? "", land: land ?? h.beamte.theLand, pauschale };
          const shared = pauschaleFrom ? filled(h.beamte.sharedFrom, { ...values, seit: pauschaleFrom }) : filled(h.beamte.shared, values);
          return `${withBase} – ${shared}`;
        }
        return `${withBase} – ${filled(h.beamte.alone, { summe: total ?? "" })}${pauschaleOpen ? ` ${h.beamte.unsettled}` : ""}`;
      }
      if (kind === "minijob") return filled(h.minijob, { jahr: year, gehalt: pay });
      if (kind === "uebergangsbereich") return filled(h.uebergangsbereich, { jahr: year, gehalt: pay });
      return filled(h.employee, { jahr: year, gehalt: pay, arbeitnehmer: employee ?? "", arbeitgeber: employer ?? "" });
    },
    beamteBeruf: ({ land }) => (land ? filled(h.beamte.berufWithLand, { land }) : h.beamte.beruf),
    selbststaendigBeruf: h.selbststaendig.beruf,
  };
}
