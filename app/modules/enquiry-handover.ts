/**
 * "Ergebnis in Anfrage übernehmen": a calculator's result as a patch for the enquiry wizard's
 * draft (occupation, monthly income as the wizard's income field holds it, a one-line note for
 * the WhatsApp message) and the draft after it (`mergeHandover`). Pure; the wording comes in as
 * copy. The browser step that stores the draft, tells the wizard and scrolls to it is
 * app/browser/enquiry-handover.ts.
 */
import { formatEuro as germanEuro, formatEuroWithCents as germanEuroWithCents, formatPercent as germanPercent } from "./format-de";
import type { NumberFormats } from "./number-formats";
import type { EnquiryDraft } from "./enquiry-draft";
import { readIncomeCents } from "./enquiry-numbers";
import { EMPTY_ENQUIRY, NOTE_MAX_LENGTH, TEXT_MAX_LENGTH, cleanText, type Enquiry, type NoteField } from "./whatsapp-message";
import type { BeihilfeResult, BeihilfeStatus } from "./calculators/beihilfe";
import type { Employment, EmployeeResult, JobKind, SwitchCheckResult } from "./calculators/switch-check-rules";
import type { GkvResult, GkvStatus } from "./calculators/gkv-contribution";
import { monthlyFromAnnualCents } from "./calculators/pay-period";

/** The wizard's section (pkv-site-spec.md §2: anchor id versicherungsform). */
export const ENQUIRY_SECTION_ID = "versicherungsform";
/** Where to go when the page has no wizard: every page with one, the home page included, reads the stored draft. */
export const ENQUIRY_FALLBACK_URL = `/#${ENQUIRY_SECTION_ID}`;
/** The note is one line of the message; the wizard's parser and message builder should cap it the same way. */
export const HANDOVER_NOTE_MAX_LENGTH = NOTE_MAX_LENGTH;

/** Which of the enquiry's note fields each calculator writes: a second calculator's result is kept beside the first. */
export const HANDOVER_NOTE_FIELD = { switchCheck: "hinweisWechsel", gkv: "hinweisGkv", beihilfe: "hinweisBeihilfe" } as const satisfies Record<
  string,
  NoteField
>;

export interface EnquiryHandover {
  /** The calculator that hands over; its earlier note is replaced, the others' are kept. */
  from: keyof typeof HANDOVER_NOTE_FIELD;
  beruf?: string;
  /** Monthly gross income as the wizard's income field holds it: digits, a decimal comma only for cents. */
  einkommen?: string;
  /** One line for the message, e.g. „PKV-Rechner: versicherungsfrei 2026 (Jahresentgelt 80.000 € > JAEG 77.400 €)“. */
  note: string;
}

export interface SwitchNoteFacts {
  verdict: string;
  year: number;
  employment: Employment;
  /** Existing or new job; absent for the self-employed and civil servants. */
  job?: JobKind;
  /** Formatted, e.g. „80.000 €“; absent for the self-employed and civil servants. */
  pay?: string;
  limit?: string;
  limitKind?: EmployeeResult["limitKind"];
  comparison?: EmployeeResult["comparison"];
  nextYear?: { year: number; published: false } | { year: number; published: true; limit: string; exceeded: boolean };
}

export interface GkvNoteFacts {
  year: number;
  status: GkvStatus;
  /** Which result: computed for an employee, a civil servant or the self-employed, or flagged (Minijob, Übergangsbereich). */
  kind: GkvResult["kind"];
  /** Monthly pay, Besoldung or profit, formatted. */
  pay: string;
  /** Employees: the two shares of KV + PV, formatted. */
  employee?: string;
  employer?: string;
  /** Civil servants and the self-employed: KV + PV, formatted; for civil servants the Land's name, half the KV if it pays pauschale Beihilfe, and what is left to them. */
  total?: string;
  land?: string;
  pauschale?: string;
  own?: string;
  /** Where the pauschale Beihilfe starts during the chosen year: from when, formatted („1. Februar 2024“). */
  pauschaleFrom?: string;
  /** The Dienstherren table does not settle whether the Land pays the pauschale Beihilfe. */
  pauschaleOpen?: boolean;
  /** Voluntary members below their minimum base (§ 240 Abs. 4 SGB V): that base, formatted. */
  minimumBase?: string;
  /** The self-employed: KV and PV each, formatted, and whether the membership includes Krankengeld (docs/decisions/0069). */
  health?: string;
  care?: string;
  krankengeld?: boolean;
}

/** What the GKV calculator knows beside its result: the civil servant's Land and what it pays as pauschale Beihilfe. */
export interface GkvHandoverContext {
  landName?: string;
  /** Half of the KV contribution, cents, when the Land pays pauschale Beihilfe. */
  pauschaleCents?: number;
  /** Where it starts during the chosen year: from when, formatted. */
  pauschaleFrom?: string;
  /** True where the Dienstherren table does not settle whether the Land pays it. */
  pauschaleOpen?: boolean;
}

export interface BeihilfeNoteFacts {
  year: number;
  dienstherr: string;
  status: BeihilfeStatus;
  children: number;
  partner: boolean;
  /** Formatted per cents („50 %“) for each person counted; absent when the Dienstherr is auf Anfrage. */
  rates?: { selbst: string; pkvSelbst: string; partner?: string; kind?: string };
}

export interface HandoverCopy {
  switchCheck: { note: (facts: SwitchNoteFacts) => string; beruf: Readonly<Record<Employment, string>> };
  gkv: { note: (facts: GkvNoteFacts) => string; beamteBeruf: (facts: { land?: string }) => string; selbststaendigBeruf: string };
  beihilfe: {
    note: (facts: BeihilfeNoteFacts) => string;
    beruf: (facts: { status: BeihilfeStatus; dienstherr: string }) => string;
    /** Stands for a partner's or child's rate that is not verified, e.g. „auf Anfrage“. */
    openRate: string;
  };
}

/**
 * Annual pay as the wizard's monthly income: the monthly figure the switch check shows beside the
 * pay („85.000 €/Jahr ≈ 7.083 €/Monat“, pay-period.ts, one rounding), kept on the same side of
 * `limitCents` as the annual pay, so the wizard's own hint (twelve times the monthly figure
 * against the limit) never calls pay above the limit „at“ it. Null when it would not fit the field.
 */
export function monthlyIncomeFromAnnual(annualCents: number, limitCents?: number): string | null {
  return incomeForWizard(monthlyFromAnnualCents(annualCents, limitCents));
}

/** A monthly amount exactly as the calculator computed with it: „7250,50“, „7000“. */
export function monthlyIncomeFromMonthly(monthlyCents: number): string | null {
  return incomeForWizard(monthlyCents);
}

/** Cents as the wizard's income field holds them: digits, and a decimal comma only for cents („6450,09“). */
function incomeForWizard(cents: number): string | null {
  const euros = Math.floor(cents / 100);
  const rest = cents % 100;
  const text = rest === 0 ? String(euros) : `${euros},${String(rest).padStart(2, "0")}`;
  return readIncomeCents(text).ok ? text : null;
}

function note(text: string): string {
  return cleanText(text, HANDOVER_NOTE_MAX_LENGTH);
}

/**
 * The number formats a note is written in: the page's language's (the English calculators write an
 * English note, decision 0073); the income handed to the wizard stays the language-neutral figure.
 */
export type HandoverFormats = Pick<NumberFormats, "formatEuro" | "formatEuroWithCents" | "formatPercent">;

// Named functions, no namespace object: the page script takes mergeHandover from this module and must not carry the formats.
const GERMAN_FORMATS: HandoverFormats = { formatEuro: germanEuro, formatEuroWithCents: germanEuroWithCents, formatPercent: germanPercent };

export function switchCheckHandover(result: SwitchCheckResult, copy: HandoverCopy, formats: HandoverFormats = GERMAN_FORMATS): EnquiryHandover {
  const { formatEuro } = formats;
  const beruf = copy.switchCheck.beruf[result.employment];
  if (result.employment !== "angestellt") {
    return { from: "switchCheck", beruf, note: note(copy.switchCheck.note({ verdict: result.verdict, year: result.year, employment: result.employment })) };
  }
  const nextYear: SwitchNoteFacts["nextYear"] = result.nextYear.published
    ? { year: result.nextYear.year, published: true, limit: formatEuro(result.nextYear.limit), exceeded: result.nextYear.exceeded }
    : { year: result.nextYear.year, published: false };
  const handover: EnquiryHandover = {
    from: "switchCheck",
    beruf,
    note: note(
      copy.switchCheck.note({
        verdict: result.verdict,
        year: result.year,
        employment: result.employment,
        job: result.job,
        pay: formatEuro(result.annualPayCents / 100),
        limit: formatEuro(result.limit),
        limitKind: result.limitKind,
        comparison: result.comparison,
        nextYear,
      }),
    ),
  };
  const einkommen = monthlyIncomeFromAnnual(result.annualPayCents, result.limit * 100);
  return einkommen === null ? handover : { ...handover, einkommen };
}

export function gkvHandover(
  result: GkvResult,
  copy: HandoverCopy,
  context: GkvHandoverContext = {},
  formats: HandoverFormats = GERMAN_FORMATS,
): EnquiryHandover {
  const { formatEuro, formatEuroWithCents } = formats;
  const facts: GkvNoteFacts = {
    year: result.year,
    status: result.kind === "beamte" || result.kind === "selbststaendig" ? result.kind : "angestellt",
    kind: result.kind,
    pay: formatEuro(result.monthlyPayCents / 100),
  };
  if (result.kind === "angestellt") {
    facts.employee = formatEuroWithCents(result.sum.employeeCents);
    facts.employer = formatEuroWithCents(result.sum.employerCents);
  } else if (result.kind === "beamte") {
    facts.total = formatEuroWithCents(result.totalCents);
    if (context.landName) facts.land = context.landName;
    if (context.pauschaleCents !== undefined) {
      facts.pauschale = formatEuroWithCents(context.pauschaleCents);
      facts.own = formatEuroWithCents(result.totalCents - context.pauschaleCents);
      if (context.pauschaleFrom) facts.pauschaleFrom = context.pauschaleFrom;
    }
    if (context.pauschaleOpen) facts.pauschaleOpen = true;
    if (result.minimumBaseApplied) facts.minimumBase = formatEuroWithCents(result.baseCents);
  } else if (result.kind === "selbststaendig") {
    facts.total = formatEuroWithCents(result.totalCents);
    facts.health = formatEuroWithCents(result.health.cents);
    facts.care = formatEuroWithCents(result.care.cents);
    facts.krankengeld = result.krankengeld;
    if (result.minimumBaseApplied) facts.minimumBase = formatEuroWithCents(result.baseCents);
  }
  const handover: EnquiryHandover = { from: "gkv", note: note(copy.gkv.note(facts)) };
  if (result.kind === "beamte") handover.beruf = copy.gkv.beamteBeruf({ land: context.landName });
  if (result.kind === "selbststaendig") handover.beruf = copy.gkv.selbststaendigBeruf;
  const einkommen = monthlyIncomeFromMonthly(result.monthlyPayCents);
  return einkommen === null ? handover : { ...handover, einkommen };
}

/** A person's rate, or the copy's word for one not verified. */
function rateText(rate: number | null, copy: HandoverCopy, formatPercent: (percent: number) => string): string {
  return rate === null ? copy.beihilfe.openRate : formatPercent(rate);
}

export function beihilfeHandover(
  result: BeihilfeResult,
  input: { status: BeihilfeStatus; children: number; partner: boolean },
  dienstherrName: string,
  copy: HandoverCopy,
  formats: HandoverFormats = GERMAN_FORMATS,
): EnquiryHandover {
  const { formatPercent } = formats;
  const facts: BeihilfeNoteFacts = { year: result.year, dienstherr: dienstherrName, status: input.status, children: input.children, partner: input.partner };
  if (result.outcome === "satz") {
    facts.rates = {
      selbst: formatPercent(result.selbst.bemessungssatz),
      pkvSelbst: formatPercent(result.selbst.pkvAnteil),
      ...(result.partner ? { partner: rateText(result.partner.bemessungssatz, copy, formatPercent) } : {}),
      ...(result.kind ? { kind: rateText(result.kind.bemessungssatz, copy, formatPercent) } : {}),
    };
  }
  return { from: "beihilfe", beruf: copy.beihilfe.beruf({ status: input.status, dienstherr: dienstherrName }), note: note(copy.beihilfe.note(facts)) };
}

/**
 * The draft after the hand-over: the calculator's figure replaces the income (the visitor asked
 * for it), the occupation is filled only when empty (a typed „Ärztin“ says more than
 * „Angestellte:r“), the note replaces that calculator's earlier note and keeps the others', and the
 * step stays where it was.
 */
export function mergeHandover(draft: EnquiryDraft | null, handover: EnquiryHandover): EnquiryDraft {
  const enquiry: Enquiry = { ...EMPTY_ENQUIRY, ...draft?.enquiry };
  if (handover.beruf && enquiry.beruf.trim() === "") enquiry.beruf = handover.beruf.slice(0, TEXT_MAX_LENGTH);
  if (handover.einkommen !== undefined) enquiry.einkommen = handover.einkommen;
  enquiry[HANDOVER_NOTE_FIELD[handover.from]] = note(handover.note);
  return { step: draft?.step ?? 1, enquiry, ...(draft?.startedAt === undefined ? {} : { startedAt: draft.startedAt }) };
}
