/**
 * Copy of the three calculators on /pkv-rechner (and the group pages that embed them): labels,
 * hints, error messages, result sentences and the line handed to the enquiry wizard. Figures are
 * never written here: templates receive them formatted, from statutory-figures.ts (SGB figures)
 * and content/beihilfe/ (Beihilfe rates, one entry per Dienstherr). Each legal statement carries its
 * provision; a sentence with a link is a list of text and sources (`RichText`).
 */
import type { CalculatorId } from "~/config/calculator-ids";
import type { GermanNumberProblem } from "~/modules/german-number";
import type { BeihilfeOptionalField, BeihilfePerson, BeihilfeStatus } from "~/modules/calculators/beihilfe";
import { BUNDESLAND_NAMES, type BundeslandId } from "~/config/bundeslaender";
import { AGE_MAX, AGE_MIN, ANNUAL_PAY_RULES, CHILDREN_MAX, MONTHLY_PAY_RULES, ZUSATZBEITRAG_RULES } from "~/modules/calculators/field-rules";
import type { Employment, EmployeeReason, JobKind, Verdict } from "~/modules/calculators/switch-check-rules";
import type { GkvStatus } from "~/modules/calculators/gkv-contribution";
import type { HandoverCopy } from "~/modules/enquiry-handover";
import { formatEuro, formatList } from "~/modules/format-de";
import { lawUrl, provisionUrl } from "./legal-sources";
import { FIGURE_SOURCES, rechengroessenVerordnung, zusatzbeitragSource, type FigureYear } from "./statutory-figures";
import type { LegalSource } from "~/modules/figures/figure-types";

/** Text with links to the provisions it cites, in reading order. */
export type RichText = readonly (string | LegalSource)[];

const SGB_V = lawUrl("sgbV");
const SGB_XI = lawUrl("sgbXI");

/** Provisions behind the rules (not figures) the calculators state. */
/** Each Krankenkasse sets its own Zusatzbeitrag in its statutes: the rule for a rate the visitor types. */
const KASSEN_ZUSATZBEITRAG: LegalSource = { citation: "§\u00a0242 SGB\u00a0V", url: provisionUrl("sgbV", "242") };

export const calculatorRuleSources = {
  versicherungsfreiheitEntgelt: { citation: "§\u00a06 Abs.\u00a01 Nr.\u00a01 SGB\u00a0V", url: `${SGB_V}/__6.html` },
  versicherungsfreiheitBeamte: { citation: "§\u00a06 Abs.\u00a01 Nr.\u00a02 SGB\u00a0V", url: `${SGB_V}/__6.html` },
  pflichtBeschaeftigte: { citation: "§\u00a05 Abs.\u00a01 Nr.\u00a01 SGB\u00a0V", url: `${SGB_V}/__5.html` },
  pflichtLandwirteKuenstler: { citation: "§\u00a05 Abs.\u00a01 Nr.\u00a03 und\u00a04 SGB\u00a0V", url: `${SGB_V}/__5.html` },
  hauptberuflichSelbststaendig: { citation: "§\u00a05 Abs.\u00a05 SGB\u00a0V", url: `${SGB_V}/__5.html` },
  befreiungJaeg: { citation: "§\u00a08 Abs.\u00a01 Satz\u00a01 Nr.\u00a01 SGB\u00a0V", url: `${SGB_V}/__8.html` },
  anschlussversicherung: { citation: "§\u00a0188 Abs.\u00a04 SGB\u00a0V", url: `${SGB_V}/__188.html` },
  pflegeTragung: { citation: "§\u00a058 Abs.\u00a01 SGB\u00a0XI", url: `${SGB_XI}/__58.html` },
  beitragsberechnung: { citation: "§\u00a02 Abs.\u00a01 BVV", url: provisionUrl("beitrvv", "2") },
  /** Shares the employee carries alone are computed with surcharge and reductions in one rate (docs/decisions/0018). */
  beitragsberechnungAllein: { citation: "§\u00a02 Abs.\u00a01 Satz\u00a04 BVV", url: provisionUrl("beitrvv", "2") },
  freiwilligeVersicherung: { citation: "§\u00a09 SGB\u00a0V", url: `${SGB_V}/__9.html` },
  freiwilligeBeitraege: { citation: "§\u00a0240 SGB\u00a0V", url: `${SGB_V}/__240.html` },
  pflegeHalberSatz: { citation: "§\u00a055 Abs.\u00a01 Satz\u00a02 SGB\u00a0XI", url: `${SGB_XI}/__55.html` },
  uebergangsbereich: FIGURE_SOURCES.uebergangsbereich,
} as const satisfies Record<string, LegalSource>;

const rules = calculatorRuleSources;

export const bundeslandNames: Readonly<Record<BundeslandId, string>> = BUNDESLAND_NAMES;

/** What a number field says about text it cannot read; an empty field is no error, the result area asks for it (`missing`). */
export type FieldErrors = Readonly<Record<Exclude<GermanNumberProblem, "empty">, string>>;

export const calculatorCommon = {
  yearLabel: "Jahr",
  yearHint: "Gerechnet wird mit den amtlichen Werten dieses Jahres.",
  /** Read after every link that opens a new tab. */
  newTab: "(öffnet in neuem Tab)",
  handoverButton: "Ergebnis in Anfrage übernehmen",
  handoverDone: "Übernommen: Ihre Anfrage enthält jetzt dieses Ergebnis.",
  /** Storage blocked, the wizard on this page: it shows the result, but only until the page is left. */
  handoverNotStored:
    "Übernommen, aber nur auf dieser Seite: Ihr Browser lässt diese Website nichts speichern. Senden Sie Ihre Anfrage bitte ab, bevor Sie die Seite neu laden oder verlassen.",
  /** Storage blocked, no wizard on this page: the result cannot reach another page's. */
  handoverFailed:
    "Ihr Ergebnis konnte nicht übernommen werden: Ihr Browser lässt diese Website nichts speichern. Bitte tragen Sie es im Anfrageformular selbst ein.",
  handoverFailedLink: "Zum Anfrageformular",
  /** The first option of a select that starts without a choice (the Dienstherr): the calculators start empty. */
  chooseOption: "Bitte wählen",
  /** Stands in the result area while a field holds something the calculator cannot read. */
  fixInput: "Sobald die markierte Angabe stimmt, steht hier Ihr Ergebnis.",
  /** Stands in the result area until every field the result needs is filled: the calculators start empty (issue 25). */
  missing: (labels: readonly string[]) => `Für Ihr Ergebnis ${labels.length === 1 ? "fehlt" : "fehlen"} noch: ${formatList(labels)}.`,
  perMonth: "im Monat",
  perYear: "im Jahr",
  /** Pay in the period the question needs, the other period beside it, and the questions back (pay-period.ts). */
  pay: {
    yearWithMonth: ({ annual, monthly }: { annual: string; monthly: string }) => `${annual}/Jahr ≈ ${monthly}/Monat`,
    monthWithYear: ({ monthly, annual }: { monthly: string; annual: string }) => `${monthly}/Monat = ${annual}/Jahr`,
    englishThousands: ({ suggested }: { suggested: string }) =>
      `Meinten Sie ${suggested}? Im Deutschen trennt der Punkt die Tausender ab und das Komma die Cent.`,
    monthlyInYearField: ({ typed, suggested }: { typed: string; suggested: string }) =>
      `Gefragt ist das Jahresgehalt. Ist ${typed} Ihr Monatsgehalt? Dann sind es 12 × ${typed} = ${suggested} im Jahr, ohne Sonderzahlungen wie Weihnachtsgeld.`,
    yearlyInMonthField: ({ typed, suggested }: { typed: string; suggested: string }) =>
      `Gefragt ist das Monatsgehalt. Ist ${typed} Ihr Jahresgehalt? Dann sind es ${typed} ÷ 12 ≈ ${suggested} im Monat.`,
    apply: ({ suggested }: { suggested: string }) => `${suggested} übernehmen`,
  },
  /** „Link kopieren“: the address with the input, so a result can be reloaded, bookmarked and shared. */
  share: {
    button: "Link kopieren",
    done: "Link kopiert. Wer ihn öffnet, sieht diesen Rechner mit Ihren Angaben.",
    /** The browser would not copy (no clipboard, or permission refused): the link to copy by hand. */
    failed: "Ihr Browser hat den Link nicht kopiert. Bitte markieren und kopieren Sie ihn hier:",
    fieldLabel: "Link zu diesem Ergebnis",
  },
  /** Without JavaScript: the calculators say so instead of showing a result (issue 25). */
  noScript: {
    /** The provision of each figure stands under its name. */
    columns: { figure: "Wert und Vorschrift", amount: "Höhe" },
    /** Once per page, under the first calculator: the enquiry section's contact links work without a script. */
    enquiryBefore: "Gern rechne ich es Ihnen auch persönlich aus: ",
    enquiryLink: "Telefon, E-Mail und WhatsApp stehen unten bei der Anfrage",
    enquiryAfter: ".",
  },
  /** Only on paper: when and with which figures it was computed, and where they are laid down. */
  print: {
    computed: ({ date, year }: { date: string; year: number }) => `Berechnet am ${date} mit den amtlichen Werten ${year}.`,
    online: "Dieses Ergebnis mit Begründung und Vorschriften:",
    sources: "Quellen der Werte:",
  },
} as const;

// ——— Darf ich in die PKV wechseln? ———

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

const euro = (amount: number) => formatEuro(amount);

export const switchCheckCopy = {
  title: "Darf ich in die PKV wechseln?",
  /** The hero's primary action on a profession page that embeds this calculator first (issue 25). */
  pageAction: "Zum Wechsel-Check",
  intro:
    "Ob Sie als Angestellte:r in die private Krankenversicherung wechseln dürfen, entscheidet die Jahresarbeitsentgeltgrenze. Der Rechner prüft das mit den amtlichen Werten des gewählten Jahres – verbindlich entscheiden Ihr Arbeitgeber und Ihre Krankenkasse.",
  noScript: {
    caption: ({ year }: { year: number }) => `Die Rechnung braucht JavaScript, das in Ihrem Browser gerade nicht läuft – hier die Grenzen ${year} als Tabelle.`,
  },
  fields: {
    pay: {
      label: "Bruttojahresgehalt",
      placeholder: "z.\u202fB. 80.000",
      hint: [
        "Zählt mit: Ihr regelmäßiges Arbeitsentgelt im Jahr – Monatsgehalt mal Zahl der Monatsgehälter – und Sonderzahlungen, mit denen Sie sicher jedes Jahr rechnen können, z.\u202fB. Weihnachts- und Urlaubsgeld, feste Überstundenpauschalen oder ein zugesagter Mindestbonus. Zählt nicht: einzeln abgerechnete Überstunden, Boni ohne zugesagten Mindestbetrag und Zuschläge mit Rücksicht auf den Familienstand (",
        rules.versicherungsfreiheitEntgelt,
        ").",
      ] satisfies RichText,
      errors: {
        format: "Bitte geben Sie das Gehalt als Zahl ein, z.\u202fB. 80.000 oder 80.000,50.",
        negative: "Ein Gehalt kann nicht negativ sein.",
        decimals: "Bitte höchstens zwei Stellen nach dem Komma eingeben (Cent).",
        tooSmall: `Bitte geben Sie ein Gehalt über ${euro(0)} ein.`,
        tooLarge: `Bitte prüfen Sie den Betrag: Der Rechner nimmt höchstens ${euro(ANNUAL_PAY_RULES.maxUnits / 100)} an.`,
      } satisfies FieldErrors,
    },
    employment: {
      legend: "Beschäftigung",
      options: { angestellt: "Angestellt", selbststaendig: "Selbstständig", beamt: "Beamt:in" } satisfies Record<Employment, string>,
    },
    job: {
      legend: "Ihre Stelle",
      options: { bestehend: "Bestehende Stelle", neu: "Neue Stelle oder Arbeitgeberwechsel" } satisfies Record<JobKind, string>,
      hint: [
        "Eine neue Stelle – auch der Wechsel zu einem anderen Arbeitgeber – ist vom ersten Tag an versicherungsfrei, wenn das erwartete Jahresentgelt über der Grenze liegt (",
        rules.versicherungsfreiheitEntgelt,
        "). In einer bestehenden Stelle geht das erst zum 1.\u00a0Januar des Folgejahres (",
        FIGURE_SOURCES.jahreswechsel,
        ").",
      ] satisfies RichText,
    },
    private2002: {
      label: "Am 31.12.2002 privat versichert",
      hint: [
        "Nur ankreuzen, wenn Sie am 31. Dezember 2002 wegen Ihres Gehalts versicherungsfrei und privat krankenversichert waren. Dann gilt für Sie die niedrigere besondere Jahresarbeitsentgeltgrenze (",
        FIGURE_SOURCES.besondereVersicherungspflichtgrenze,
        ").",
      ] satisfies RichText,
    },
  },
  result: {
    verdictLead: "Ergebnis:",
    verdicts: { versicherungsfrei: "versicherungsfrei", versicherungspflichtig: "versicherungspflichtig", offen: "offen" } satisfies Record<Verdict, string>,
    /** What follows the verdict word: the date it holds from, or the condition it still depends on. */
    verdictDetail: {
      notAbove: () => "",
      newJobAbove: () => "ab dem ersten Arbeitstag",
      aboveBoth: ({ nextYear }: SwitchFacts) => `ab 1.\u00a0Januar ${nextYear}`,
      aboveNextUnpublished: ({ nextYear }: SwitchFacts) =>
        `– versicherungsfrei ab 1.\u00a0Januar ${nextYear} nur, wenn Ihr Entgelt auch die noch nicht veröffentlichte Grenze ${nextYear} übersteigt`,
      nextYearNotExceeded: ({ nextYear }: SwitchFacts) => `– auch ab 1.\u00a0Januar ${nextYear}, weil Ihr Entgelt die Grenze ${nextYear} nicht übersteigt`,
    } satisfies Record<EmployeeReason, (facts: SwitchFacts) => string>,
    /** The deciding figures under the verdict, scannable at a glance. */
    terms: {
      limit: ({ year }: SwitchFacts) => `Grenze ${year}`,
      pay: "Ihr Jahresentgelt",
      nextLimit: ({ nextYear }: SwitchFacts) => `Grenze ${nextYear}`,
      nextLimitUnpublished: "noch nicht veröffentlicht",
      shortfall: "Unter der Grenze um",
      equal: "Abstand zur Grenze",
      equalValue: "keiner – die Grenze muss überschritten sein",
      freeFrom: "Versicherungsfrei ab",
      jobStart: "erstem Arbeitstag",
      limitNone: "Einkommensgrenze",
      limitNoneValue: "keine",
    },
    detailsLabel: "Begründung und Vorschriften",
    newJobNextYear: {
      unpublished: ({ year, nextYear }: SwitchFacts): RichText => [
        `Beginnen Sie die Stelle ${year}, gilt das vom ersten Arbeitstag an. Zum 1.\u00a0Januar ${nextYear} prüft Ihr Arbeitgeber erneut: Übersteigt Ihr Entgelt die dann geltende Grenze nicht, werden Sie versicherungspflichtig, können sich aber innerhalb von drei Monaten auf Antrag befreien lassen (`,
        rules.befreiungJaeg,
        `). Die Grenze ${nextYear} ist noch nicht veröffentlicht.`,
      ],
      exceeded: ({ nextYear, nextLimit }: SwitchNextYearFacts): RichText => [
        `Ihr Entgelt übersteigt auch die Grenze ${nextYear} von ${nextLimit}, Sie bleiben also über den Jahreswechsel versicherungsfrei (`,
        FIGURE_SOURCES.jahreswechsel,
        ").",
      ],
      notExceeded: ({ nextYear, nextLimit }: SwitchNextYearFacts): RichText => [
        `Die Grenze ${nextYear} von ${nextLimit} übersteigt Ihr Entgelt nicht: Am 1.\u00a0Januar ${nextYear} werden Sie deshalb versicherungspflichtig, können sich aber innerhalb von drei Monaten auf Antrag befreien lassen (`,
        rules.befreiungJaeg,
        ").",
      ],
    },
    summary: {
      above: ({ pay, year, limit }: SwitchFacts) =>
        `Ihr regelmäßiges Jahresarbeitsentgelt von ${pay} liegt über der Jahresarbeitsentgeltgrenze ${year} von ${limit}.`,
      equal: ({ pay, year }: SwitchFacts) =>
        `Ihr regelmäßiges Jahresarbeitsentgelt von ${pay} liegt genau auf der Jahresarbeitsentgeltgrenze ${year}. Das genügt nicht: Es muss darüber liegen.`,
      below: ({ pay, year, limit, shortfall }: SwitchFacts) =>
        `Ihr regelmäßiges Jahresarbeitsentgelt von ${pay} liegt ${shortfall} unter der Jahresarbeitsentgeltgrenze ${year} von ${limit}.`,
    },
    limitTerm: ({ year }: SwitchFacts) => `Maßgebliche Grenze ${year}`,
    limit: {
      allgemein: ({ year, limit }: SwitchFacts): RichText => [
        `${limit} im Jahr, die allgemeine Jahresarbeitsentgeltgrenze (`,
        FIGURE_SOURCES.versicherungspflichtgrenze,
        `), festgesetzt in der ${rechengroessenVerordnung(year)}`,
      ],
      besonders: ({ year, limit }: SwitchFacts): RichText => [
        `${limit} im Jahr, die besondere Jahresarbeitsentgeltgrenze für am 31. Dezember 2002 privat Versicherte (`,
        FIGURE_SOURCES.besondereVersicherungspflichtgrenze,
        `), festgesetzt in der ${rechengroessenVerordnung(year)}`,
      ],
    },
    rule: [
      "Versicherungsfrei sind Angestellte, deren regelmäßiges Jahresarbeitsentgelt die Grenze übersteigt; ein Entgelt genau in Höhe der Grenze genügt nicht (",
      rules.versicherungsfreiheitEntgelt,
      ").",
    ] satisfies RichText,
    nextYearHeading: ({ nextYear }: SwitchFacts) => `Wechsel zum 1. Januar ${nextYear}`,
    nextYear: {
      exceeded: ({ year, nextYear, nextLimit }: SwitchNextYearFacts): RichText => [
        `Ihr Entgelt übersteigt auch die Grenze ${nextYear} von ${nextLimit}. Damit endet Ihre Versicherungspflicht mit Ablauf des 31. Dezember ${year} (`,
        FIGURE_SOURCES.jahreswechsel,
        ").",
      ],
      notExceeded: ({ nextYear, nextLimit }: SwitchNextYearFacts): RichText => [
        `Damit die Versicherungspflicht zum Jahreswechsel endet, muss Ihr Entgelt auch die Grenze ${nextYear} von ${nextLimit} übersteigen – das tut es nicht. Ihre Versicherungspflicht läuft deshalb über den Jahreswechsel weiter (`,
        FIGURE_SOURCES.jahreswechsel,
        ").",
      ],
      unpublished: ({ year, nextYear }: SwitchFacts): RichText => [
        `Die Jahresarbeitsentgeltgrenze ${nextYear} ist noch nicht veröffentlicht. Damit Ihre Versicherungspflicht mit Ablauf des 31. Dezember ${year} endet, muss Ihr Entgelt auch diese Grenze übersteigen (`,
        FIGURE_SOURCES.jahreswechsel,
        `). Bestätigen lässt sich der Wechsel zum 1. Januar ${nextYear} deshalb erst, wenn die ${rechengroessenVerordnung(nextYear)} erschienen ist. Ihr Arbeitgeber prüft zum Jahreswechsel, ob Sie versicherungsfrei werden. Da die Grenze in der Regel steigt, kann ein Entgelt knapp über der Grenze ${year} dafür zu niedrig sein.`,
      ],
    },
    switchHeading: "Wann Sie wechseln können",
    switchExisting: ({ year, nextYear }: SwitchFacts) =>
      `Sind Sie schon bei Ihrem Arbeitgeber beschäftigt, endet die Versicherungspflicht mit Ablauf des Kalenderjahres, in dem Ihr Entgelt die Grenze überschreitet – hier mit dem 31. Dezember ${year}. Ab dem 1. Januar ${nextYear} können Sie sich privat versichern.`,
    switchExistingPending: ({ year, nextYear }: SwitchFacts) =>
      `Sind Sie schon bei Ihrem Arbeitgeber beschäftigt, endet die Versicherungspflicht mit Ablauf des Kalenderjahres, in dem Ihr Entgelt die Grenze überschreitet – frühestens also mit dem 31. Dezember ${year}. Übersteigt es auch die Grenze ${nextYear}, können Sie sich ab dem 1. Januar ${nextYear} privat versichern.`,
    switchNew: ({ year }: SwitchFacts) =>
      `Beginnen Sie ${year} eine neue Beschäftigung und liegt Ihr regelmäßiges Jahresarbeitsentgelt von Anfang an über der Grenze, sind Sie vom ersten Arbeitstag an versicherungsfrei.`,
    optional: [
      "Versicherungsfrei heißt: Sie dürfen wechseln, müssen aber nicht. Endet Ihre Versicherungspflicht, weist Ihre Krankenkasse Sie auf die Austrittsmöglichkeit hin. Erklären Sie innerhalb von zwei Wochen danach Ihren Austritt und weisen Sie eine private Krankenversicherung nach; sonst läuft Ihre Mitgliedschaft freiwillig weiter (",
      rules.anschlussversicherung,
      ").",
    ] satisfies RichText,
    newEmploymentException: ({ year, nextYear }: SwitchFacts): RichText => [
      `Anders bei einer neuen Beschäftigung, die Sie ${year} beginnen: Mit diesem Entgelt wären Sie zunächst versicherungsfrei. Werden Sie am 1. Januar ${nextYear} nur wegen der höheren Grenze versicherungspflichtig, können Sie sich innerhalb von drei Monaten auf Antrag befreien lassen (`,
      rules.befreiungJaeg,
      ").",
    ],
    whenAbove: [
      "Steigt Ihr Entgelt über die Grenze, endet die Versicherungspflicht mit Ablauf des Kalenderjahres, in dem es sie überschreitet – sofern es auch die Grenze des folgenden Jahres übersteigt (",
      FIGURE_SOURCES.jahreswechsel,
      ").",
    ] satisfies RichText,
    ab55: [
      "Bedenken Sie auch den Weg zurück: Wer ab dem 55. Geburtstag versicherungspflichtig würde, bleibt versicherungsfrei, wenn er in den fünf Jahren davor nicht gesetzlich versichert war und mindestens die Hälfte dieser Zeit versicherungsfrei, befreit oder hauptberuflich selbstständig war (",
      FIGURE_SOURCES.ab55,
      "). Eine Rückkehr in die gesetzliche Krankenversicherung ist dann ausgeschlossen.",
    ] satisfies RichText,
    selbststaendig: [
      [
        "Als hauptberuflich Selbstständige:r sind Sie nicht versicherungspflichtig: Die Pflichtversicherung erfasst Beschäftigte (",
        rules.pflichtBeschaeftigte,
        "), und wer hauptberuflich selbstständig ist, wird auch durch eine Nebenbeschäftigung nicht versicherungspflichtig (",
        rules.hauptberuflichSelbststaendig,
        "). Eine Jahresarbeitsentgeltgrenze gilt für Sie nicht – Sie können sich unabhängig vom Einkommen privat versichern.",
      ],
      [
        "Ausnahmen: Selbstständige Künstler:innen und Publizist:innen können über die Künstlersozialkasse pflichtversichert sein, Landwirt:innen sind es in der landwirtschaftlichen Krankenversicherung (",
        rules.pflichtLandwirteKuenstler,
        ").",
      ],
      [
        "Der Weg zurück ist eng: Freiwillig gesetzlich versichern kann sich nur, wer vorher lange genug gesetzlich versichert war und den Beitritt innerhalb von drei Monaten anzeigt (",
        rules.freiwilligeVersicherung,
        "). Wer als Selbstständige:r privat versichert ist, kommt in der Regel nur über eine versicherungspflichtige Beschäftigung vor dem 55. Geburtstag zurück.",
      ],
      ["Sind Sie heute freiwillig gesetzlich versichert, kläre ich mit Ihnen, zu wann Sie kündigen und wechseln können."],
    ] satisfies readonly RichText[],
    beamt: [
      [
        "Als Beamt:in sind Sie versicherungsfrei, weil Ihr Dienstherr bei Krankheit die Bezüge weiterzahlt und sich über die Beihilfe oder Heilfürsorge an den Kosten beteiligt (",
        rules.versicherungsfreiheitBeamte,
        "). Eine Jahresarbeitsentgeltgrenze gilt für Sie nicht.",
      ],
      ["Den Teil der Kosten, den die Beihilfe nicht trägt, sichern Sie privat ab. Wie groß er ist, hängt vom Beihilfe-Bemessungssatz Ihres Dienstherrn ab."],
    ] satisfies readonly RichText[],
    noLimitSummary: {
      selbststaendig: ({ year }: { year: number }) => `Für Selbstständige gilt ${year} wie in jedem Jahr keine Einkommensgrenze.`,
      beamt: ({ year }: { year: number }) => `Für Beamt:innen gilt ${year} wie in jedem Jahr keine Einkommensgrenze.`,
    },
  },
} as const;

// ——— Was kostet mich die gesetzliche Krankenversicherung? ———

export interface GkvRateFacts {
  year: number;
  /** Formatted rates („14,6 %“) and amounts („5.812,50 €“). */
  rate: string;
}

export const gkvCopy = {
  title: "Was kostet mich die gesetzliche Krankenversicherung?",
  pageAction: "GKV-Beitrag berechnen",
  intro:
    "Ihr Beitrag zur gesetzlichen Kranken- und Pflegeversicherung – als Angestellte:r aufgeteilt auf Sie und Ihren Arbeitgeber, als Beamt:in mit Beihilfe allein getragen – mit den amtlichen Werten des gewählten Jahres.",
  noScript: {
    caption: ({ year }: { year: number }) =>
      `Die Rechnung braucht JavaScript, das in Ihrem Browser gerade nicht läuft – hier die Grenzen und Beitragssätze ${year} als Tabelle.`,
  },
  fields: {
    status: {
      legend: "Status",
      options: { angestellt: "Angestellt", beamte: "Beamt:in (Beihilfe)" } satisfies Record<GkvStatus, string>,
    },
    payBeamte: {
      label: "Besoldung (brutto, monatlich)",
      hint: "Ihre monatlichen Dienstbezüge vor Steuern, ohne Einmalzahlungen.",
    },
    pay: {
      label: "Bruttomonatsgehalt",
      placeholder: "z.\u202fB. 6.000",
      hint: "Ihr regelmäßiges Monatsgehalt vor Steuern und Abgaben, ohne Einmalzahlungen wie Weihnachtsgeld.",
      errors: {
        format: "Bitte geben Sie das Gehalt als Zahl ein, z.\u202fB. 6.000 oder 6.000,50.",
        negative: "Ein Gehalt kann nicht negativ sein.",
        decimals: "Bitte höchstens zwei Stellen nach dem Komma eingeben (Cent).",
        tooSmall: `Bitte geben Sie ein Gehalt über ${euro(0)} ein.`,
        tooLarge: `Bitte prüfen Sie den Betrag: Der Rechner nimmt höchstens ${euro(MONTHLY_PAY_RULES.maxUnits / 100)} im Monat an.`,
      } satisfies FieldErrors,
    },
    zusatzbeitrag: {
      label: "Zusatzbeitrag",
      placeholder: "z.\u202fB. 2,9",
      hint: ({ year, rate }: GkvRateFacts): RichText => [
        `Der Zusatzbeitrag Ihrer Krankenkasse in Prozent. Voreingestellt ist der durchschnittliche Zusatzbeitragssatz ${year} von ${rate} (`,
        zusatzbeitragSource(year as FigureYear),
        ").",
      ],
      errors: {
        format: "Bitte geben Sie den Zusatzbeitrag als Prozentzahl ein, z.\u202fB. 2,9 oder 2,9\u00a0%.",
        negative: "Der Zusatzbeitrag kann nicht negativ sein.",
        decimals: "Bitte höchstens zwei Stellen nach dem Komma eingeben, z.\u202fB. 2,45.",
        tooSmall: "Bitte geben Sie einen Zusatzbeitrag ab 0\u00a0% ein.",
        tooLarge: `Bitte prüfen Sie den Wert: Der Rechner nimmt höchstens ${ZUSATZBEITRAG_RULES.maxUnits / 100}\u00a0% an.`,
      } satisfies FieldErrors,
    },
    age: {
      label: "Alter",
      placeholder: "z.\u202fB. 30",
      hint: "In Jahren. Kinderlose zahlen ab dem Monat nach ihrem 23. Geburtstag einen Zuschlag zur Pflegeversicherung, bei einem Geburtstag am Monatsersten schon ab dem Geburtsmonat.",
      errors: {
        format: "Bitte geben Sie Ihr Alter als ganze Zahl ein, z.\u202fB. 30.",
        negative: "Das Alter kann nicht negativ sein.",
        decimals: "Bitte geben Sie Ihr Alter in ganzen Jahren ein.",
        tooSmall: `Bitte geben Sie ein Alter zwischen ${AGE_MIN} und ${AGE_MAX} Jahren ein.`,
        tooLarge: `Bitte geben Sie ein Alter zwischen ${AGE_MIN} und ${AGE_MAX} Jahren ein.`,
      } satisfies FieldErrors,
    },
    children: {
      label: "Kinder insgesamt",
      placeholder: "z.\u202fB. 0",
      hint: "Alle Ihre Kinder gleich welchen Alters, auch Adoptiv-, Stief- und Pflegekinder; 0, wenn Sie keine haben. Schon ein Kind beendet den Zuschlag für Kinderlose.",
      errors: {
        format: "Bitte geben Sie eine ganze Zahl ein, z.\u202fB. 0, 1 oder 2.",
        negative: "Die Zahl der Kinder kann nicht negativ sein.",
        decimals: "Bitte geben Sie eine ganze Zahl ein.",
        tooSmall: "Bitte geben Sie eine ganze Zahl ab 0 ein.",
        tooLarge: `Bitte geben Sie höchstens ${CHILDREN_MAX} ein.`,
      } satisfies FieldErrors,
    },
    childrenUnder25: {
      label: "davon unter 25",
      placeholder: "z.\u202fB. 0",
      hint: ["Nur Kinder unter 25 senken Ihren Pflegebeitrag, und erst ab dem zweiten (", FIGURE_SOURCES.pflegeAbschlagJeKind, ")."] satisfies RichText,
      errors: {
        format: "Bitte geben Sie eine ganze Zahl ein, z.\u202fB. 0, 1 oder 2.",
        negative: "Die Zahl der Kinder kann nicht negativ sein.",
        decimals: "Bitte geben Sie eine ganze Zahl ein.",
        tooSmall: "Bitte geben Sie eine ganze Zahl ab 0 ein.",
        tooLarge: `Bitte geben Sie höchstens ${CHILDREN_MAX} ein.`,
      } satisfies FieldErrors,
      aboveTotal: "Unter 25 können nicht mehr Kinder sein als insgesamt. Bitte prüfen Sie beide Zahlen.",
    },
    land: {
      label: "Bundesland",
      hint: "Des Orts, an dem Sie arbeiten. In Sachsen tragen Beschäftigte einen größeren Teil des Pflegebeitrags.",
    },
    dienstherr: {
      label: "Dienstherr",
      hint: "Der Bund oder das Land, in dessen Dienst Sie stehen. Einige Länder zahlen auf Antrag eine pauschale Beihilfe zum Beitrag.",
      bund: "Bund",
    },
  },
  result: {
    heading: ({ year }: { year: number }) => `Ihre Beiträge ${year}`,
    base: {
      capped: ({ year, pay, bbgMonth, bbgYear }: { year: number; pay: string; bbgMonth: string; bbgYear: string }): RichText => [
        `Ihr Gehalt von ${pay} liegt über der Beitragsbemessungsgrenze ${year} von ${bbgMonth} im Monat (${bbgYear} im Jahr, `,
        FIGURE_SOURCES.beitragsbemessungsgrenze,
        `). Beiträge fallen nur bis zu dieser Grenze an; gerechnet wird mit ${bbgMonth}.`,
      ],
      uncapped: ({ year, pay, bbgMonth, bbgYear }: { year: number; pay: string; bbgMonth: string; bbgYear: string }): RichText => [
        `Beiträge fallen auf Ihr ganzes Gehalt von ${pay} an, denn es liegt nicht über der Beitragsbemessungsgrenze ${year} von ${bbgMonth} im Monat (${bbgYear} im Jahr, `,
        FIGURE_SOURCES.beitragsbemessungsgrenze,
        ").",
      ],
    },
    table: { share: "Anteil", month: "im Monat", year: "im Jahr", employee: "Sie", employer: "Ihr Arbeitgeber", total: "Zusammen" },
    healthCaption: ({ rate }: { rate: string }) => `Krankenversicherung: ${rate}`,
    careCaption: ({ rate }: { rate: string }) => `Pflegeversicherung: ${rate}`,
    sumCaption: "Kranken- und Pflegeversicherung zusammen",
    healthRates: {
      general: ({ year, rate }: GkvRateFacts): RichText => [`Allgemeiner Beitragssatz ${year}: ${rate} (`, FIGURE_SOURCES.allgemeinerBeitragssatz, ")"],
      zusatz: ({ year, rate, average }: GkvRateFacts & { average: string }): RichText => [
        `Zusatzbeitrag laut Eingabe: ${rate}; der durchschnittliche Zusatzbeitragssatz ${year} beträgt ${average} (`,
        zusatzbeitragSource(year as FigureYear),
        ")",
      ],
      split: ["Beides tragen Sie und Ihr Arbeitgeber je zur Hälfte (", FIGURE_SOURCES.beitragstragung, ")"] satisfies RichText,
    },
    careRates: {
      base: ({ year, rate }: GkvRateFacts): RichText => [
        `Beitragssatz ${year}: ${rate} (`,
        FIGURE_SOURCES.pflegeBeitragssatz,
        "), je zur Hälfte von Ihnen und Ihrem Arbeitgeber getragen (",
        rules.pflegeTragung,
        ")",
      ],
      surcharge: ({ year, rate }: GkvRateFacts): RichText => [
        `Zuschlag für Kinderlose ab 23 Jahren ${year}: ${rate}, den Sie allein tragen (`,
        FIGURE_SOURCES.pflegeKinderlosenzuschlag,
        ")",
      ],
      tooYoungForSurcharge: ["Kein Zuschlag für Kinderlose, solange Sie unter 23 sind (", FIGURE_SOURCES.pflegeKinderlosenzuschlag, ")"] satisfies RichText,
      exemptBefore1940: ["Kein Zuschlag für Kinderlose, weil Sie vor 1940 geboren sind (", FIGURE_SOURCES.pflegeKinderlosenzuschlag, ")"] satisfies RichText,
      noSurchargeWithChildren: [
        "Kein Zuschlag für Kinderlose, denn Sie haben mindestens ein Kind (",
        FIGURE_SOURCES.pflegeKinderlosenzuschlag,
        ")",
      ] satisfies RichText,
      reduction: ({ year, count, rate, total }: { year: number; count: number; rate: string; total: string }): RichText => [
        `Abschlag für das zweite bis fünfte Kind ${year}: ${count} × ${rate} = ${total} weniger auf Ihren Anteil (`,
        FIGURE_SOURCES.pflegeAbschlagJeKind,
        ")",
      ],
      sachsen: ({ year, rate }: { year: number; rate: string }): RichText => [
        `Beschäftigungsort in Sachsen ${year}: Sie tragen ${rate} mehr, Ihr Arbeitgeber ${rate} weniger (`,
        FIGURE_SOURCES.pflegeSachsen,
        ")",
      ],
    },
    rounding: [
      "Jeder Anteil ist für sich auf volle Cent gerundet, der Beitrag ist die Summe der gerundeten Anteile (",
      rules.beitragsberechnung,
      "). Er kann deshalb um einen Cent von einer Rechnung mit dem ganzen Beitragssatz abweichen. Den Zuschlag für Kinderlose runde ich nicht gesondert: Ihr Anteil am Pflegebeitrag wird mit Zuschlag und Abschlägen in einem Satz berechnet und einmal gerundet (",
      rules.beitragsberechnungAllein,
      ").",
    ] satisfies RichText,
    summary: {
      verdict: ({ year, amount }: { year: number; amount: string }) => `Ihr Beitrag ${year}: ${amount} im Monat`,
      employee: "Ihr Anteil (Kranken- und Pflegeversicherung)",
      employer: "Anteil Ihres Arbeitgebers",
      subsidy: "Arbeitgeberzuschuss bei privater Versicherung",
      subsidyValue: ({ amount }: { amount: string }) => `bis zu ${amount}`,
      noPrivate: "Private Versicherung",
      noPrivateValue: "in der Regel nicht möglich",
      detailsLabel: "Rechnung, Grenzen und Vorschriften",
      /** Under the verdict when the pay is above the BBG: why the contribution is the maximum (issue 25). */
      capped: ({ year, bbgMonth, bbgYear }: { year: number; bbgMonth: string; bbgYear: string }) =>
        `Ihr Gehalt liegt über der Beitragsbemessungsgrenze ${year} von ${bbgMonth} im Monat (${bbgYear} im Jahr); darüber steigt der Beitrag nicht.`,
    },
    privateOption: {
      notAboveJaeg: ({ year, pay, annual, jaeg }: { year: number; pay: string; annual: string; jaeg: string }): RichText => [
        `Mit 12 × ${pay} = ${annual} im Jahr liegt Ihr Gehalt nicht über der Versicherungspflichtgrenze ${year} von ${jaeg} (`,
        FIGURE_SOURCES.versicherungspflichtgrenze,
        "). Als Angestellte:r sind Sie damit in der Regel gesetzlich pflichtversichert und können sich gar nicht privat versichern; der Zuschuss unten gilt erst, wenn Ihr Entgelt die Grenze übersteigt. Regelmäßige Sonderzahlungen wie Weihnachtsgeld zählen bei der Grenze mit – prüfen Sie das mit dem Rechner „Darf ich in die PKV wechseln?“.",
      ],
      aboveJaeg: ({ year, annual, jaeg }: { year: number; annual: string; jaeg: string }): RichText => [
        `Mit ${annual} im Jahr liegt Ihr Gehalt über der Versicherungspflichtgrenze ${year} von ${jaeg} (`,
        FIGURE_SOURCES.versicherungspflichtgrenze,
        "). Ab wann Sie wechseln können, zeigt der Rechner „Darf ich in die PKV wechseln?“.",
      ],
    },
    outOfScope: {
      verdict: {
        minijob: ({ year }: { year: number }) => `Minijob ${year}: hier nicht berechnet`,
        uebergangsbereich: ({ year }: { year: number }) => `Übergangsbereich ${year}: hier nicht berechnet`,
      },
      payTerm: "Ihr Monatsgehalt",
      limitTerm: {
        minijob: ({ year }: { year: number }) => `Geringfügigkeitsgrenze ${year}`,
        uebergangsbereich: ({ year }: { year: number }) => `Obergrenze des Übergangsbereichs ${year}`,
      },
      explanation: {
        minijob: ({ pay, limit }: { pay: string; limit: string }): RichText => [
          `Mit ${pay} im Monat liegen Sie nicht über der Geringfügigkeitsgrenze von ${limit} (`,
          FIGURE_SOURCES.geringfuegigkeitsgrenze,
          "). Ein Minijob ist in der Krankenversicherung versicherungsfrei; die Pauschalbeiträge trägt der Arbeitgeber. Die Formel dieses Rechners gilt dafür nicht.",
        ],
        uebergangsbereich: ({ pay, limit }: { pay: string; limit: string }): RichText => [
          `Mit ${pay} im Monat liegen Sie im Übergangsbereich, der bis ${limit} reicht (`,
          FIGURE_SOURCES.uebergangsbereich,
          "). Dort zahlen Beschäftigte einen ermäßigten Anteil nach einer eigenen Formel, der Arbeitgeber entsprechend mehr. Diese Formel rechnet der Rechner nicht – eine Zahl mit der normalen Formel wäre falsch. Ihre Krankenkasse oder Ihre Lohnabrechnung nennt Ihnen den Betrag.",
        ],
      },
    },
    beamte: {
      verdict: ({ year, amount }: { year: number; amount: string }) => `Ihr Beitrag ${year}: ${amount} im Monat, von Ihnen allein getragen`,
      /** Where the Land pays the pauschale Beihilfe the contribution is not carried alone (issue 23, M2). */
      verdictShared: ({ year, amount, own, land, pauschale }: { year: number; amount: string; own: string; land: string; pauschale: string }) =>
        `Ihr Beitrag ${year}: ${amount} im Monat, davon tragen Sie ${own}, ${land} ${pauschale} (pauschale Beihilfe)`,
      /** Where the table does not settle whether the Land pays it: what holds without it, said as a condition. */
      verdictUnsettled: ({ year, amount }: { year: number; amount: string }) =>
        `Ihr Beitrag ${year}: ${amount} im Monat, ohne pauschale Beihilfe von Ihnen allein getragen`,
      capped: ({ year, bbgMonth, bbgYear }: { year: number; bbgMonth: string; bbgYear: string }) =>
        `Ihre Besoldung liegt über der Beitragsbemessungsgrenze ${year} von ${bbgMonth} im Monat (${bbgYear} im Jahr); darüber steigt der Beitrag nicht.`,
      health: ({ rate }: { rate: string }) => `Krankenversicherung (${rate})`,
      care: ({ rate }: { rate: string }) => `Pflegeversicherung (${rate})`,
      pauschale: ({ land }: { land: string }) => `Davon zahlt ${land} als pauschale Beihilfe`,
      noSubsidy: "Zuschuss Ihres Dienstherrn",
      noSubsidyValue: "keiner",
      unsettledTerm: "Pauschale Beihilfe",
      unsettledValue: "nicht geklärt",
      base: ({ year, pay, bbgMonth, capped }: { year: number; pay: string; bbgMonth: string; capped: boolean }): RichText =>
        capped
          ? [
              `Ihre Besoldung von ${pay} liegt über der Beitragsbemessungsgrenze ${year} von ${bbgMonth} im Monat (`,
              FIGURE_SOURCES.beitragsbemessungsgrenze,
              `); gerechnet wird mit ${bbgMonth}.`,
            ]
          : [
              `Beiträge fallen auf Ihre ganze Besoldung von ${pay} an; sie liegt nicht über der Beitragsbemessungsgrenze ${year} von ${bbgMonth} im Monat (`,
              FIGURE_SOURCES.beitragsbemessungsgrenze,
              ").",
            ],
      /** The Besoldung below the minimum base of voluntary members: one sentence, the rule linked (issue 23, M1). */
      minimumBase: ({ year, pay, minimum, bezugsgroesse }: { year: number; pay: string; minimum: string; bezugsgroesse: string }): RichText => [
        `Ihre Besoldung von ${pay} liegt unter der Mindestbemessungsgrundlage für freiwillige Mitglieder: Beiträge fallen je Kalendertag mindestens auf ein Neunzigstel der monatlichen Bezugsgröße ${year} von ${bezugsgroesse} an, im Monat also auf ${minimum}, und damit ist hier gerechnet (`,
        FIGURE_SOURCES.mindestbemessungsgrundlage,
        ", ",
        FIGURE_SOURCES.bezugsgroesse,
        ").",
      ],
      healthRates: ({ year, general, zusatz, total }: { year: number; general: string; zusatz: string; total: string }): RichText => [
        `Krankenversicherung: ermäßigter Beitragssatz ${year} von ${general}, weil Beamt:innen kein Krankengeld erhalten (`,
        FIGURE_SOURCES.ermaessigterBeitragssatz,
        `), plus Zusatzbeitrag laut Eingabe ${zusatz} (`,
        KASSEN_ZUSATZBEITRAG,
        `), zusammen ${total}.`,
      ],
      careRates: ({ year, base }: { year: number; base: string }): RichText => [
        `Pflegeversicherung: die Hälfte des Beitragssatzes ${year}, also ${base}, weil die Beihilfe die andere Hälfte der Pflegekosten trägt (`,
        rules.pflegeHalberSatz,
        ").",
      ],
      alone: [
        "Einen Arbeitgeberanteil gibt es nicht: Sie zahlen beide Beiträge allein als freiwilliges Mitglied. Jeder Beitrag ist mit dem vollen Satz berechnet und einmal auf volle Cent gerundet (",
        rules.beitragsberechnung,
        ").",
      ] satisfies RichText,
      otherIncome: [
        "Als freiwilliges Mitglied zahlen Sie Beiträge auch auf andere Einnahmen, z.\u202fB. Mieten, bis zur Beitragsbemessungsgrenze (",
        rules.freiwilligeBeitraege,
        "). Gerechnet ist hier nur die Besoldung.",
      ] satisfies RichText,
      pauschaleText: ({
        land,
        since,
        half,
        provision,
        note,
      }: {
        land: string;
        since: string;
        half: string;
        provision: LegalSource | null;
        note?: string;
      }): RichText => [
        `${land} zahlt seit ${since} auf Antrag eine pauschale Beihilfe: die Hälfte Ihres Krankenversicherungsbeitrags, hier ${half} im Monat`,
        ...(provision ? [" (", provision, ")."] : ["."]),
        ` Dafür verzichten Sie unwiderruflich auf die Beihilfe zu einzelnen Rechnungen.${note ? ` ${note}` : ""} Den Pflegebeitrag zahlen Sie weiter selbst.`,
      ],
      /** Only where the Dienstherren table says „not offered“, with what was checked. */
      noPauschale: ({ dienstherr }: { dienstherr: string }) =>
        `${dienstherr} zahlt nach meinem Stand keine allgemeine pauschale Beihilfe: Gesetzlich versichert tragen Sie beide Beiträge allein, die Beihilfe erstattet nur einzelne Rechnungen.`,
      /** Where the table does not settle it: never „keine“ (issue 23, H1). */
      unsettledPauschale: ({ dienstherr }: { dienstherr: string }) =>
        `Ob ${dienstherr} eine pauschale Beihilfe zahlt, ist nach meinem Stand nicht geklärt – fragen Sie Ihre Beihilfestelle. Gerechnet ist hier ohne sie: Dann tragen Sie beide Beiträge allein, und die Beihilfe erstattet einzelne Rechnungen.`,
      checkWithBeihilfestelle: ({ asOf }: { asOf: string }) =>
        `Stand der Angaben zur pauschalen Beihilfe: ${asOf}. Die Länder ändern ihre Regeln – Ihre Beihilfestelle bestätigt sie.`,
    },
    subsidyHeading: "Zum Vergleich: Arbeitgeberzuschuss zu einer privaten Versicherung",
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
    }): RichText => [
      `Wären Sie privat versichert, zahlte Ihr Arbeitgeber ${year} bei Ihrem Gehalt bis zu ${health} im Monat zu Ihrer Krankenversicherung – so viel, wie er bei gesetzlicher Versicherung trüge, höchstens ${healthCap} (`,
      FIGURE_SOURCES.maxEmployerSubsidyHealth,
      `) – und bis zu ${care} zu Ihrer Pflegeversicherung, höchstens ${careCap} (`,
      FIGURE_SOURCES.maxEmployerSubsidyCare,
      `), zusammen bis zu ${total} im Monat oder ${totalYear} im Jahr. Der Zuschuss folgt Ihrem Gehalt bis zur Beitragsbemessungsgrenze und beträgt außerdem höchstens die Hälfte dessen, was Sie für die private Versicherung tatsächlich zahlen.`,
    ],
    subsidyAverage: ({ year, rate }: GkvRateFacts) =>
      `Der Zuschuss zur Krankenversicherung ist mit dem durchschnittlichen Zusatzbeitrag ${year} von ${rate} berechnet, nicht mit dem Ihrer Krankenkasse.`,
    subsidySachsen: "In Sachsen ist der Zuschuss zur Pflegeversicherung niedriger, weil dort auch der Arbeitgeberanteil niedriger ist.",
    noPremium:
      "Was eine private Krankenversicherung Sie kosten würde, hängt von Alter, Gesundheit und Tarif ab. Einen Beitrag nenne ich Ihnen erst nach einem Vergleich – geschätzt wird hier keiner.",
    assumptionsHeading: "Gerechnet wurde so",
    assumptions: [
      [
        "Für eine versicherungspflichtige Beschäftigung mit regelmäßigem Monatsgehalt; Einmalzahlungen wie Weihnachtsgeld sind nicht eingerechnet. Für Minijobs und Monatsentgelte im Übergangsbereich (Midijob) gelten eigene Regeln (",
        rules.uebergangsbereich,
        ").",
      ],
      [
        "Vom Zuschlag für Kinderlose befreit jedes Kind, gleich wie alt. Den Abschlag ab dem zweiten Kind gibt es nur für Kinder unter 25, jeweils bis zum Ende des Monats, in dem das Kind 25 wird (",
        FIGURE_SOURCES.pflegeAbschlagJeKind,
        ").",
      ],
      ["Der Zuschlag für Kinderlose beginnt mit dem Monat nach dem 23. Geburtstag (bei einem Geburtstag am Monatsersten mit dem Geburtsmonat)."],
    ] satisfies readonly RichText[],
  },
} as const;

// ——— Beihilfe-Rechner für Beamte ———

export const beihilfeCopy = {
  title: "Beihilfe-Rechner für Beamte",
  pageAction: "Beihilfe berechnen",
  intro:
    "Welchen Teil Ihrer Krankheitskosten die Beihilfe trägt und welchen Teil Ihre private Krankenversicherung abdecken muss – für den Bund und jedes Land, mit der Vorschrift neben jedem Satz. Wo ich die Regeln eines Landes noch nicht in seiner eigenen Vorschrift geprüft habe, nenne ich den Satz auf Anfrage, statt zu raten.",
  noScript: {
    caption:
      "Die Rechnung braucht JavaScript, das in Ihrem Browser gerade nicht läuft – hier die Bemessungssätze des Bundes als Tabelle. Die Länder regeln die Beihilfe selbst; den Satz Ihres Landes nenne ich Ihnen auf Anfrage.",
  },
  fields: {
    dienstherr: {
      label: "Dienstherr",
      hint: "Der Bund oder das Land, in dessen Dienst Sie stehen oder standen.",
      bund: "Bund",
      /** Option text of a Land whose rules are not verified yet. */
      onRequest: (name: string) => `${name} (auf Anfrage)`,
    },
    status: {
      legend: "Status",
      options: { aktiv: "aktiv", versorgung: "Versorgungsempfänger:in" } satisfies Record<BeihilfeStatus, string>,
    },
    children: {
      label: "Kinder",
      placeholder: "z.\u202fB. 0",
      hint: "Zahl der Kinder, die im Familienzuschlag berücksichtigt werden.",
      errors: gkvCopy.fields.children.errors,
    },
    partner: {
      label: "Ehe- oder Lebenspartner:in ist berücksichtigungsfähig",
      hint: "In der Regel, solange ihr oder sein eigenes Einkommen unter der Grenze Ihres Dienstherrn bleibt.",
    },
    optional: {
      elternzeit: { label: "Ich bin in Elternzeit", hint: "Gilt nur für aktive Beihilfeberechtigte." },
      anwaerter: {
        label: "Ich bin Anwärter:in im Vorbereitungsdienst",
        hint: "Beamt:in auf Widerruf in der Ausbildung – in diesem Land gilt dafür ein eigener Satz.",
      },
      verheiratet: {
        label: "Ich bin verheiratet oder verpartnert",
        hint: "Auch wenn Ihr:e Partner:in selbst nicht berücksichtigungsfähig ist – in diesem Land hängt Ihr eigener Satz davon ab.",
      },
      arbeitgeberzuschuss: {
        label: "Ich erhalte einen Arbeitgeberzuschuss zur Krankenversicherung",
        hint: "Etwa aus einer Nebenbeschäftigung als Angestellte:r.",
      },
      berechtigtSeit: { label: "Beihilfeberechtigt seit", hint: "Datum, ab dem Sie beihilfeberechtigt sind." },
    } satisfies Record<BeihilfeOptionalField, { label: string; hint: string }>,
    partnerSubsidy: { label: "Mein:e Partner:in erhält einen Arbeitgeberzuschuss zur Krankenversicherung" },
  },
  result: {
    heading: ({ year, dienstherr }: { year: number; dienstherr: string }) => `Beihilfe ${year}: ${dienstherr}`,
    verdict: ({ satz, pkv }: { satz: string; pkv: string }) =>
      `Die Beihilfe trägt für Sie ${satz} der beihilfefähigen Kosten, Ihre private Krankenversicherung muss ${pkv} abdecken.`,
    persons: { selbst: "Sie selbst", partner: "Ehe-/Lebenspartner:in", kind: "je Kind" } satisfies Record<BeihilfePerson, string>,
    pkvShort: ({ pkv }: { pkv: string }) => `PKV: ${pkv}`,
    /** Under a person's figure, where the Dienstherr states a different rate for hospital treatment; the provision follows. */
    stationaer: ({ satz, pkv }: { satz: string; pkv: string }) => `Bei stationärer Behandlung: ${satz} (PKV: ${pkv}) – `,
    openFigure: "auf Anfrage",
    checkedOn: ({ date }: { date: string }) => `geprüft am ${date}`,
    detailsSummary: "Wie sich die Sätze ergeben",
    caseLine: ({ person, label, satz }: { person: string; label: string; satz: string }) => `${person} (${label}): ${satz} – `,
    adjustmentLine: ({ label, points }: { label: string; points: string }) => `${label}: ${points} Prozentpunkte – `,
    stationaerRule: ({ label }: { label: string }) => `Bei stationärer Behandlung: ${label} – `,
    verifiedNormtext: "im Wortlaut der Vorschrift geprüft",
    verifiedSecondary: ({ first, second }: { first: string; second: string }) =>
      `Wortlaut nicht gefunden; Satz stimmt in zwei unabhängigen Quellen überein: ${first} und ${second}`,
    notesHeading: "Außerdem gilt",
    regulation: ({ name, short }: { name: string; short: string }) => `Grundlage: ${name} (${short}).`,
    pkvShare:
      "Den Rest der beihilfefähigen Kosten sichern Sie mit einer privaten Krankenversicherung in einem beihilfekonformen Tarif ab. Was dieser kostet, hängt von Alter, Gesundheit und Tarif ab – einen Beitrag nenne ich Ihnen erst nach einem Vergleich.",
    heilfuersorge: "Erhalten Sie statt Beihilfe Heilfürsorge, gilt diese Rechnung für Sie selbst nicht.",
    onRequest: ({ dienstherr, year }: { dienstherr: string; year: number }) =>
      `Für ${dienstherr} nenne ich für ${year} keinen Prozentsatz: Die Länder regeln die Beihilfe selbst, und einige weichen vom Bund ab.`,
    beforeWording: ({ validFrom }: { validFrom: number }) =>
      `Geprüft habe ich die Fassung, die seit ${validFrom} gilt; für frühere Jahre nenne ich den Satz auf Anfrage.`,
    onRequestNext: "Übernehmen Sie Ihre Angaben in die Anfrage – ich nenne Ihnen den Satz Ihres Dienstherrn mit der Vorschrift, aus der er sich ergibt.",
  },
  pauschale: {
    heading: "Pauschale Beihilfe",
    offered: ({ dienstherr, since }: { dienstherr: string; since: string }): string =>
      `${dienstherr} bietet seit dem ${since} die pauschale Beihilfe an: Statt Beihilfe zu einzelnen Rechnungen zahlt der Dienstherr auf Antrag einen monatlichen Zuschuss zu einer Krankenvollversicherung, in der Regel die Hälfte des Beitrags. Die Wahl gilt in der Regel dauerhaft. Grundlage: `,
    /** The Land's own conditions, a phrase or whole sentences; one closing full stop either way. */
    restricted: ({ restrictions }: { restrictions: string }) => `Voraussetzungen: ${restrictions.replace(/[.!?]$/, "")}.`,
    tableSummary: "Pauschale Beihilfe: Bund und alle Länder im Überblick",
    tableCaption: ({ asOf }: { asOf: string }) =>
      `Pauschale Beihilfe nach Dienstherr (Stand: ${asOf}). Fragen Sie vor Ihrer Entscheidung bei Ihrer Beihilfestelle nach.`,
    columns: { dienstherr: "Dienstherr", angebot: "Pauschale Beihilfe (Vorschrift)" },
    cell: {
      yes: ({ since }: { since: string }) => `ja, seit ${since}`,
      no: "nein",
      open: "nicht geklärt",
      /** After „ja, seit …“ where the Land sets conditions of its own (named in full when it is chosen above). */
      conditions: "mit eigenen Voraussetzungen",
    },
  },
} as const;

// ——— Übergabe an die Anfrage ———

export const handoverCopy: HandoverCopy = {
  switchCheck: {
    beruf: { angestellt: "Angestellte:r", selbststaendig: "Selbstständig", beamt: "Beamt:in" },
    note: ({ verdict, year, employment, job, pay, limit, limitKind, comparison, nextYear }) => {
      if (employment === "selbststaendig") return `PKV-Rechner: ${verdict} ${year} (selbstständig, keine JAEG)`;
      if (employment === "beamt") return `PKV-Rechner: ${verdict} ${year} (Beamt:in, keine JAEG)`;
      const stelle = job === "neu" ? "neue Stelle, " : "bestehende Stelle, ";
      const jaeg = limitKind === "besonders" ? "besondere JAEG" : "JAEG";
      const sign = comparison === "above" ? ">" : comparison === "equal" ? "=" : "<";
      let next = "";
      if (comparison === "above" && nextYear && job !== "neu") {
        next = nextYear.published
          ? `, ${nextYear.exceeded ? "auch >" : "aber nicht >"} ${jaeg} ${nextYear.year} ${nextYear.limit}`
          : `, ${jaeg} ${nextYear.year} noch nicht veröffentlicht`;
      }
      return `PKV-Rechner: ${verdict} ${year} (${stelle}Jahresentgelt ${pay} ${sign} ${jaeg} ${limit}${next})`;
    },
  },
  gkv: {
    note: ({ year, kind, pay, employee, employer, total, land, pauschale, own, pauschaleOpen, minimumBase }) => {
      if (kind === "beamte") {
        const who = land ? `Beamt:in, ${land}` : "Beamt:in";
        const base = minimumBase ? ` (Beiträge auf die Mindestbemessungsgrundlage von ${minimumBase})` : "";
        const head = `GKV-Rechner ${year} (${who}): ${pay} Besoldung im Monat${base}`;
        if (pauschale && own) return `${head} – KV + PV ${total}, davon selbst ${own}, ${land ?? "das Land"} ${pauschale} (pauschale Beihilfe)`;
        return `${head} – KV + PV allein ${total}${pauschaleOpen ? " (ohne pauschale Beihilfe; ob das Land sie zahlt, ist nicht geklärt)" : ""}`;
      }
      if (kind === "minijob") return `GKV-Rechner ${year}: ${pay} brutto im Monat – Minijob, bitte persönlich rechnen`;
      if (kind === "uebergangsbereich") return `GKV-Rechner ${year}: ${pay} brutto im Monat – Übergangsbereich, bitte persönlich rechnen`;
      return `GKV-Rechner ${year}: ${pay} brutto im Monat – Arbeitnehmeranteil KV + PV ${employee}, Arbeitgeberanteil ${employer}`;
    },
    beamteBeruf: ({ land }) => (land ? `Beamt:in (${land})` : "Beamt:in"),
  },
  beihilfe: {
    openRate: "auf Anfrage",
    beruf: ({ status, dienstherr }) => (status === "aktiv" ? `Beamt:in (${dienstherr})` : `Versorgungsempfänger:in (${dienstherr})`),
    note: ({ year, dienstherr, status, children, partner, rates }) => {
      const family = [`${children === 1 ? "1 Kind" : `${children} Kinder`}`, ...(partner ? ["mit Partner:in"] : [])].join(", ");
      const who = `${dienstherr}, ${beihilfeCopy.fields.status.options[status]}, ${family}`;
      if (!rates) return `Beihilfe-Rechner ${year}: ${who} – Bemessungssatz bitte nennen`;
      const named = [`selbst ${rates.selbst}`, ...(rates.partner ? [`Partner:in ${rates.partner}`] : []), ...(rates.kind ? [`Kinder ${rates.kind}`] : [])];
      return `Beihilfe-Rechner ${year}: ${who} – Beihilfe ${named.join(", ")}; PKV selbst ${rates.pkvSelbst}`;
    },
  },
};

/**
 * Each calculator's copy by id (app/config/calculator-ids.ts): the page /pkv-rechner, the profession
 * pages' hero action and the guide's links read title and action from here. A new calculator adds
 * its copy above and its entry here; the type makes a missing one an error.
 */
export const calculatorCopies = { switchCheck: switchCheckCopy, gkv: gkvCopy, beihilfe: beihilfeCopy } as const satisfies Record<
  CalculatorId,
  { title: string; pageAction: string }
>;
