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
    heading: pageCopy,
    paragraphs: atLeast(pageCopy, 1, "Absatz"),
    points: z.array(pageCopy).optional(),
    caution: z.object({ title: pageCopy, text: pageCopy }).strict().optional(),
  })
  .strict();

export const memberPageTextSchema = z
  .object({
    seo: pageSeo,
    /** The service the page's structured data names. */
    service: pageCopy,
    /** The entry on the home page, leading here. */
    homeEntry: z.object({ heading: pageCopy, text: pageCopy, link: pageCopy }).strict(),
    hero: z.object({ eyebrow: pageCopy, title: pageCopy, intro: atLeast(pageCopy, 1, "Absatz"), cta: pageCopy, toolLink: pageCopy }).strict(),
    switchRights: memberSection,
    socialTariffs: memberSection,
    relief: memberSection,
    /** Before the links to the guide and the glossary under each part. */
    more: z.object({ label: pageCopy, article: pageCopy, term: pageCopy }).strict(),
    /** What the switch costs: one text per kind of remuneration.tariffSwitch; the page shows the config's. */
    fee: z
      .object({
        heading: pageCopy,
        courtage: pageCopy,
        "honorar-anteil": page.pageText(PAGE_FILLED.feeShare),
        "honorar-fest": page.pageText(PAGE_FILLED.feeFixed),
        kostenlos: pageCopy,
        noFigure: pageCopy,
      })
      .strict(),
    /** The call at the end of the guide's articles for members (members.ts: MEMBER_CTA_ARTICLES), in place of the new customer's. */
    articleCta: z.object({ heading: pageCopy, text: pageCopy, button: pageCopy }).strict(),
    enquiry: z.object({ heading: pageCopy, intro: pageCopy }).strict(),
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

const step = z.object({ label: enquiryCopy, subtitle: enquiryCopy, heading: enquiryCopy, intro: enquiryCopy }).strict();
const numberErrors = z.object({ format: enquiryCopy, negative: enquiryCopy, decimals: enquiryCopy, tooSmall: enquiryCopy, tooLarge: enquiryCopy }).strict();
const field = z.object({ label: enquiryCopy, placeholder: enquiryCopy }).strict();
const numberField = field.extend({ help: enquiryCopy, errors: numberErrors }).strict();

export const memberEnquiryTextSchema = z
  .object({
    /** The four steps for members: the spec's names where they fit, the member questions in 2 and 3. */
    memberSteps: exactly(step, 4, "Schritte: Persönlich, Vertrag, Wichtig, Fertig"),
    memberFields: z
      .object({
        geburtsjahr: numberField,
        versicherer: field,
        tarif: field.extend({ help: enquiryCopy }).strict(),
        beitrag: numberField,
        erhoehung: numberField.extend({ unitLegend: enquiryCopy, units: z.object({ euro: enquiryCopy, prozent: enquiryCopy }).strict() }).strict(),
        selbstbehalt: numberField,
        beihilfe: z.object({ legend: enquiryCopy, options: z.object({ ja: enquiryCopy, nein: enquiryCopy }).strict() }).strict(),
        bleiben: z
          .object({
            legend: enquiryCopy,
            hint: enquiryCopy,
            options: z
              .object({ krankentagegeld: enquiryCopy, einbettzimmer: enquiryCopy, chefarzt: enquiryCopy, zahn: enquiryCopy, heilpraktiker: enquiryCopy })
              .strict(),
          })
          .strict(),
        bleibenSonstiges: field,
      })
      .strict(),
    memberMessage: z
      .object({
        /** The message's first line: marks the enquiry as one of an existing member. */
        header: enquiryCopy,
        labels: z
          .object({
            geburtsjahr: enquiryCopy,
            versicherer: enquiryCopy,
            tarif: enquiryCopy,
            beitrag: enquiryCopy,
            erhoehung: enquiryCopy,
            selbstbehalt: enquiryCopy,
            beihilfe: enquiryCopy,
            bleiben: enquiryCopy,
          })
          .strict(),
        perMonth: enquiry.pageText(ENQUIRY_FILLED.amount),
        perYear: enquiry.pageText(ENQUIRY_FILLED.amount),
        increasePercent: enquiry.pageText(ENQUIRY_FILLED.percent),
        closing: enquiryCopy,
      })
      .strict(),
    memberSection: z.object({ whatsappGreeting: enquiryCopy }).strict(),
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
const amountErrors = z.object({ format: toolCopy, negative: toolCopy, decimals: toolCopy, tooSmall: toolCopy, tooLarge: toolCopy }).strict();
const amountField = z.object({ label: toolCopy, hint: toolCopy, placeholder: toolCopy, errors: amountErrors }).strict();

export const refundToolTextSchema = z
  .object({
    title: toolCopy,
    intro: toolCopy,
    toolFields: z
      .object({
        bills: amountField,
        refund: amountField,
        deductible: amountField,
        laterBills: z.object({ legend: toolCopy, options: z.object({ nein: toolCopy, ja: toolCopy, unklar: toolCopy }).strict() }).strict(),
      })
      .strict(),
    missing: z.object({ one: tool.pageText(TOOL_FILLED.missing), many: tool.pageText(TOOL_FILLED.missing) }).strict(),
    fixInput: toolCopy,
    verdicts: z.object({ einreichen: resultText, behalten: resultText, sammeln: resultText, gleich: resultText }).strict(),
    figures: z.object({ reimbursement: toolCopy, refund: toolCopy, threshold: resultText }).strict(),
    noScript: toolCopy,
    explanation: z.object({ heading: toolCopy, paragraphs: atLeast(toolCopy, 1, "Absatz") }).strict(),
  })
  .strict();

export type RefundToolText = z.output<typeof refundToolTextSchema>;
