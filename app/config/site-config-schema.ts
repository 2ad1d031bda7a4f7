/**
 * Shape and build-time validation of the adviser's site configuration (zod).
 * Everything the legal texts need about the business lives here, so another adviser edits
 * only the config file (SITE_CONFIG_FILE): status and register entry (§ 34d GewO, § 11 VersVermV),
 * qualification, remuneration and holdings (§ 15 VersVermV), professional liability insurance
 * (§ 2 DL-InfoV), hosting and the dates of the legal texts.
 */
import { LANGUAGES } from "./languages";
import { z } from "zod";
import { formatSchemaIssues, schemaIssues, type SchemaIssue } from "./schema-issues";
import { BUNDESLAND_NAME_LIST } from "./bundeslaender";
import { inEuOrEea } from "./eu-eea-countries";
import { daysOf, minutesOf, WEEKDAYS } from "./hours-ranges";
import { jsonHttpsUrl, jsonIsoDate, jsonText } from "./schema-fields";

/** The file the owner edits (by hand or in the editor, /admin/); app/config/site-config.ts gives it its type. */
export const SITE_CONFIG_FILE = "app/config/site-config.json";

// No transforms: the config module ships as plain data (the browser never loads zod), so what
// passes validation must already be exactly what the pages use.
// Messages are German and say what to put there: the build prints them one line per field
// (formatConfigIssues), for an adviser who edits the file without a programmer. The file is
// JSON, so its texts are schema-fields.ts's JSON fields: the message says a text needs quotes.

/** A clock time as the adviser writes it, „9:00“ or „09:00“. */
const clockTime = jsonText.regex(/^([01]?\d|2[0-3]):[0-5]\d$/, "muss eine Uhrzeit wie 9:00 oder 18:30 sein");

/** An image file in app/images/: with or without extension, any case („/images/foto.jpg“, „FOTO.JPG“, „foto“). */
const imageSrc = jsonText
  .refine((value) => /^(\/images\/)?[^/\\]+$/.test(value), "muss ein Dateiname aus app/images/ sein, z.\u202fB. „foto.jpg“ oder „/images/foto.jpg“")
  .describe("Dateiname des Bildes im Ordner app/images/, mit oder ohne Endung, Groß- und Kleinschreibung egal");

const imageRef = z.object({
  src: imageSrc,
  alt: jsonText.describe("Was auf dem Bild zu sehen ist, für Menschen, die es nicht sehen (Alternativtext)"),
});

/** Where in the photo the face is, in per cent from the left and from the top: cropping keeps that point in view. */
const focalPoint = z
  .object({
    x: z.number({ error: "muss eine Zahl von 0 bis 100 sein" }).min(0, "muss eine Zahl von 0 bis 100 sein").max(100, "muss eine Zahl von 0 bis 100 sein"),
    y: z.number({ error: "muss eine Zahl von 0 bis 100 sein" }).min(0, "muss eine Zahl von 0 bis 100 sein").max(100, "muss eine Zahl von 0 bis 100 sein"),
  })
  .describe("Wo das Gesicht im Foto ist, in Prozent von links (x) und von oben (y), z.\u202fB. { x: 50, y: 30 }; ohne Angabe die Bildmitte");

const postalAddress = z.object({
  street: jsonText,
  postalCode: jsonText.regex(/^\d{5}$/, "muss eine fünfstellige Postleitzahl sein"),
  city: jsonText,
});

const openingHoursRange = z
  .object({
    firstDay: z.enum(WEEKDAYS, { error: `muss einer dieser Tage sein: ${WEEKDAYS.join(", ")}` }).describe("Erster Tag des Zeitraums, z.\u202fB. „Mo“"),
    /** Absent: the range is the one day `firstDay`. */
    lastDay: z
      .enum(WEEKDAYS, { error: `muss einer dieser Tage sein: ${WEEKDAYS.join(", ")}` })
      .optional()
      .describe("Letzter Tag des Zeitraums, z.\u202fB. „Do“; weglassen, wenn es nur ein Tag ist"),
    opens: clockTime.describe("Beginn, z.\u202fB. „9:00“"),
    closes: clockTime.describe("Ende, z.\u202fB. „18:00“"),
  })
  .refine((range) => minutesOf(range.opens) < minutesOf(range.closes), {
    message: "endet nicht nach dem Beginn – „closes“ muss später sein als „opens“",
    path: ["closes"],
  })
  .refine((range) => range.lastDay === undefined || WEEKDAYS.indexOf(range.lastDay) > WEEKDAYS.indexOf(range.firstDay), {
    message: "muss in der Woche nach „firstDay“ liegen (Mo vor Di … vor So)",
    path: ["lastDay"],
  });

/**
 * Where a recipient is established. Outside the EU/EEA the privacy policy must name the safeguard of
 * the transfer (Art. 13 Abs. 1 lit. f DSGVO): an adequacy decision (Art. 45, e.g. the EU-U.S. Data
 * Privacy Framework for a certified US company) or standard contractual clauses (Art. 46 Abs. 2 lit. c).
 */
export const TRANSFER_BASES = ["angemessenheitsbeschluss", "standardvertragsklauseln"] as const;
export type TransferBasis = (typeof TRANSFER_BASES)[number];

/** The country and, outside the EU/EEA, the transfer basis: the same two fields for the host and for the e-mail and telephony providers. */
const seatFields = {
  /** Where the company is established; outside the EU/EEA the privacy policy names the transfer safeguard. */
  country: jsonText.describe("Land, in dem der Anbieter seinen Sitz hat, z.\u202fB. „Deutschland“ oder „USA“"),
  /** Required when `country` is outside the EU/EEA: the safeguard the privacy policy names. */
  transferBasis: z
    .enum(TRANSFER_BASES, { error: `muss „${TRANSFER_BASES.join("“ oder „")}“ sein` })
    .optional()
    .describe(
      "Nur bei Sitz außerhalb von EU/EWR: „angemessenheitsbeschluss“ (z.\u202fB. zertifiziert nach dem EU-U.S. Data Privacy Framework – prüfen Sie das in der Liste unter dataprivacyframework.gov) oder „standardvertragsklauseln“",
    ),
};

const TRANSFER_BASIS_MISSING = {
  message:
    "fehlt: Bei einem Anbieter außerhalb von EU/EWR nennen Sie die Grundlage der Übermittlung – „angemessenheitsbeschluss“ oder „standardvertragsklauseln“",
  path: ["transferBasis"],
};

const namesTransferBasis = (seat: { country: string; transferBasis?: TransferBasis }) => inEuOrEea(seat.country) || seat.transferBasis !== undefined;

/**
 * A company that receives personal data from the adviser's e-mail or phone: name, address, and
 * where it is established (docs/decisions/0040, 0067).
 */
const provider = z
  .object({
    name: jsonText.describe("Firmenname mit Rechtsform"),
    address: jsonText.describe("Anschrift mit Land, z.\u202fB. „Hauptstraße 1, 01067 Dresden, Deutschland“"),
    ...seatFields,
  })
  .refine(namesTransferBasis, TRANSFER_BASIS_MISSING);

/** The sixteen Länder (app/config/bundeslaender.ts): the controller's Land decides which data-protection authority is competent. */
export const BUNDESLAENDER = BUNDESLAND_NAME_LIST;
export type Bundesland = (typeof BUNDESLAENDER)[number];

/**
 * Status under § 34d GewO. A Makler (Abs. 1) is never a „Versicherungsberater“ (Abs. 2, a
 * protected title); only a Makler may call himself independent of insurers.
 */
export const INTERMEDIARY_STATUSES = ["versicherungsmakler", "versicherungsvertreter"] as const;
export type IntermediaryStatus = (typeof INTERMEDIARY_STATUSES)[number];

/** How the intermediary is paid (§ 15 Abs. 1 Nr. 7 VersVermV). */
export const REMUNERATION_KINDS = ["courtage", "honorar", "courtage-und-honorar"] as const;

/**
 * What a tariff switch within the member's own insurer (§ 204 VVG) costs the member
 * (docs/decisions/0070-existing-members.md): nothing, paid by the insurer if at all („courtage“);
 * a fee of a share of one year's saving („honorar-anteil“, `percent`) or a fixed fee
 * („honorar-fest“, `amountEuro`); or nothing at all („kostenlos“). The member page says it plainly,
 * and the copy check lets „Honorar“ or „kostenlos“ stand only where this says so.
 */
export const TARIFF_SWITCH_FEE_KINDS = ["courtage", "honorar-anteil", "honorar-fest", "kostenlos"] as const;
export type TariffSwitchFeeKind = (typeof TARIFF_SWITCH_FEE_KINDS)[number];

const tariffSwitchFee = z
  .object({
    kind: z
      .enum(TARIFF_SWITCH_FEE_KINDS, { error: `muss einer dieser Werte sein: ${TARIFF_SWITCH_FEE_KINDS.join(", ")}` })
      .describe(
        "Was ein Tarifwechsel bei Ihrem bisherigen Versicherer (§\u00a0204 VVG) Ihre Kunden kostet: „courtage“ (nichts, vergütet höchstens vom Versicherer), „honorar-anteil“ (Anteil an der Ersparnis eines Jahres), „honorar-fest“ (fester Betrag) oder „kostenlos“",
      ),
    percent: z
      .number({ error: "muss eine Zahl von 1 bis 100 sein" })
      .min(1, "muss eine Zahl von 1 bis 100 sein")
      .max(100, "muss eine Zahl von 1 bis 100 sein")
      .optional()
      .describe("Nur bei „honorar-anteil“: Ihr Honorar in Prozent der Ersparnis eines Jahres, z.\u202fB. 20"),
    amountEuro: z
      .number({ error: "muss ein Betrag in Euro sein" })
      .min(1, "muss ein Betrag in Euro sein, mindestens 1")
      .max(100_000, "ist zu hoch für ein Honorar – bitte prüfen")
      .optional()
      .describe("Nur bei „honorar-fest“: Ihr Honorar in Euro, z.\u202fB. 390"),
  })
  .refine((fee) => fee.kind !== "honorar-anteil" || fee.percent !== undefined, {
    message: "fehlt – bei „honorar-anteil“ nennen Sie den Anteil an der Ersparnis eines Jahres in Prozent",
    path: ["percent"],
  })
  .refine((fee) => fee.kind !== "honorar-fest" || fee.amountEuro !== undefined, {
    message: "fehlt – bei „honorar-fest“ nennen Sie das Honorar in Euro",
    path: ["amountEuro"],
  })
  .refine((fee) => fee.kind === "honorar-anteil" || fee.percent === undefined, {
    message: "gehört nur zu „honorar-anteil“ – lassen Sie „percent“ weg oder ändern Sie „kind“",
    path: ["percent"],
  })
  .refine((fee) => fee.kind === "honorar-fest" || fee.amountEuro === undefined, {
    message: "gehört nur zu „honorar-fest“ – lassen Sie „amountEuro“ weg oder ändern Sie „kind“",
    path: ["amountEuro"],
  });

/**
 * The adviser's own documented like-for-like comparison, the only source from which the site may
 * name a saving in per cent (docs/decisions/0020). Both sides must cover the same: the private
 * premium includes Krankentagegeld (the GKV maximum includes Krankengeld) and the Pflegepflicht-
 * versicherung, and the Selbstbehalt is counted as a cost. Absent: the site names no percentage.
 */
const savingsComparison = z.object({
  /** The saving the comparison found, whole per cent. */
  percent: z.number().int().min(1).max(99),
  /** The day the comparison was made. */
  comparedOn: jsonIsoDate,
  /** The GKV side, e.g. „Höchstbeitrag 2026 einschließlich Krankengeld und Pflegeversicherung, kinderlos, durchschnittlicher Zusatzbeitrag“. */
  gkvSide: jsonText,
  /** The private side: age, state of health assumed, tariffs, Krankentagegeld and Selbstbehalt. */
  pkvSide: jsonText,
  /** Like for like: Krankentagegeld is part of the private premium compared. */
  includesKrankentagegeld: z.literal(true),
  /** Like for like: the yearly Selbstbehalt is counted as part of the private cost. */
  countsSelbstbehalt: z.literal(true),
  /** Where the documentation is kept, so it can be shown on request (UWG § 5: the claim must be provable). */
  documentation: jsonText,
});

/**
 * What § 5b Abs. 3 UWG makes essential wherever customer reviews are shown: whether and how the
 * adviser ensures they come from customers who really used the advice. Without it the reviews
 * cannot be published, so the build says why (also when the field is left out, see MISSING_BECAUSE).
 */
export const REVIEW_CHECK_MISSING =
  "fehlt – wer Kundenbewertungen zeigt, muss daneben sagen, ob und wie er sicherstellt, dass sie von Kunden stammen, die die Beratung tatsächlich genutzt haben (§\u00a05b Abs.\u00a03 UWG)";

/** One review as the customer wrote it, published with her consent, under the name or initials she agreed to. */
const testimonial = z.object({
  text: jsonText.describe("Die Bewertung im Wortlaut, ohne Kürzung, die den Sinn ändert"),
  author: jsonText.describe("Name oder Initialen, wie die Person der Veröffentlichung zugestimmt hat, z.\u202fB. „Miriam K.“ oder „M.\u202fK.“"),
  date: jsonIsoDate.describe("Tag, an dem die Bewertung abgegeben wurde, z.\u202fB. „2026-05-14“"),
  context: jsonText.optional().describe("Optional: Beruf oder Lage, z.\u202fB. „Ingenieurin, Wechsel aus der GKV“"),
});

/**
 * Whether reviews are shown in full or as a selection: essential information wherever reviews are
 * made accessible (§ 5a Abs. 1, § 5b Abs. 3 UWG); showing a selection as if it were all of them
 * misleads (Nr. 23c Anhang UWG). The page says which, with count and period (docs/decisions/0067).
 */
export const REVIEW_SELECTIONS = ["alle", "auswahl"] as const;
export type ReviewSelection = (typeof REVIEW_SELECTIONS)[number];

const reviewSelection = z.enum(REVIEW_SELECTIONS, { error: "muss „alle“ oder „auswahl“ sein" });

/** Where a field is only meaningful for a selection and the adviser chose „alle“. */
const ONLY_FOR_SELECTION = "gilt nur bei „auswahl“ – bei „alle“ lassen Sie das Feld weg";

/** Reviews only together with the statement of how they were checked: the object makes the one impossible without the other. */
const testimonials = z
  .object({
    howChecked: z
      .string({ error: REVIEW_CHECK_MISSING })
      .refine((value) => value.trim().length > 0, REVIEW_CHECK_MISSING)
      .describe(
        "Ob und wie Sie prüfen, dass die Bewertungen von Kunden stammen, die Ihre Beratung genutzt haben, in Ihren Worten (§\u00a05b Abs.\u00a03 UWG), z.\u202fB. „Ich bitte nur Kunden, die ich beraten habe, per E-Mail um eine Bewertung und veröffentliche nur Antworten auf diese E-Mails – positive wie kritische.“",
      ),
    collectedSince: jsonIsoDate.describe(
      "Seit wann Sie um Bewertungen bitten, z.\u202fB. „2024-03-01“: Die Website nennt den Zeitraum, aus dem die Bewertungen stammen",
    ),
    shown: reviewSelection.describe(
      "„alle“, wenn hier jede Bewertung steht, die Sie seit „collectedSince“ erhalten haben, auch jede kritische; „auswahl“, wenn Sie nur einige zeigen. Die Website sagt es direkt neben den Bewertungen.",
    ),
    total: z
      .number({ error: "muss eine ganze Zahl sein" })
      .int("muss eine ganze Zahl sein")
      .optional()
      .describe("Nur bei „auswahl“: wie viele Bewertungen Sie seit „collectedSince“ insgesamt erhalten haben"),
    howSelected: jsonText
      .optional()
      .describe("Nur bei „auswahl“: in einem Satz, wie Sie ausgewählt haben, z.\u202fB. „Ich zeige die vier jüngsten Bewertungen.“"),
    allReviewsUrl: jsonHttpsUrl
      .optional()
      .describe("Nur bei „auswahl“: wo alle Bewertungen stehen, etwa Ihr Bewertungsprofil; ohne Angabe sagt die Website, dass Sie alle auf Anfrage zeigen"),
    items: z.array(testimonial).min(1, "braucht mindestens eine Bewertung – ohne Bewertungen lassen Sie „testimonials“ ganz weg"),
  })
  .superRefine((reviews, context) => {
    const issue = (path: (string | number)[], message: string) => context.addIssue({ code: "custom", path, message });
    reviews.items.forEach((item, index) => {
      // ISO days compare as text.
      if (item.date < reviews.collectedSince)
        issue(["items", index, "date"], "liegt vor „collectedSince“ – die Website sagt, die Bewertungen stammen aus der Zeit seit diesem Tag");
    });
    if (reviews.shown === "alle") {
      for (const field of ["total", "howSelected", "allReviewsUrl"] as const) if (reviews[field] !== undefined) issue([field], ONLY_FOR_SELECTION);
      return;
    }
    if (reviews.total === undefined) issue(["total"], "fehlt – bei „auswahl“ nennt die Website, wie viele Bewertungen Sie insgesamt erhalten haben");
    else if (reviews.total <= reviews.items.length)
      issue(["total"], "muss größer sein als die Zahl der gezeigten Bewertungen – zeigen Sie alle, wählen Sie bei „shown“ „alle“");
    if (reviews.howSelected === undefined) issue(["howSelected"], "fehlt – bei „auswahl“ sagt die Website, wie Sie ausgewählt haben");
  });

/** The adviser's profile on a review platform: linked as it is, never copied, scored or embedded. */
const ratingProfile = z
  .object({
    label: jsonText.describe("Name der Plattform, z.\u202fB. „ProvenExpert“ oder „Google“"),
    url: jsonHttpsUrl.describe("Adresse Ihres Profils auf der Plattform"),
    shown: reviewSelection.describe(
      "„alle“, wenn auf dem Profil jede Bewertung erscheint, die dort zu Ihrer Beratung abgegeben wurde – Sie blenden keine aus und geben nicht nur einige frei; „auswahl“ sonst. Die Website sagt es neben dem Link.",
    ),
    howSelected: jsonText.optional().describe("Nur bei „auswahl“: in einem Satz, welche Bewertungen auf dem Profil erscheinen"),
  })
  .superRefine((profile, context) => {
    if (profile.shown === "alle" && profile.howSelected !== undefined) context.addIssue({ code: "custom", path: ["howSelected"], message: ONLY_FOR_SELECTION });
    if (profile.shown === "auswahl" && profile.howSelected === undefined)
      context.addIssue({
        code: "custom",
        path: ["howSelected"],
        message: "fehlt – bei „auswahl“ sagt die Website, welche Bewertungen auf dem Profil erscheinen",
      });
  });

/**
 * The basis of the adviser's advice (§ 60 VVG): a sufficient number of insurers and contracts on
 * the market (Abs. 1 Satz 1) only when the adviser says so, or a restricted selection (Abs. 1
 * Satz 2), which must be disclosed with the insurers named (Abs. 2). Absent, the site claims
 * neither and the go-live gate refuses to publish (docs/decisions/0067).
 */
export const ADVICE_BASES = ["hinreichende-zahl", "eingeschraenkte-auswahl"] as const;
export type AdviceBasis = (typeof ADVICE_BASES)[number];

/** The grammatical form every text uses for the adviser's role (app/content/adviser-role.ts). */
export const ADVISER_FORMS = ["weiblich", "männlich", "neutral"] as const;
export type AdviserForm = (typeof ADVISER_FORMS)[number];

/** Where the adviser's WhatsApp keeps a chat backup, if anywhere; the privacy policy names the recipient. */
export const CHAT_BACKUPS = ["none", "google-drive", "icloud"] as const;
export type ChatBackup = (typeof CHAT_BACKUPS)[number];

/** The fields of the config; the checks across fields follow in `siteConfigSchema`. */
const siteConfigFields = z.object({
  brand: jsonText.describe("Name der Website, z.\u202fB. „Krankenversicherung Muster“"),
  /** German always; English adds the section under /en/ (docs/decisions/0073). Absent: German only. */
  languages: z
    .array(z.enum(LANGUAGES, { error: `muss eine dieser Sprachen sein: ${LANGUAGES.join(", ")}` }))
    .refine((languages) => languages.includes("de"), "muss „de“ enthalten – die deutschen Seiten sind die verbindlichen")
    .refine((languages) => new Set(languages).size === languages.length, "nennt eine Sprache zweimal")
    .optional()
    .describe(
      "„de“ (Deutsch) steht immer darin; „en“ dazu baut die englischen Seiten für Expats unter /en/. Englisch nur eintragen, wenn Sie Anfragen auf Englisch beantworten können.",
    ),
  adviser: z.object({
    name: jsonText.describe("Ihr Vor- und Nachname, wie er im Impressum stehen soll"),
    /** Decides every role noun on the site: Versicherungsmaklerin, Versicherungsmakler or the neutral form. */
    form: z
      .enum(ADVISER_FORMS, { error: "muss „weiblich“, „männlich“ oder „neutral“ sein" })
      .describe("Wie die Website Sie nennt: „weiblich“ (Versicherungsmaklerin), „männlich“ (Versicherungsmakler) oder „neutral“ (Versicherungsmakler:in)"),
    /** Berufsbezeichnung: the state that granted it (§ 2 Abs. 1 Nr. 11 DL-InfoV); the title itself follows `registration.status` and `form`. */
    professionalTitleState: jsonText.describe("Staat, in dem die Berufsbezeichnung verliehen wurde, z.\u202fB. „Bundesrepublik Deutschland“"),
    /** A qualification that can be checked, shown instead of an unnamed „zertifiziert“. */
    qualification: jsonText.describe("Eine nachprüfbare Qualifikation, z.\u202fB. „Geprüfte Fachfrau für Versicherungsvermittlung (IHK)“"),
    /** Year the adviser started advising: „über 10 Jahre“ is counted from it. */
    activeSinceYear: z.number({ error: "muss eine Jahreszahl sein, z.\u202fB. 2014" }).int().min(1950).max(2100).describe("Jahr, seit dem Sie beraten"),
    /** Clients advised so far, the adviser's own count, and when it was counted. */
    clientsAdvised: z.number({ error: "muss eine ganze Zahl sein" }).int().min(0).describe("Zahl der bisher beratenen Kunden (Ihre eigene Zählung)"),
    clientsCountedOn: jsonIsoDate.describe("Tag der Zählung, z.\u202fB. „2026-10-01“"),
    /** Absent: no picture of a face at all; the about section shows the initials instead (never a drawing standing in for a person). */
    photo: imageRef
      .extend({ focus: focalPoint.optional() })
      .optional()
      .describe("Ihr Porträtfoto; ohne Angabe zeigt die Website statt eines Fotos Ihre Initialen"),
  }),
  broker: z.object({
    /** The Maklerverbund (pool) the adviser works with; it processes enquiry data as a processor. */
    name: jsonText.describe("Name des Maklerverbunds (Pool), mit dem Sie zusammenarbeiten"),
    address: jsonText.describe("Anschrift des Maklerverbunds"),
    logo: imageRef,
  }),
  phone: z.object({
    display: jsonText.regex(/\d/, "enthält keine Ziffern – bitte die Nummer so eintragen, wie sie angezeigt werden soll"),
    digits: jsonText.regex(/^[1-9]\d{6,14}$/, "muss die internationale Nummer nur aus Ziffern sein, ohne + und ohne führende 0 (z.\u202fB. 4930123456)"),
    /** The number WhatsApp chats go to, where it is not the one for calls (a landline has WhatsApp only with WhatsApp Business). */
    whatsapp: jsonText
      .regex(/^[1-9]\d{6,14}$/, "muss die internationale Nummer nur aus Ziffern sein, ohne + und ohne führende 0 (z.\u202fB. 4917612345678)")
      .optional()
      .describe(
        "Nummer für WhatsApp, nur Ziffern, falls nicht dieselbe wie zum Anrufen; ohne Angabe gehen WhatsApp-Nachrichten an die Nummer oben. Eine Festnetznummer erreicht WhatsApp nur mit WhatsApp Business.",
      ),
  }),
  email: jsonText.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, "ist keine E-Mail-Adresse"),
  address: postalAddress.extend({
    country: jsonText,
    state: z.enum(BUNDESLAENDER, { error: `muss ein Bundesland sein, so geschrieben: ${BUNDESLAENDER.join(", ")}` }),
  }),
  /** Telephone hours, one entry per range of days (e.g. Mo–Do 9:00–18:00, Fr 9:00–13:00); no day twice. */
  openingHours: z
    .array(openingHoursRange)
    .min(1, 'braucht mindestens einen Zeitraum, z.\u202fB. { firstDay: "Mo", lastDay: "Fr", opens: "9:00", closes: "18:00" }')
    .refine((ranges) => {
      const days = ranges.flatMap(daysOf);
      return new Set(days).size === days.length;
    }, "nennt einen Tag in zwei Zeiträumen – jeder Tag darf nur einmal vorkommen")
    .describe("Telefonzeiten als Liste von Zeiträumen, z.\u202fB. Mo–Do 9:00–18:00 und Fr 9:00–13:00"),
  /** What the adviser promises about replies: the truth, not „24/7“. */
  responseTime: jsonText.describe("Was Sie zur Antwortzeit versprechen können, z.\u202fB. „Antwort am nächsten Werktag“"),
  /** 0..n profiles; the footer and the structured data show exactly these. */
  social: z
    .array(z.object({ label: jsonText.describe("Name des Netzwerks, z.\u202fB. „LinkedIn“"), url: jsonHttpsUrl.describe("Adresse Ihres Profils") }))
    .describe("Ihre Profile in sozialen Netzwerken; eine leere Liste [] ist erlaubt"),
  registration: z.object({
    status: z.enum(INTERMEDIARY_STATUSES),
    /** The register's wording of the status, a statutory category, e.g. „Versicherungsmakler mit Erlaubnis nach § 34d Abs. 1 GewO“. */
    permission: jsonText.describe("Ihr Status, wie er im Vermittlerregister steht, z.\u202fB. „Versicherungsmakler mit Erlaubnis nach § 34d Abs. 1 GewO“"),
    chamber: jsonText.describe("Die IHK, die die Erlaubnis erteilt hat, z.\u202fB. „IHK Dresden“"),
    chamberAddress: jsonText.describe("Anschrift dieser IHK"),
    registerNumber: jsonText
      .regex(/^D-[A-Z0-9]{4}-[A-Z0-9]{5}-\d{2}$/, "muss wie D-XXXX-XXXXX-XX aussehen (Registernummer aus dem Vermittlerregister)")
      .describe("Ihre Registernummer im Vermittlerregister"),
    /** Wirtschafts-Identifikationsnummer (§ 5 Abs. 1 Nr. 6 DDG) and USt-IdNr: shown in the Impressum when present. */
    businessId: jsonText
      .regex(/^DE\d{9}-\d{5}$/, "muss wie DE123456789-00001 aussehen (Wirtschafts-Identifikationsnummer)")
      .optional()
      .describe("Wirtschafts-Identifikationsnummer, sobald das Bundeszentralamt für Steuern sie zugeteilt hat; sonst weglassen"),
    vatId: jsonText
      .regex(/^DE\d{9}$/, "muss wie DE123456789 aussehen (Umsatzsteuer-Identifikationsnummer)")
      .optional()
      .describe("Umsatzsteuer-Identifikationsnummer, falls vorhanden; sonst weglassen"),
  }),
  remuneration: z.object({
    kind: z.enum(REMUNERATION_KINDS),
    /** Anything else the adviser receives, in one sentence; empty when nothing. */
    other: z.string(),
    /** What a tariff switch within the member's insurer costs (the member page, docs/decisions/0070). */
    tariffSwitch: tariffSwitchFee,
  }),
  /**
   * Direct or indirect holdings of 10 % or more of the voting rights or capital (§ 15 Abs. 1
   * Nr. 5 VersVermV): the adviser's in insurers, and insurers' in the adviser. Empty: none.
   */
  holdings: z.object({ inInsurers: z.array(jsonText), ofInsurersInAdviser: z.array(jsonText) }),
  liabilityInsurance: z.object({
    insurer: jsonText,
    address: jsonText,
    scope: jsonText,
  }),
  hosting: z
    .object({
      name: jsonText.describe("Firmenname des Hosting-Anbieters"),
      address: jsonText.describe("Anschrift des Hosting-Anbieters mit Land"),
      /** Days the host keeps its access logs. */
      logRetentionDays: z
        .number({ error: "muss eine Zahl von Tagen sein" })
        .int("muss eine ganze Zahl sein")
        .min(1, "muss mindestens 1 sein")
        .max(365, "darf höchstens 365 sein")
        .describe("So viele Tage speichert der Anbieter seine Server-Logdateien"),
      ...seatFields,
      country: seatFields.country.describe("Land, in dem der Anbieter seinen Sitz hat, z.\u202fB. „Deutschland“ oder „USA“ (Netlify, Cloudflare)"),
    })
    .refine(namesTransferBasis, TRANSFER_BASIS_MISSING),
  /** Who carries the adviser's e-mail and phone calls: recipients the privacy policy names (Art. 13 Abs. 1 lit. e DSGVO). Absent: it names the category. */
  emailProvider: provider.optional().describe("Ihr E-Mail-Anbieter (Name und Anschrift); ohne Angabe nennt die Datenschutzerklärung nur die Kategorie"),
  telephonyProvider: provider.optional().describe("Ihr Telefonanbieter (Name und Anschrift); ohne Angabe nennt die Datenschutzerklärung nur die Kategorie"),
  /** The adviser's WhatsApp chat backup: `none`, or the cloud it goes to (the privacy policy names it). */
  chatBackup: z.object({
    location: z.enum(CHAT_BACKUPS),
    /** WhatsApp's own end-to-end encryption of the backup is switched on. */
    endToEndEncrypted: z.boolean(),
  }),
  /** Optional customer reviews with the § 5b Abs. 3 UWG statement; absent, the site says nothing about reviews. */
  testimonials: testimonials.optional().describe("Kundenbewertungen mit Ihrer Angabe, wie Sie sie prüfen; ohne Angabe zeigt die Website keine Bewertungen"),
  /** Optional link to the adviser's profile on a review platform: a plain link, no widget, no score. */
  ratingProfile: ratingProfile.optional().describe("Ihr Profil auf einer Bewertungsplattform (ProvenExpert, Google …); die Website verlinkt es nur"),
  /** The basis of the advice under § 60 VVG; absent, the site claims none (only the demo may leave it out). */
  adviceBasis: z
    .enum(ADVICE_BASES, { error: `muss „${ADVICE_BASES.join("“ oder „")}“ sein` })
    .optional()
    .describe(
      "Grundlage Ihres Rats (§\u00a060 VVG): „hinreichende-zahl“ nur, wenn Sie Ihrem Rat eine hinreichende Zahl der am Markt angebotenen Versicherer und Tarife zugrunde legen, sodass Sie nach fachlichen Kriterien empfehlen können, welcher Vertrag passt; „eingeschraenkte-auswahl“, wenn Sie nur die Tarife bestimmter Versicherer vergleichen – dann nennen Sie alle unter „insurersCompared“, und Website und Erstinformation weisen auf die eingeschränkte Auswahl hin. Eine kurze Liste ist eine eingeschränkte Auswahl. Veröffentlichen lässt sich die Website erst mit dieser Angabe.",
    ),
  /** With a restricted selection: how the adviser learns the tariffs and terms (the Informationsgrundlage of § 60 Abs. 2 VVG). */
  informationBasis: jsonText
    .optional()
    .describe(
      "Nur bei „eingeschraenkte-auswahl“: in einem Satz, woher Sie Tarife und Bedingungen dieser Versicherer kennen (Informationsgrundlage, §\u00a060 Abs.\u00a02 VVG), z.\u202fB. „Tarife und Bedingungen vergleiche ich mit dem Vergleichsprogramm meines Maklerverbunds und prüfe sie in den Unterlagen der Versicherer.“",
    ),
  /** Optional: the insurers whose tariffs the adviser compares, all of them; absent, the site names none. */
  insurersCompared: z
    .array(jsonText)
    .min(1, "braucht mindestens einen Versicherer – sonst lassen Sie „insurersCompared“ ganz weg")
    .refine((names) => new Set(names.map((name) => name.trim().toLowerCase())).size === names.length, "nennt einen Versicherer zweimal")
    .optional()
    .describe(
      'Alle privaten Krankenversicherer, deren Tarife Sie vergleichen, z.\u202fB. ["Allianz", "Barmenia"]; Pflicht bei „adviceBasis“ „eingeschraenkte-auswahl“, sonst freiwillig; ohne Angabe nennt die Website keine',
    ),
  /** Optional: the documented comparison behind a savings percentage; absent, no percentage is shown. */
  savingsComparison: savingsComparison.optional(),
  legalTexts: z.object({
    /** „Stand“ of the privacy policy: the day it was last changed, not today. */
    privacyPolicyDate: jsonIsoDate,
    legalNoticeDate: jsonIsoDate,
    firstInformationDate: jsonIsoDate,
  }),
  siteUrl: jsonHttpsUrl.refine((value) => {
    try {
      return new URL(value).pathname === "/" && !value.endsWith("/");
    } catch {
      return false;
    }
  }, "muss die Adresse der Website ohne Pfad und ohne / am Ende sein, z.\u202fB. https://www.beispiel.de"),
});

/** Checks across fields: a restricted selection names its insurers and its information basis (§ 60 Abs. 2 VVG). */
export const siteConfigSchema = siteConfigFields
  .refine((config) => config.adviceBasis === "eingeschraenkte-auswahl" || config.informationBasis === undefined, {
    message: "gilt nur bei „adviceBasis“ „eingeschraenkte-auswahl“ – sonst lassen Sie das Feld weg",
    path: ["informationBasis"],
  })
  .refine((config) => config.adviceBasis !== "eingeschraenkte-auswahl" || config.informationBasis !== undefined, {
    message: "fehlt – bei „adviceBasis“ „eingeschraenkte-auswahl“ sagen Sie, woher Sie Tarife und Bedingungen kennen (§\u00a060 Abs.\u00a02 VVG)",
    path: ["informationBasis"],
  })
  .refine((config) => config.adviceBasis !== "eingeschraenkte-auswahl" || config.insurersCompared !== undefined, {
    message: "fehlt – bei „adviceBasis“ „eingeschraenkte-auswahl“ nennen Sie alle Versicherer, deren Tarife Sie vergleichen (§\u00a060 Abs.\u00a02 VVG)",
    path: ["insurersCompared"],
  });

export type SiteConfig = z.infer<typeof siteConfigSchema>;
export type ImageRef = z.infer<typeof imageRef>;
export type SavingsComparison = z.infer<typeof savingsComparison>;
export type Testimonials = z.infer<typeof testimonials>;
export type RatingProfile = z.infer<typeof ratingProfile>;
export type Provider = z.infer<typeof provider>;
export type TariffSwitchFee = z.infer<typeof tariffSwitchFee>;

/** One problem of the config: the field as the reader finds it in the file, and what to put there. */
export type ConfigIssue = SchemaIssue;

/** What the build prints: the file, then one line per field, in German, without a stack trace. */
export function formatConfigIssues(issues: readonly ConfigIssue[]): string {
  return formatSchemaIssues(SITE_CONFIG_FILE, issues);
}

/** Fields whose absence needs more than „fehlt“: why the law wants them, by field as the file names it. */
const MISSING_BECAUSE: Readonly<Record<string, string>> = { "testimonials.howChecked": REVIEW_CHECK_MISSING };

/** Every problem of the config, each once, in the order of the file; empty when it is valid. */
export function siteConfigIssues(config: unknown): ConfigIssue[] {
  return schemaIssues(siteConfigSchema, config, MISSING_BECAUSE);
}

/**
 * The build's gate: prints the German lines and ends the process with status 1 instead of a stack
 * trace. astro.config.ts calls it before anything is built, so a bad value stops `npm run build`
 * and `npm run dev`.
 */
export function reportSiteConfig(config: unknown, report: (message: string) => void = console.error, exit: (code: number) => never = process.exit): SiteConfig {
  const issues = siteConfigIssues(config);
  if (issues.length === 0) return config as SiteConfig;
  report(formatConfigIssues(issues));
  return exit(1);
}
