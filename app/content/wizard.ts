/**
 * Copy of the enquiry wizard (pkv-site-spec.md §3–§5, §7): steps, fields, coverage options, the WhatsApp
 * message, the income hint and the confirmation after sending.
 * Departures from the spec: the occupation placeholder writes „z. B.“ with a narrow no-break
 * space (house typography), „Maximale Absicherung“ became „Umfassende Absicherung“ (no
 * superlative a tariff could not keep), the consent names WhatsApp as the channel it is given
 * for, and an e-mail link beside the WhatsApp button needs no consent (docs/decisions/0021).
 */
import { siteConfig } from "~/config/site-config";
import { ANY_CALL_TIME, callWindows, openingRanges, type CallWindow } from "~/modules/call-time";
import { ENQUIRY_AGE_MAX, ENQUIRY_AGE_MIN, ENQUIRY_INCOME_RULES } from "~/modules/enquiry-numbers";
import { formatEuroFromCents } from "~/modules/format-de";
import type { GermanNumberProblem } from "~/modules/german-number";
import type { IncomeFacts, IncomeHintCopy } from "~/modules/income-hint";
import { FIGURE_SOURCES } from "./statutory-figures";
import type { EnquiryMessageCopy } from "~/modules/whatsapp-message";

export type StepNumber = 1 | 2 | 3 | 4;
export const STEP_COUNT = 4;

export interface WizardStep {
  number: StepNumber;
  /** Short name in the step list and the announcement, e.g. "Beruflich". */
  label: string;
  /** Second line in the step list, e.g. "Ihr Job". */
  subtitle: string;
  /** The step's heading above its fields. */
  heading: string;
  intro: string;
}

export const wizardSteps: readonly [WizardStep, WizardStep, WizardStep, WizardStep] = [
  {
    number: 1,
    label: "Persönlich",
    subtitle: "Ihre Daten",
    heading: "Wer sind Sie?",
    intro: "Name und Alter genügen – eine Adresse brauche ich nicht. Ihre Telefonnummer sehe ich erst, wenn Sie mir die Nachricht in WhatsApp schicken.",
  },
  {
    number: 2,
    label: "Beruflich",
    subtitle: "Ihr Job",
    heading: "Was machen Sie beruflich?",
    intro: "Beruf und Einkommen entscheiden, ob und welche private Krankenversicherung für Sie in Frage kommt.",
  },
  {
    number: 3,
    label: "Versicherung",
    subtitle: "Ihr Schutz",
    heading: "Welcher Schutz ist Ihnen wichtig?",
    intro: "Eine erste Richtung genügt. Die Leistungen im Einzelnen vergleiche ich mit Ihnen im Gespräch.",
  },
  {
    number: 4,
    label: "Fertig",
    subtitle: "Abschluss",
    heading: "Ihre Anfrage im Überblick",
    intro:
      "Prüfen Sie Ihre Angaben und sagen Sie mir, wie ich Sie erreiche. Mit „Per WhatsApp senden“ öffnet sich WhatsApp mit dieser Nachricht; an mich geht sie erst, wenn Sie sie dort absenden.",
  },
];

/** What screen readers hear after each step change, and the progress bar's value text. */
export function stepAnnouncement(step: WizardStep): string {
  return `Schritt ${step.number} von ${STEP_COUNT}: ${step.label}`;
}

export type CoverageId = "basis" | "komfort" | "premium";

export interface CoverageOption {
  id: CoverageId;
  label: string;
  description: string;
  /** Examples of what the level usually means; tariffs differ by insurer. */
  examples: string;
}

export const coverageOptions: readonly [CoverageOption, CoverageOption, CoverageOption] = [
  {
    id: "basis",
    label: "Basis-Schutz",
    description: "Grundlegende Absicherung",
    examples: "Ambulante, stationäre und zahnärztliche Versorgung zu einem günstigen Beitrag, oft mit Selbstbeteiligung.",
  },
  {
    id: "komfort",
    label: "Komfort-Schutz",
    description: "Erweiterte Leistungen",
    examples: "Dazu zum Beispiel Zweibettzimmer und höhere Erstattung bei Zahnersatz und Heilpraktiker.",
  },
  {
    id: "premium",
    label: "Premium-Schutz",
    description: "Umfassende Absicherung",
    examples: "Dazu zum Beispiel Chefarztbehandlung, Einbettzimmer und hohe Erstattung bei Zahnersatz und Sehhilfen.",
  },
];

export interface FieldCopy {
  label: string;
  placeholder: string;
  /** Short help under the field. */
  help?: string;
  /** A number field's messages for text it cannot read. */
  errors?: NumberFieldErrors;
}

/** What a number field says about text it cannot read; an empty field says nothing (it is sent as „nicht angegeben“). */
export type NumberFieldErrors = Readonly<Record<Exclude<GermanNumberProblem, "empty">, string>>;

/** Labels and placeholders (pkv-site-spec.md §5); the asterisk is added by the field, not written here. */
export const wizardFields = {
  name: { label: "Vor- und Nachname", placeholder: "Max Mustermann" },
  age: {
    label: "Alter",
    placeholder: "30",
    help: "In Jahren",
    errors: {
      format: "Bitte geben Sie Ihr Alter als Zahl in Jahren an, z.\u202fB. 38.",
      negative: "Ein Alter kann nicht negativ sein. Bitte geben Sie es in Jahren an, z.\u202fB. 38.",
      decimals: "Bitte geben Sie Ihr Alter in ganzen Jahren an, z.\u202fB. 38.",
      tooSmall: `Bitte prüfen Sie Ihr Alter: Das Formular ist für Erwachsene ab ${ENQUIRY_AGE_MIN}\u00a0Jahren.`,
      tooLarge: `Bitte prüfen Sie Ihr Alter: Das Formular nimmt ${ENQUIRY_AGE_MIN} bis ${ENQUIRY_AGE_MAX}\u00a0Jahre an.`,
    } satisfies NumberFieldErrors,
  },
  beruf: { label: "Beruf", placeholder: "z.\u202fB. Arzt, Anwalt, Ingenieur" },
  einkommen: {
    label: "Monatliches Bruttoeinkommen",
    placeholder: "5000",
    help: "In Euro, vor Steuern und Abgaben",
    errors: {
      format: "Bitte geben Sie Ihr Einkommen als Zahl in Euro an, z.\u202fB. 5.000.",
      negative: "Ein Einkommen kann nicht negativ sein. Bitte geben Sie es in Euro an, z.\u202fB. 5.000.",
      decimals: "Bitte höchstens zwei Stellen nach dem Komma eingeben (Cent).",
      tooSmall: `Bitte geben Sie ein Einkommen über ${formatEuroFromCents(0)} an.`,
      tooLarge: `Bitte prüfen Sie den Betrag: Das Formular nimmt höchstens ${formatEuroFromCents(ENQUIRY_INCOME_RULES.maxUnits)} im Monat an.`,
    } satisfies NumberFieldErrors,
  },
} as const satisfies Record<string, Partial<FieldCopy> & { label: string }>;

/** The consent's opening words with the adviser's name; the privacy policy quotes them for the config it is built from. */
export function whatsAppConsentBefore(adviserName: string): string {
  return `Ich willige ein, dass meine Anfrage über WhatsApp an ${adviserName} geht und die WhatsApp Ireland Limited dabei meine Daten verarbeitet, auch mit einer möglichen Übermittlung in die USA. Näheres in der `;
}

/** Said under a number field, and in the overview, while its text cannot be read. */
export const unreadableNote = "Solange die Angabe so nicht lesbar ist, steht in der Nachricht „nicht angegeben“.";

export type ContactChannel = "telefon" | "whatsapp" | "email";

/** The adviser's opening hours as the call-time choices (docs/decisions/0043). */
export const callTimeWindows: readonly CallWindow[] = callWindows(openingRanges(siteConfig.openingHours));

/** „Montag bis Freitag, 9:00 bis 12:00 Uhr“: no-break spaces keep „9:00 Uhr“ together. */
export function callWindowLabel(slot: Pick<CallWindow, "days" | "from" | "to">): string {
  return `${slot.days}, ${slot.from}\u00a0bis ${slot.to}\u00a0Uhr`;
}

/**
 * Step 4's contact wish: the channel and a call time within the opening hours. Honest about what
 * it is: a wish the adviser confirms, no booked appointment.
 */
export const contactWishCopy = {
  legend: "Wie und wann darf ich mich melden?",
  note: "Ein Wunsch, kein fester Termin: Ich melde mich möglichst zu der Zeit, die Sie wählen, und bestätige sie Ihnen. Ihre Nummer sehe ich, wenn Sie per WhatsApp senden, Ihre Adresse, wenn Sie per E-Mail senden – möchten Sie auf einem anderen Weg Antwort, schreiben Sie mir Nummer oder Adresse bitte in die Nachricht.",
  channelLegend: "Am liebsten per",
  channels: { telefon: "Telefon", whatsapp: "WhatsApp", email: "E-Mail" } satisfies Record<ContactChannel, string>,
  callTimeLabel: "Wann darf ich Sie anrufen?",
  /** The select's first option: nothing chosen, the line stays out of the message. */
  callTimeNone: "Keine Angabe",
  callTimeAny: "Egal – zu jeder meiner Telefonzeiten",
} as const;

export const wizardCopy = {
  /** Names the form for assistive technology. */
  formLabel: "PKV-Anfrage in vier Schritten",
  requiredNote: "Mit * gekennzeichnete Angaben brauche ich für eine passende Beratung.",
  stepListLabel: "Schritte der Anfrage",
  progressLabel: "Fortschritt der Anfrage",
  back: "Zurück",
  next: "Weiter",
  send: "Per WhatsApp senden",
  /** The equal channel beside WhatsApp: a mailto link with the same message, no consent needed. */
  sendByEmail: "Per E-Mail senden",
  summaryHeading: "Ihre Angaben",
  /** A summary group's edit button; screen readers also hear the step, e.g. "Ändern – Persönlich". */
  edit: "Ändern",
  /**
   * The consent for the WhatsApp channel (spec § 5 keeps the checkbox; its wording became
   * specific, docs/decisions/0021): what goes where, who processes it, and the possible transfer
   * to the USA. The e-mail link needs no such consent.
   */
  privacy: {
    before: whatsAppConsentBefore(siteConfig.adviser.name),
    link: "Datenschutzerklärung",
    /** The WhatsApp section of the privacy policy; the legal dialog opens it in place. */
    anchor: "whatsapp",
    after: ".",
  },
  /**
   * What happens to the data, in the order it happens (issue 11): this site sends nothing to a
   * server of its own; the wa.me link carries the text to WhatsApp; only the message sent in
   * WhatsApp reaches the adviser, and then WhatsApp processes number, profile and text.
   */
  sendNote:
    "Diese Website speichert Ihre Angaben auf keinem Server und sendet sie selbst nirgendwohin. Lieber ohne WhatsApp? „Per E-Mail senden“ öffnet Ihr E-Mail-Programm mit derselben Nachricht, auch ohne das Häkchen; die E-Mail erhalte ich, wenn Sie sie dort absenden. Tippen Sie auf „Per WhatsApp senden“, ruft Ihr Gerät den WhatsApp-Link wa.me auf, der den Nachrichtentext enthält, und WhatsApp öffnet sich mit der vorausgefüllten Nachricht; den Text kann WhatsApp dabei bereits erhalten. Erst wenn Sie die Nachricht in WhatsApp absenden, erhalte ich sie. Dann verarbeitet WhatsApp (WhatsApp Ireland Limited, ein Unternehmen der Meta-Gruppe) Ihre Telefonnummer, Ihr Profil (Name und Bild, so wie Sie sie eingestellt haben) und den Nachrichtentext; der Chat wird auf Ihrem Gerät und auf meinem gespeichert, nach den Bedingungen von WhatsApp Ende-zu-Ende-verschlüsselt.",
  sent: {
    heading: "Ihre Nachricht ist vorbereitet",
    text: `WhatsApp sollte sich mit Ihrer Nachricht geöffnet haben. Tippen Sie dort auf „Senden“, damit ich Ihre Anfrage erhalte – ${siteConfig.responseTime}.`,
    reopen: "WhatsApp erneut öffnen",
    restart: "Neue Anfrage beginnen",
  },
} as const;

/** The WhatsApp message (pkv-site-spec.md §7). */
export const enquiryMessageCopy: EnquiryMessageCopy = {
  header: "Neue PKV-Anfrage",
  labels: {
    name: "Name",
    age: "Alter",
    beruf: "Beruf",
    einkommen: "Monatliches Bruttoeinkommen",
    versicherungsart: "Gewünschter Schutz",
    hinweis: "Hinweis",
    kontaktweg: "Bevorzugter Kontaktweg",
    rueckruf: "Wunschzeit für einen Anruf",
  },
  notGiven: "nicht angegeben",
  ageInYears: (years: number) => (years === 1 ? "1 Jahr" : `${years} Jahre`),
  coverageLabels: Object.fromEntries(coverageOptions.map((option) => [option.id, option.label])),
  channelLabels: contactWishCopy.channels,
  callTimes: {
    [ANY_CALL_TIME]: "egal, zu Ihren Telefonzeiten",
    ...Object.fromEntries(callTimeWindows.map((slot) => [slot.id, callWindowLabel(slot)])),
  },
  closing: "Ich interessiere mich für eine kostenlose Beratung zur privaten Krankenversicherung und freue mich auf Ihre Nachricht.",
};

/** The hint quotes the limit with its year; the note under it names the law that sets it. */
const limitSource = FIGURE_SOURCES.versicherungspflichtgrenze.citation;

/** The hint under the income field: information from the statutory figures, not advice. */
export const incomeHintCopy: IncomeHintCopy = {
  above: {
    nextUnpublished: ({ monthly, annual, threshold, year, nextYear }: IncomeFacts) =>
      `Zur Orientierung: ${monthly} im Monat sind ${annual} im Jahr – mehr als die Versicherungspflichtgrenze ${year} von ${threshold}. In einer neuen Stelle wären Angestellte damit vom ersten Tag an versicherungsfrei; in der bisherigen Stelle erst ab 1.\u00a0Januar ${nextYear} und nur, wenn das Einkommen auch die Grenze ${nextYear} übersteigt – die ist noch nicht veröffentlicht.`,
    nextExceeded: ({ monthly, annual, threshold, year, nextYear, nextThreshold }: IncomeFacts) =>
      `Zur Orientierung: ${monthly} im Monat sind ${annual} im Jahr – mehr als die Versicherungspflichtgrenze ${year} von ${threshold} und die Grenze ${nextYear} von ${nextThreshold}. In einer neuen Stelle wären Angestellte damit vom ersten Tag an versicherungsfrei, in der bisherigen Stelle ab 1.\u00a0Januar ${nextYear}.`,
    nextNotExceeded: ({ monthly, annual, threshold, year, nextYear, nextThreshold }: IncomeFacts) =>
      `Zur Orientierung: ${monthly} im Monat sind ${annual} im Jahr – mehr als die Versicherungspflichtgrenze ${year} von ${threshold}, aber nicht mehr als die Grenze ${nextYear} von ${nextThreshold}. In der bisherigen Stelle bleiben Angestellte damit auch ${nextYear} versicherungspflichtig.`,
  },
  at: ({ monthly, annual, threshold, year }: IncomeFacts) =>
    `Zur Orientierung: ${monthly} im Monat sind ${annual} im Jahr – genau die Versicherungspflichtgrenze ${year} von ${threshold}. Angestellte können wechseln, wenn ihr Einkommen über dieser Grenze liegt.`,
  below: ({ monthly, annual, threshold, year }: IncomeFacts) =>
    `Zur Orientierung: ${monthly} im Monat sind ${annual} im Jahr – weniger als die Versicherungspflichtgrenze ${year} von ${threshold}. Angestellte sind unterhalb dieser Grenze in der Regel gesetzlich pflichtversichert.`,
  note: `Gerechnet mit 12 Monatsgehältern; regelmäßige Sonderzahlungen wie Weihnachtsgeld zählen bei der Grenze mit (${limitSource}). Selbstständige und Beamte sind an diese Grenze nicht gebunden.`,
};
