/**
 * Copy of the enquiry wizard (spec §3–§5, §7): steps, fields, coverage options, the WhatsApp
 * message, the income hint and the confirmation after sending.
 */
import { siteConfig } from "~/config/site-config";
import type { IncomeFacts, IncomeHintCopy } from "~/modules/income-hint";
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
    intro: "Name und Alter genügen – eine Adresse oder Telefonnummer brauche ich nicht, wir schreiben per WhatsApp.",
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
    intro: "Eine erste Richtung genügt. Die Leistungen im Einzelnen vergleichen wir gemeinsam.",
  },
  {
    number: 4,
    label: "Fertig",
    subtitle: "Abschluss",
    heading: "Ihre Anfrage im Überblick",
    intro: "Prüfen Sie Ihre Angaben. Nach dem Absenden öffnet sich WhatsApp mit dieser Nachricht – gesendet wird sie erst, wenn Sie dort auf „Senden“ tippen.",
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
    description: "Maximale Absicherung",
    examples: "Dazu zum Beispiel Chefarztbehandlung, Einbettzimmer und hohe Erstattung bei Zahnersatz und Sehhilfen.",
  },
];

export interface FieldCopy {
  label: string;
  placeholder: string;
  /** Short help under the field. */
  help?: string;
}

/** Labels and placeholders (spec §5); the asterisk is added by the field, not written here. */
export const wizardFields = {
  name: { label: "Vor- und Nachname", placeholder: "Max Mustermann" },
  age: { label: "Alter", placeholder: "30", help: "In Jahren" },
  beruf: { label: "Beruf", placeholder: "z.B. Arzt, Anwalt, Ingenieur" },
  einkommen: { label: "Monatliches Bruttoeinkommen", placeholder: "5000", help: "In Euro, vor Steuern und Abgaben" },
} as const satisfies Record<string, Partial<FieldCopy> & { label: string }>;

export const wizardCopy = {
  /** Names the form for assistive technology. */
  formLabel: "PKV-Anfrage in vier Schritten",
  requiredNote: "Mit * gekennzeichnete Angaben brauche ich für eine passende Beratung.",
  stepListLabel: "Schritte der Anfrage",
  progressLabel: "Fortschritt der Anfrage",
  back: "Zurück",
  next: "Weiter",
  send: "Per WhatsApp senden",
  summaryHeading: "Ihre Angaben",
  /** A summary group's edit button; screen readers also hear the step, e.g. "Ändern – Persönlich". */
  edit: "Ändern",
  privacy: {
    before: "Ich stimme zu, dass meine Daten gemäß der ",
    link: "Datenschutzerklärung",
    after: " verarbeitet werden.",
  },
  sendNote: `Die Nachricht geht an ${siteConfig.adviser.name} und wird über WhatsApp übermittelt.`,
  sent: {
    heading: "Ihre Nachricht ist vorbereitet",
    text: `WhatsApp hat sich mit Ihrer Nachricht geöffnet. Tippen Sie dort auf „Senden“, damit ${siteConfig.adviser.name} Ihre Anfrage erhält. Eine Antwort bekommen Sie in der Regel innerhalb eines Werktags.`,
    reopen: "WhatsApp erneut öffnen",
    restart: "Neue Anfrage beginnen",
  },
} as const;

/** The WhatsApp message (spec §7). */
export const enquiryMessageCopy: EnquiryMessageCopy = {
  header: "Neue PKV-Anfrage",
  labels: {
    name: "Name",
    age: "Alter",
    beruf: "Beruf",
    einkommen: "Monatliches Bruttoeinkommen",
    versicherungsart: "Gewünschter Schutz",
  },
  notGiven: "nicht angegeben",
  ageInYears: (years: number) => (years === 1 ? "1 Jahr" : `${years} Jahre`),
  coverageLabels: Object.fromEntries(coverageOptions.map((option) => [option.id, option.label])),
  closing: "Ich interessiere mich für eine kostenlose PKV-Beratung und freue mich auf Ihre Nachricht.",
};

/** The hint under the income field: information from the statutory figures, not advice. */
export const incomeHintCopy: IncomeHintCopy = {
  above: ({ monthly, annual, threshold, year }: IncomeFacts) =>
    `Zur Orientierung: ${monthly} im Monat sind ${annual} im Jahr – mehr als die Versicherungspflichtgrenze ${year} von ${threshold}. Für Angestellte kommt damit ein Wechsel in die private Krankenversicherung grundsätzlich in Frage.`,
  at: ({ monthly, annual, threshold, year }: IncomeFacts) =>
    `Zur Orientierung: ${monthly} im Monat sind ${annual} im Jahr – genau die Versicherungspflichtgrenze ${year} von ${threshold}. Angestellte können wechseln, wenn ihr Einkommen über dieser Grenze liegt.`,
  below: ({ monthly, annual, threshold, year }: IncomeFacts) =>
    `Zur Orientierung: ${monthly} im Monat sind ${annual} im Jahr – weniger als die Versicherungspflichtgrenze ${year} von ${threshold}. Angestellte sind unterhalb dieser Grenze in der Regel gesetzlich pflichtversichert.`,
  note: "Gerechnet mit 12 Monatsgehältern; regelmäßige Sonderzahlungen wie Weihnachtsgeld zählen bei der Grenze mit. Selbstständige und Beamte sind an diese Grenze nicht gebunden.",
};
