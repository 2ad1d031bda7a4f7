/**
 * The texts of the enquiry: the wizard (pkv-site-spec.md §3–§5, §7) — its steps, fields, coverage
 * choices, contact wish, WhatsApp consent, the message it prepares, the income hint and the
 * confirmation — and the form section around it. A few texts take values only the page knows (a
 * step number, the typed income); their placeholders are listed here with what each prints, shown
 * to the owner as the field's hint, and refused in every other field, where nothing would fill them.
 */
import { z } from "zod";
import { text } from "~/config/schema-fields";
import { pagePlaceholderTexts } from "../copy-fields";

/** By group of fields: the placeholders the page fills there, and what each prints (the editor shows it). */
const FILLED_ON_THE_PAGE = {
  stepAnnouncement: { schritt: "die Nummer des Schritts", schritte: "die Zahl der Schritte", schrittname: "der Name des Schritts" },
  consent: { beratername: "Ihr Name aus Ihren Angaben (auch in der Datenschutzerklärung, die dieses Häkchen zitiert)" },
  age: { anzahl: "das angegebene Alter" },
  messageNote: { hoechstens: "die höchste Zahl an Zeichen" },
  messageCounter: { anzahl: "die Zahl der geschriebenen Zeichen", hoechstens: "die höchste Zahl an Zeichen" },
  emailSuggestion: { adresse: "die Adresse mit der vermutlich gemeinten Domain" },
  callDay: { tag: "der gewählte Wochentag" },
  callTime: { zeit: "die gewählte Uhrzeit, z. B. „18:00 bis 20:00 Uhr“" },
  timeWindow: { von: "Beginn", bis: "Ende" },
  yearlyIncome: { eingabe: "der eingegebene Betrag", vorschlag: "derselbe Betrag geteilt durch 12" },
  incomeHint: {
    monatsbetrag: "das angegebene Monatseinkommen",
    jahresbetrag: "dasselbe mal 12",
    grenzjahr: "das Jahr der Versicherungspflichtgrenze",
    grenze: "die Versicherungspflichtgrenze dieses Jahres",
    folgejahr: "das Jahr darauf",
    grenzeFolgejahr: "die Grenze des Jahres darauf, sobald sie veröffentlicht ist",
  },
} as const satisfies Record<string, Record<string, string>>;

const { placeholders, pageText } = pagePlaceholderTexts(FILLED_ON_THE_PAGE);

/** Every placeholder the wizard fills as it shows a text; the build leaves them in place (text-files.ts). */
export const ENQUIRY_PAGE_PLACEHOLDERS: readonly string[] = placeholders;

const copy = pageText();
const incomeHintText = pageText(FILLED_ON_THE_PAGE.incomeHint);

const step = z.object({ label: copy, subtitle: copy, heading: copy, intro: copy }).strict();

const numberErrors = z.object({ format: copy, negative: copy, decimals: copy, tooSmall: copy, tooLarge: copy }).strict();
const field = z.object({ label: copy, placeholder: copy }).strict();
const numberField = field.extend({ help: copy, errors: numberErrors }).strict();
/** The income field also asks back when a yearly figure was typed (docs/decisions/0068). */
const incomeField = numberField
  .extend({ yearlyInMonthField: pageText(FILLED_ON_THE_PAGE.yearlyIncome), apply: pageText(FILLED_ON_THE_PAGE.yearlyIncome) })
  .strict();

const coverage = z.object({ label: copy, description: copy, examples: copy }).strict();

const phoneField = field.extend({ errors: z.object({ format: copy, tooShort: copy, tooLong: copy }).strict() }).strict();
const emailField = field
  .extend({ errors: z.object({ format: copy }).strict(), suggestion: pageText(FILLED_ON_THE_PAGE.emailSuggestion), acceptSuggestion: copy })
  .strict();
const messageField = field.extend({ note: pageText(FILLED_ON_THE_PAGE.messageNote), counter: pageText(FILLED_ON_THE_PAGE.messageCounter) }).strict();
const weekdays = z.object({ Mo: copy, Di: copy, Mi: copy, Do: copy, Fr: copy, Sa: copy, So: copy }).strict();

export const enquiryTextSchema = z
  .object({
    form: z
      .object({
        label: copy,
        requiredNote: copy,
        stepListLabel: copy,
        progressLabel: copy,
        stepAnnouncement: pageText(FILLED_ON_THE_PAGE.stepAnnouncement),
        back: copy,
        next: copy,
        nextLoading: copy,
        summaryHeading: copy,
        edit: copy,
      })
      .strict(),
    steps: z.array(step).length(4, "braucht genau vier Schritte: Persönlich, Beruflich, Versicherung, Fertig"),
    fields: z
      .object({ name: field, age: numberField, beruf: field, einkommen: incomeField, telefon: phoneField, email: emailField, nachricht: messageField })
      .strict(),
    unreadableNote: copy,
    incomeHint: z
      .object({
        above: z.object({ nextUnpublished: incomeHintText, nextExceeded: incomeHintText, nextNotExceeded: incomeHintText }).strict(),
        at: incomeHintText,
        below: incomeHintText,
        note: copy,
      })
      .strict(),
    coverage: z.object({ basis: coverage, komfort: coverage, premium: coverage }).strict(),
    contactWish: z
      .object({
        legend: copy,
        note: copy,
        contactRequired: copy,
        channelLegend: copy,
        channels: z.object({ telefon: copy, whatsapp: copy, email: copy }).strict(),
        callLegend: copy,
        callNote: copy,
        dayLabel: copy,
        dayNone: copy,
        dayAny: copy,
        weekdays,
        callTimeLabel: copy,
        callTimeNone: copy,
        callTimeAny: copy,
        timeWindow: pageText(FILLED_ON_THE_PAGE.timeWindow),
      })
      .strict(),
    // The English page's consent links its courtesy translation and, after it, the binding German policy (docs/decisions/0073).
    privacy: z
      .object({ before: pageText(FILLED_ON_THE_PAGE.consent), link: copy, after: copy, bindingLink: copy.optional(), bindingAfter: copy.optional() })
      .strict(),
    /** The English page only: said before sending that the message goes out with German labels (docs/decisions/0073). */
    languageNote: copy.optional(),
    send: copy,
    sendByEmail: copy,
    sendNote: copy,
    delivery: z
      .object({
        send: copy,
        sending: copy,
        note: copy,
        otherWays: copy,
        sent: z.object({ heading: copy, text: copy, referenceLabel: copy, referenceNote: copy }).strict(),
        failed: z
          .object({
            heading: copy,
            reasons: z.object({ offline: copy, timeout: copy, network: copy, tooFast: copy, rateLimited: copy, refused: copy, mailServer: copy }).strict(),
            kept: copy,
            call: copy,
            callHours: copy,
          })
          .strict(),
        copy: z.object({ button: copy, done: copy, failed: copy, textLabel: copy }).strict(),
      })
      .strict(),
    handoff: z
      .object({
        whatsapp: z.object({ heading: copy, text: copy, reopen: copy }).strict(),
        email: z.object({ heading: copy, text: copy, reopen: copy }).strict(),
        confirm: copy,
        back: copy,
        done: z.object({ heading: copy, text: copy }).strict(),
        restart: copy,
      })
      .strict(),
    message: z
      .object({
        header: copy,
        labels: z
          .object({
            name: copy,
            age: copy,
            beruf: copy,
            einkommen: copy,
            versicherungsart: copy,
            hinweis: copy,
            telefon: copy,
            email: copy,
            kontaktweg: copy,
            rueckruf: copy,
            nachricht: copy,
          })
          .strict(),
        notGiven: copy,
        age: pageText(FILLED_ON_THE_PAGE.age),
        anyCallTime: copy,
        callDayOnly: pageText(FILLED_ON_THE_PAGE.callDay),
        callTimeOnly: pageText(FILLED_ON_THE_PAGE.callTime),
        closing: copy,
      })
      .strict(),
    // heading, intro and newTab: the English section's own (the German pages give heading and intro per page).
    section: z
      .object({
        alternative: copy,
        noScript: copy,
        whatsappLabel: copy,
        whatsappGreeting: copy,
        heading: copy.optional(),
        intro: copy.optional(),
        newTab: copy.optional(),
      })
      .strict(),
  })
  .strict();

/** The contact bar on phones: short labels under icons, each also its link's name. */
export const contactBarTextSchema = z.object({ label: text, call: text, whatsapp: text, email: text, enquiry: text, close: text }).strict();

export type EnquiryText = z.output<typeof enquiryTextSchema>;
export type ContactBarText = z.output<typeof contactBarTextSchema>;
