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

const step = z
  .object({
    label: copy.meta({ title: "Kurzname (Schrittliste, Zusammenfassung)" }),
    subtitle: copy.meta({ title: "Zweite Zeile in der Schrittliste" }),
    heading: copy.meta({ title: "Überschrift über den Feldern" }),
    intro: copy.meta({ title: "Einleitung", multiline: true }),
  })
  .strict();

const message = (title: string) => copy.meta({ title, multiline: true });
/** What a number field says to an entry it cannot read; `unit` is what its places after the comma count. */
const numberErrors = (unit: string) =>
  z
    .object({
      format: message("keine Zahl"),
      negative: message("negativ"),
      decimals: message(`zu viele Stellen nach dem Komma (${unit})`),
      tooSmall: message("zu klein"),
      tooLarge: message("zu groß"),
    })
    .strict()
    .meta({ title: "Meldungen, wenn die Eingabe nicht lesbar ist" });
const field = z.object({ label: copy.meta({ title: "Bezeichnung" }), placeholder: copy.meta({ title: "Beispiel im leeren Feld" }) }).strict();
const numberField = (unit: string) => field.extend({ help: copy.meta({ title: "Hilfe unter dem Feld" }), errors: numberErrors(unit) }).strict();
/** The income field also asks back when a yearly figure was typed (docs/decisions/0068). */
const incomeField = numberField("Cent")
  .extend({
    yearlyInMonthField: pageText(FILLED_ON_THE_PAGE.yearlyIncome).meta({ title: "Rückfrage, wenn ein Jahresbetrag eingetragen scheint", multiline: true }),
    apply: pageText(FILLED_ON_THE_PAGE.yearlyIncome).meta({ title: "Knopf, der den Monatsbetrag übernimmt" }),
  })
  .strict();

const coverage = z
  .object({
    label: copy.meta({ title: "Name (auch in der Nachricht)" }),
    description: copy.meta({ title: "Kurzbeschreibung" }),
    examples: copy.meta({ title: "Beispiele", multiline: true }),
  })
  .strict();

const phoneField = field
  .extend({
    errors: z
      .object({ format: message("andere Zeichen als Ziffern"), tooShort: message("zu kurz"), tooLong: message("zu lang") })
      .strict()
      .meta({ title: "Meldungen zur Nummer" }),
  })
  .strict();
const emailField = field
  .extend({
    errors: z
      .object({ format: message("keine gültige Adresse") })
      .strict()
      .meta({ title: "Meldungen zur Adresse" }),
    suggestion: pageText(FILLED_ON_THE_PAGE.emailSuggestion).meta({ title: "Rückfrage bei einem vermuteten Tippfehler in der Domain" }),
    acceptSuggestion: copy.meta({ title: "Knopf, der die vermutete Adresse übernimmt" }),
  })
  .strict();
const messageField = field
  .extend({
    note: pageText(FILLED_ON_THE_PAGE.messageNote).meta({ title: "Hinweis unter dem Feld", multiline: true }),
    counter: pageText(FILLED_ON_THE_PAGE.messageCounter).meta({ title: "Zeichenzähler" }),
  })
  .strict();
const weekdays = z
  .object({
    Mo: copy.meta({ title: "Montag" }),
    Di: copy.meta({ title: "Dienstag" }),
    Mi: copy.meta({ title: "Mittwoch" }),
    Do: copy.meta({ title: "Donnerstag" }),
    Fr: copy.meta({ title: "Freitag" }),
    Sa: copy.meta({ title: "Samstag" }),
    So: copy.meta({ title: "Sonntag" }),
  })
  .strict();

export const enquiryTextSchema = z
  .object({
    form: z
      .object({
        label: copy.meta({ title: "Name des Formulars (für Screenreader)" }),
        requiredNote: copy.meta({ title: "Hinweis auf Pflichtangaben (*)" }),
        stepListLabel: copy.meta({ title: "Name der Schrittliste (für Screenreader)" }),
        progressLabel: copy.meta({ title: "Name des Fortschrittsbalkens (für Screenreader)" }),
        stepAnnouncement: pageText(FILLED_ON_THE_PAGE.stepAnnouncement).meta({ title: "Ansage beim Schrittwechsel (für Screenreader)" }),
        back: copy.meta({ title: "Knopf „Zurück“" }),
        next: copy.meta({ title: "Knopf „Weiter“" }),
        nextLoading: copy.meta({ title: "Knopf „Weiter“, solange das Formular noch geladen wird (langsame Verbindung)" }),
        summaryHeading: copy.meta({ title: "Überschrift der Zusammenfassung (Schritt 4)" }),
        edit: copy.meta({ title: "Knopf „Ändern“ in der Zusammenfassung" }),
      })
      .strict()
      .meta({ title: "Das Formular allgemein" }),
    steps: z
      .array(step)
      .length(4, "braucht genau vier Schritte: Persönlich, Beruflich, Versicherung, Fertig")
      .meta({ title: "Die vier Schritte (in dieser Reihenfolge)" }),
    fields: z
      .object({
        name: field.meta({ title: "Name" }),
        age: numberField("Alter in ganzen Jahren").meta({ title: "Alter" }),
        beruf: field.meta({ title: "Beruf" }),
        einkommen: incomeField.meta({ title: "Einkommen" }),
        telefon: phoneField.meta({ title: "Telefonnummer (Schritt 4)" }),
        email: emailField.meta({ title: "E-Mail-Adresse (Schritt 4)" }),
        nachricht: messageField.meta({ title: "Freitext (Schritt 4)" }),
      })
      .strict()
      .meta({ title: "Felder (Schritte 1 und 2)" }),
    unreadableNote: copy.meta({ title: "Hinweis bei nicht lesbarer Zahl (unter dem Feld und in der Zusammenfassung)", multiline: true }),
    incomeHint: z
      .object({
        above: z
          .object({
            nextUnpublished: incomeHintText.meta({ title: "… Grenze des nächsten Jahres noch nicht veröffentlicht", multiline: true }),
            nextExceeded: incomeHintText.meta({ title: "… auch über der Grenze des nächsten Jahres", multiline: true }),
            nextNotExceeded: incomeHintText.meta({ title: "… aber nicht über der Grenze des nächsten Jahres", multiline: true }),
          })
          .strict()
          .meta({ title: "über der Versicherungspflichtgrenze" }),
        at: incomeHintText.meta({ title: "genau auf der Grenze", multiline: true }),
        below: incomeHintText.meta({ title: "unter der Grenze", multiline: true }),
        note: copy.meta({ title: "Anmerkung (immer darunter)", multiline: true }),
      })
      .strict()
      .meta({ title: "Einordnung des Einkommens (unter dem Feld Einkommen)" }),
    coverage: z
      .object({
        basis: coverage.meta({ title: "Erste Wahl (Basis)" }),
        komfort: coverage.meta({ title: "Zweite Wahl (Komfort)" }),
        premium: coverage.meta({ title: "Dritte Wahl (Premium)" }),
      })
      .strict()
      .meta({ title: "Gewünschter Schutz (Schritt 3)" }),
    contactWish: z
      .object({
        legend: copy.meta({ title: "Überschrift" }),
        note: copy.meta({ title: "Hinweis", multiline: true }),
        contactRequired: copy.meta({ title: "Meldung, wenn weder Nummer noch Adresse angegeben ist", multiline: true }),
        channelLegend: copy.meta({ title: "Frage nach dem Weg" }),
        channels: z
          .object({ telefon: copy.meta({ title: "Telefon" }), whatsapp: copy.meta({ title: "WhatsApp" }), email: copy.meta({ title: "E-Mail" }) })
          .strict()
          .meta({ title: "Die Wege" }),
        callLegend: copy.meta({ title: "Überschrift der Anrufzeit" }),
        callNote: copy.meta({ title: "Hinweis zur Anrufzeit", multiline: true }),
        dayLabel: copy.meta({ title: "Frage nach dem Tag" }),
        dayNone: copy.meta({ title: "Tag: Auswahl „keine Angabe“" }),
        dayAny: copy.meta({ title: "Tag: Auswahl „egal“" }),
        weekdays: weekdays.meta({ title: "Namen der Wochentage" }),
        callTimeLabel: copy.meta({ title: "Frage nach der Uhrzeit" }),
        callTimeNone: copy.meta({ title: "Auswahl „keine Angabe“" }),
        callTimeAny: copy.meta({ title: "Auswahl „jederzeit“" }),
        timeWindow: pageText(FILLED_ON_THE_PAGE.timeWindow).meta({ title: "Ein Zeitfenster" }),
      })
      .strict()
      .meta({ title: "Kontaktwunsch (Schritt 4)" }),
    // The English page's consent links its courtesy translation and, after it, the binding German policy (docs/decisions/0073).
    privacy: z
      .object({
        before: pageText(FILLED_ON_THE_PAGE.consent).meta({ title: "Text vor dem Link", multiline: true }),
        link: copy.meta({ title: "Linktext" }),
        after: copy.meta({ title: "Text nach dem Link" }),
        bindingLink: copy.optional().meta({ title: "Nur englische Seite: Linktext zur verbindlichen deutschen Datenschutzerklärung" }),
        bindingAfter: copy.optional().meta({ title: "Nur englische Seite: Text nach diesem Link" }),
      })
      .strict()
      .meta({ title: "Häkchen vor dem Senden über WhatsApp" }),
    /** The English page only: said before sending that the message goes out with German labels (docs/decisions/0073). */
    languageNote: copy
      .optional()
      .meta({ title: "Nur englische Seite: Hinweis, dass die Nachricht mit deutschen Bezeichnungen gesendet wird", multiline: true }),
    send: copy.meta({ title: "Knopf „Per WhatsApp senden“" }),
    sendByEmail: copy.meta({ title: "Knopf „Per E-Mail senden“" }),
    sendNote: copy.meta({ title: "Hinweis unter den Knöpfen (was mit den Daten geschieht)", multiline: true }),
    delivery: z
      .object({
        send: copy.meta({ title: "Knopf „Anfrage senden“" }),
        sending: copy.meta({ title: "Knopf, während die Anfrage unterwegs ist" }),
        note: copy.meta({ title: "Hinweis unter dem Knopf (was mit den Daten geschieht)", multiline: true }),
        otherWays: copy.meta({ title: "Zeile vor WhatsApp und E-Mail" }),
        sent: z
          .object({
            heading: copy.meta({ title: "Überschrift" }),
            text: copy.meta({ title: "Text", multiline: true }),
            referenceLabel: copy.meta({ title: "Bezeichnung der Vorgangsnummer" }),
            referenceNote: copy.meta({ title: "Hinweis zur Vorgangsnummer" }),
          })
          .strict()
          .meta({ title: "Angekommen" }),
        failed: z
          .object({
            heading: copy.meta({ title: "Überschrift" }),
            reasons: z
              .object({
                offline: copy.meta({ title: "Gerät offline", multiline: true }),
                timeout: copy.meta({ title: "keine Antwort in 15 Sekunden", multiline: true }),
                network: copy.meta({ title: "Verbindung fehlgeschlagen", multiline: true }),
                tooFast: copy.meta({ title: "zu schnell ausgefüllt", multiline: true }),
                rateLimited: copy.meta({ title: "zu viele Anfragen", multiline: true }),
                refused: copy.meta({ title: "vom Server abgelehnt", multiline: true }),
                mailServer: copy.meta({ title: "vom Mailserver nicht angenommen", multiline: true }),
              })
              .strict()
              .meta({ title: "Die Gründe" }),
            kept: copy.meta({ title: "Text vor den anderen Wegen", multiline: true }),
            call: copy.meta({ title: "Anrufen" }),
            callHours: copy.meta({ title: "Telefonzeiten" }),
          })
          .strict()
          .meta({ title: "Nicht gesendet" }),
        copy: z
          .object({
            button: copy.meta({ title: "Knopf" }),
            done: copy.meta({ title: "Nach dem Kopieren", multiline: true }),
            failed: copy.meta({ title: "Wenn der Browser das Kopieren nicht zulässt", multiline: true }),
            textLabel: copy.meta({ title: "Bezeichnung des Textfelds" }),
          })
          .strict()
          .meta({ title: "Text kopieren" }),
      })
      .strict()
      .meta({ title: "Senden über die Website („Anfrage senden“)" }),
    handoff: z
      .object({
        whatsapp: z
          .object({
            heading: copy.meta({ title: "Überschrift" }),
            text: copy.meta({ title: "Text", multiline: true }),
            reopen: copy.meta({ title: "Knopf zum erneuten Öffnen" }),
          })
          .strict()
          .meta({ title: "WhatsApp" }),
        email: z
          .object({
            heading: copy.meta({ title: "Überschrift" }),
            text: copy.meta({ title: "Text", multiline: true }),
            reopen: copy.meta({ title: "Knopf zum erneuten Öffnen" }),
          })
          .strict()
          .meta({ title: "E-Mail-Programm" }),
        confirm: copy.meta({ title: "Knopf „Nachricht ist gesendet“" }),
        back: copy.meta({ title: "Knopf zurück zum Formular" }),
        done: z
          .object({ heading: copy.meta({ title: "Überschrift" }), text: copy.meta({ title: "Text", multiline: true }) })
          .strict()
          .meta({ title: "Nach der Bestätigung" }),
        restart: copy.meta({ title: "Knopf für eine neue Anfrage" }),
      })
      .strict()
      .meta({ title: "Nach dem Öffnen von WhatsApp oder E-Mail-Programm" }),
    message: z
      .object({
        header: copy.meta({ title: "Erste Zeile" }),
        labels: z
          .object({
            name: copy.meta({ title: "Name" }),
            age: copy.meta({ title: "Alter" }),
            beruf: copy.meta({ title: "Beruf" }),
            einkommen: copy.meta({ title: "Einkommen" }),
            versicherungsart: copy.meta({ title: "Gewünschter Schutz" }),
            hinweis: copy.meta({ title: "Ergebnis aus einem Rechner" }),
            telefon: copy.meta({ title: "Telefonnummer" }),
            email: copy.meta({ title: "E-Mail-Adresse" }),
            kontaktweg: copy.meta({ title: "Kontaktweg" }),
            rueckruf: copy.meta({ title: "Anrufzeit" }),
            nachricht: copy.meta({ title: "Freitext" }),
          })
          .strict()
          .meta({ title: "Bezeichnungen der Zeilen" }),
        notGiven: copy.meta({ title: "Für eine leere oder nicht lesbare Angabe" }),
        age: pageText(FILLED_ON_THE_PAGE.age).meta({ title: "Das Alter" }),
        anyCallTime: copy.meta({ title: "Anrufzeit „jederzeit“" }),
        callDayOnly: pageText(FILLED_ON_THE_PAGE.callDay).meta({ title: "Anrufzeit: nur ein Tag gewählt" }),
        callTimeOnly: pageText(FILLED_ON_THE_PAGE.callTime).meta({ title: "Anrufzeit: nur eine Uhrzeit gewählt" }),
        closing: copy.meta({ title: "Letzte Zeile", multiline: true }),
      })
      .strict()
      .meta({ title: "Die Nachricht (Website, WhatsApp und E-Mail)" }),
    // heading, intro and newTab: the English section's own (the German pages give heading and intro per page).
    section: z
      .object({
        alternative: copy.meta({ title: "Zeile vor Telefon, E-Mail und WhatsApp", multiline: true }),
        noScript: copy.meta({ title: "Hinweis, wenn JavaScript nicht läuft", multiline: true }),
        whatsappLabel: copy.meta({ title: "Linktext WhatsApp" }),
        whatsappGreeting: copy.meta({ title: "Erste Zeile einer WhatsApp-Nachricht ohne Formular", multiline: true }),
        heading: copy.optional().meta({ title: "Nur englische Seite: Überschrift des Abschnitts" }),
        intro: copy.optional().meta({ title: "Nur englische Seite: Einleitung des Abschnitts", multiline: true }),
        newTab: copy.optional().meta({ title: "Nur englische Seite: Zusatz für Screenreader „öffnet in neuem Tab“" }),
      })
      .strict()
      .meta({ title: "Um das Formular herum" }),
  })
  .strict();

/** The contact bar on phones: short labels under icons, each also its link's name. */
export const contactBarTextSchema = z
  .object({
    label: text.meta({ title: "Name der Leiste (für Screenreader)" }),
    call: text.meta({ title: "Anrufen" }),
    whatsapp: text.meta({ title: "WhatsApp" }),
    email: text.meta({ title: "E-Mail" }),
    enquiry: text.meta({ title: "Zum Anfrageformular" }),
    close: text.meta({ title: "Knopf zum Ausblenden (für Screenreader)" }),
  })
  .strict();

export type EnquiryText = z.output<typeof enquiryTextSchema>;
export type ContactBarText = z.output<typeof contactBarTextSchema>;
