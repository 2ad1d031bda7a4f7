/**
 * The texts for those already privately insured (docs/decisions/0070): the page of its own with
 * its entry on the home page (texte/bestandskunden.yaml), the enquiry's member questions and
 * message (texte/anfrage-bestand.yaml) and the decision „Rechnung einreichen oder
 * Beitragsrückerstattung behalten?“ (texte/rechner-erstattung.yaml). Three files, because the
 * wizard's and the decision's scripts carry their words and should not carry the page's. All
 * three are member copy (text-files.ts): no saving in figures, and the fee as the config says.
 */
import { z } from "zod";
import { atLeast, exactly, pageSeo, pagePlaceholderTexts } from "../copy-fields";

// ——— The page (bestandskunden.yaml) ———

const PAGE_FILLED = {
  feeShare: { prozent: "Ihr Anteil an der Ersparnis eines Jahres aus Ihren Angaben, z. B. „20 %“" },
  feeFixed: { betrag: "Ihr festes Honorar aus Ihren Angaben, z. B. „390 €“" },
} as const;

const page = pagePlaceholderTexts(PAGE_FILLED);
export const MEMBER_PAGE_PLACEHOLDERS = page.placeholders;
const pageCopy = page.pageText();

/** A part of the page: heading, paragraphs, the rules as points (each with its paragraph in brackets), an optional box. */
const memberSection = z
  .object({
    heading: pageCopy.meta({ title: "Überschrift" }),
    paragraphs: atLeast(pageCopy, 1, "Absatz").meta({ title: "Absätze", item: "Absatz", multiline: true }),
    points: z.array(pageCopy).optional().meta({ title: "Die Regeln als Punkte, jede mit ihrer Vorschrift in Klammern", item: "Punkt", multiline: true }),
    caution: z
      .object({ title: pageCopy.meta({ title: "Überschrift" }), text: pageCopy.meta({ title: "Text", multiline: true }) })
      .strict()
      .optional()
      .meta({ title: "Hinweiskasten (freiwillig)" }),
  })
  .strict();

export const memberPageTextSchema = z
  .object({
    seo: pageSeo,
    /** The service the page's structured data names. */
    service: pageCopy.meta({ title: "Angebotene Leistung (für Suchmaschinen)" }),
    /** The entry on the home page, leading here. */
    homeEntry: z
      .object({
        heading: pageCopy.meta({ title: "Überschrift" }),
        text: pageCopy.meta({ title: "Text", multiline: true }),
        link: pageCopy.meta({ title: "Link zu dieser Seite" }),
      })
      .strict()
      .meta({ title: "Hinweis auf der Startseite" }),
    hero: z
      .object({
        eyebrow: pageCopy.meta({ title: "Zeile über der Überschrift" }),
        title: pageCopy.meta({ title: "Überschrift" }),
        intro: atLeast(pageCopy, 1, "Absatz").meta({ title: "Einleitung", item: "Absatz", multiline: true }),
        cta: pageCopy.meta({ title: "Knopf zur Anfrage" }),
        toolLink: pageCopy.meta({ title: "Link zur Entscheidungshilfe" }),
      })
      .strict()
      .meta({ title: "Kopfbereich" }),
    switchRights: memberSection.meta({ title: "Tarifwechsel nach § 204 VVG" }),
    socialTariffs: memberSection.meta({ title: "Standardtarif und Basistarif" }),
    relief: memberSection.meta({ title: "Beitragsentlastung im Alter" }),
    /** Before the links to the guide and the glossary under each part. */
    more: z
      .object({
        label: pageCopy.meta({ title: "Zeile davor" }),
        article: pageCopy.meta({ title: "Bezeichnung eines Ratgeber-Artikels" }),
        term: pageCopy.meta({ title: "Bezeichnung eines Glossar-Begriffs" }),
      })
      .strict()
      .meta({ title: "Links zu Ratgeber und Glossar unter jedem Teil" }),
    /** What the switch costs: one text per kind of remuneration.tariffSwitch; the page shows the config's. */
    fee: z
      .object({
        heading: pageCopy.meta({ title: "Überschrift" }),
        courtage: pageCopy.meta({ title: "Für Kunden nichts, höchstens Vergütung vom Versicherer", multiline: true }),
        "honorar-anteil": page.pageText(PAGE_FILLED.feeShare).meta({ title: "Honorar als Anteil an der Ersparnis eines Jahres ({prozent})", multiline: true }),
        "honorar-fest": page.pageText(PAGE_FILLED.feeFixed).meta({ title: "Festes Honorar ({betrag})", multiline: true }),
        kostenlos: pageCopy.meta({ title: "Kostenlos", multiline: true }),
        noFigure: pageCopy.meta({ title: "Warum die Seite keine Ersparnis nennt", multiline: true }),
      })
      .strict()
      .meta({ title: "Kosten des Tarifwechsels (die Seite zeigt den Text, den Ihre Angaben nennen)" }),
    /** The call at the end of the guide's articles for members (members.ts: MEMBER_CTA_ARTICLES), in place of the new customer's. */
    articleCta: z
      .object({
        heading: pageCopy.meta({ title: "Überschrift" }),
        text: pageCopy.meta({ title: "Text", multiline: true }),
        button: pageCopy.meta({ title: "Knopf zur Anfrage auf dieser Seite" }),
      })
      .strict()
      .meta({ title: "Aufruf am Ende der Ratgeber-Artikel zum Tarifwechsel und zu Basis- und Standardtarif" }),
    enquiry: z
      .object({ heading: pageCopy.meta({ title: "Überschrift" }), intro: pageCopy.meta({ title: "Einleitung", multiline: true }) })
      .strict()
      .meta({ title: "Anfrage" }),
  })
  .strict();

export type MemberPageText = z.output<typeof memberPageTextSchema>;

// ——— The enquiry's member questions (anfrage-bestand.yaml) ———

const ENQUIRY_FILLED = {
  amount: { betrag: "der angegebene Betrag in Euro" },
  percent: { prozent: "die angegebene Erhöhung in Prozent" },
  year: { jahr: "das angegebene Geburtsjahr" },
} as const;

const enquiry = pagePlaceholderTexts(ENQUIRY_FILLED);
export const MEMBER_ENQUIRY_PLACEHOLDERS = enquiry.placeholders;
const enquiryCopy = enquiry.pageText();

const step = z
  .object({
    label: enquiryCopy.meta({ title: "Kurzname (Schrittliste, Zusammenfassung)" }),
    subtitle: enquiryCopy.meta({ title: "Zweite Zeile in der Schrittliste" }),
    heading: enquiryCopy.meta({ title: "Überschrift über den Feldern" }),
    intro: enquiryCopy.meta({ title: "Einleitung", multiline: true }),
  })
  .strict();
/** What a number field says to an entry it cannot read. */
const numberErrors = <T extends z.ZodType>(copy: T) =>
  z
    .object({
      format: copy.meta({ title: "keine Zahl", multiline: true }),
      negative: copy.meta({ title: "negativ", multiline: true }),
      decimals: copy.meta({ title: "zu viele Stellen nach dem Komma", multiline: true }),
      tooSmall: copy.meta({ title: "zu klein", multiline: true }),
      tooLarge: copy.meta({ title: "zu groß", multiline: true }),
    })
    .strict()
    .meta({ title: "Meldungen, wenn die Eingabe nicht lesbar ist" });
const field = z.object({ label: enquiryCopy.meta({ title: "Bezeichnung" }), placeholder: enquiryCopy.meta({ title: "Beispiel im leeren Feld" }) }).strict();
const help = enquiryCopy.meta({ title: "Hilfe unter dem Feld" });
const numberField = field.extend({ help, errors: numberErrors(enquiryCopy) }).strict();

export const memberEnquiryTextSchema = z
  .object({
    /** The four steps for members: the spec's names where they fit, the member questions in 2 and 3. */
    memberSteps: exactly(step, 4, "Schritte: Persönlich, Vertrag, Wichtig, Fertig").meta({ title: "Die vier Schritte (in dieser Reihenfolge)" }),
    memberFields: z
      .object({
        geburtsjahr: numberField.meta({ title: "Geburtsjahr (Schritt 1)" }),
        versicherer: field.meta({ title: "Versicherer (Schritt 2)" }),
        tarif: field.extend({ help }).strict().meta({ title: "Tarife (Schritt 2)" }),
        beitrag: numberField.meta({ title: "Monatsbeitrag (Schritt 2)" }),
        erhoehung: numberField
          .extend({
            unitLegend: enquiryCopy.meta({ title: "Frage nach der Einheit" }),
            units: z
              .object({ euro: enquiryCopy.meta({ title: "Euro im Monat" }), prozent: enquiryCopy.meta({ title: "Prozent" }) })
              .strict()
              .meta({ title: "Die Einheiten" }),
          })
          .strict()
          .meta({ title: "Letzte Erhöhung (Schritt 2)" }),
        selbstbehalt: numberField.meta({ title: "Selbstbehalt (Schritt 2)" }),
        beihilfe: z
          .object({
            legend: enquiryCopy.meta({ title: "Frage" }),
            options: z
              .object({ ja: enquiryCopy.meta({ title: "Ja" }), nein: enquiryCopy.meta({ title: "Nein" }) })
              .strict()
              .meta({ title: "Antworten (auch in der Nachricht)" }),
          })
          .strict()
          .meta({ title: "Beihilfe (Schritt 2)" }),
        bleiben: z
          .object({
            legend: enquiryCopy.meta({ title: "Frage" }),
            hint: enquiryCopy.meta({ title: "Hinweis", multiline: true }),
            options: z
              .object({
                krankentagegeld: enquiryCopy.meta({ title: "Krankentagegeld" }),
                einbettzimmer: enquiryCopy.meta({ title: "Einbettzimmer" }),
                chefarzt: enquiryCopy.meta({ title: "Chefarzt" }),
                zahn: enquiryCopy.meta({ title: "Zahnersatz" }),
                heilpraktiker: enquiryCopy.meta({ title: "Heilpraktiker" }),
              })
              .strict()
              .meta({ title: "Die Leistungen zum Ankreuzen (auch in der Nachricht)" }),
          })
          .strict()
          .meta({ title: "Was bleiben muss (Schritt 3)" }),
        bleibenSonstiges: field.meta({ title: "Sonst noch wichtig (Schritt 3)" }),
      })
      .strict()
      .meta({ title: "Felder" }),
    memberMessage: z
      .object({
        /** The message's first line: marks the enquiry as one of an existing member. */
        header: enquiryCopy.meta({ title: "Erste Zeile (kennzeichnet die Anfrage als Bestandskunde)" }),
        labels: z
          .object({
            geburtsjahr: enquiryCopy.meta({ title: "Geburtsjahr" }),
            versicherer: enquiryCopy.meta({ title: "Versicherer" }),
            tarif: enquiryCopy.meta({ title: "Tarife" }),
            beitrag: enquiryCopy.meta({ title: "Monatsbeitrag" }),
            erhoehung: enquiryCopy.meta({ title: "Letzte Erhöhung" }),
            selbstbehalt: enquiryCopy.meta({ title: "Selbstbehalt" }),
            beihilfe: enquiryCopy.meta({ title: "Beihilfe" }),
            bleiben: enquiryCopy.meta({ title: "Was bleiben muss" }),
          })
          .strict()
          .meta({ title: "Bezeichnungen der Zeilen" }),
        perMonth: enquiry.pageText(ENQUIRY_FILLED.amount).meta({ title: "Ein Betrag im Monat ({betrag})" }),
        perYear: enquiry.pageText(ENQUIRY_FILLED.amount).meta({ title: "Ein Betrag im Jahr ({betrag})" }),
        increasePercent: enquiry.pageText(ENQUIRY_FILLED.percent).meta({ title: "Eine Erhöhung in Prozent ({prozent})" }),
        closing: enquiryCopy.meta({ title: "Letzte Zeile", multiline: true }),
      })
      .strict()
      .meta({ title: "Die Nachricht (Website, WhatsApp und E-Mail)" }),
    memberSection: z
      .object({ whatsappGreeting: enquiryCopy.meta({ title: "Erste Zeile einer WhatsApp-Nachricht ohne Formular", multiline: true }) })
      .strict()
      .meta({ title: "Um das Formular herum" }),
  })
  .strict();

export type MemberEnquiryText = z.output<typeof memberEnquiryTextSchema>;

// ——— Rechnung einreichen oder Beitragsrückerstattung behalten? (rechner-erstattung.yaml) ———

const TOOL_FILLED = {
  missing: { angaben: "die Namen der Felder, die noch leer sind" },
  result: {
    erstattung: "was Ihr Tarif für die Rechnungen erstatten würde",
    rueckerstattung: "die angegebene Rückerstattung",
    unterschied: "der Unterschied der beiden",
    schwelle: "Selbstbehalt plus Rückerstattung",
    selbstbehalt: "der angegebene Selbstbehalt",
  },
} as const;

const tool = pagePlaceholderTexts(TOOL_FILLED);
export const REFUND_TOOL_PLACEHOLDERS = tool.placeholders;
const toolCopy = tool.pageText();
const resultText = tool.pageText(TOOL_FILLED.result);
const amountField = z
  .object({
    label: toolCopy.meta({ title: "Bezeichnung" }),
    hint: toolCopy.meta({ title: "Hinweis", multiline: true }),
    placeholder: toolCopy.meta({ title: "Beispiel im leeren Feld" }),
    errors: numberErrors(toolCopy),
  })
  .strict();

export const refundToolTextSchema = z
  .object({
    title: toolCopy.meta({ title: "Überschrift" }),
    intro: toolCopy.meta({ title: "Einleitung", multiline: true }),
    toolFields: z
      .object({
        bills: amountField.meta({ title: "Rechnungen dieses Jahres" }),
        refund: amountField.meta({ title: "Rückerstattung laut Tarif" }),
        deductible: amountField.meta({ title: "Offener Selbstbehalt" }),
        laterBills: z
          .object({
            legend: toolCopy.meta({ title: "Frage" }),
            options: z
              .object({ nein: toolCopy.meta({ title: "Nein" }), ja: toolCopy.meta({ title: "Ja" }), unklar: toolCopy.meta({ title: "Weiß nicht" }) })
              .strict()
              .meta({ title: "Antworten" }),
          })
          .strict()
          .meta({ title: "Weitere Rechnungen in diesem Jahr" }),
      })
      .strict()
      .meta({ title: "Felder" }),
    missing: z
      .object({
        one: tool.pageText(TOOL_FILLED.missing).meta({ title: "Eine Angabe fehlt" }),
        many: tool.pageText(TOOL_FILLED.missing).meta({ title: "Mehrere fehlen" }),
      })
      .strict()
      .meta({ title: "Solange Angaben fehlen ({angaben})" }),
    fixInput: toolCopy.meta({ title: "Solange eine Angabe nicht lesbar ist", multiline: true }),
    verdicts: z
      .object({
        einreichen: resultText.meta({ title: "Einreichen lohnt sich", multiline: true }),
        behalten: resultText.meta({ title: "Rückerstattung behalten", multiline: true }),
        sammeln: resultText.meta({ title: "Noch nicht entscheiden, Belege sammeln", multiline: true }),
        gleich: resultText.meta({ title: "Beides gleich", multiline: true }),
      })
      .strict()
      .meta({ title: "Das Ergebnis" }),
    figures: z
      .object({
        reimbursement: toolCopy.meta({ title: "Bezeichnung: Erstattung" }),
        refund: toolCopy.meta({ title: "Bezeichnung: Rückerstattung" }),
        threshold: resultText.meta({ title: "Die Schwelle des Jahres", multiline: true }),
      })
      .strict()
      .meta({ title: "Die Zahlen unter dem Ergebnis" }),
    noScript: toolCopy.meta({ title: "Hinweis, wenn JavaScript nicht läuft", multiline: true }),
    explanation: z
      .object({
        heading: toolCopy.meta({ title: "Überschrift" }),
        paragraphs: atLeast(toolCopy, 1, "Absatz").meta({ title: "Absätze", item: "Absatz", multiline: true }),
      })
      .strict()
      .meta({ title: "Erklärung unter der Hilfe" }),
  })
  .strict();

export type RefundToolText = z.output<typeof refundToolTextSchema>;
