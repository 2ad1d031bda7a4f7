/**
 * The editor's German field names for the config, the articles, the glossary terms and the
 * profession pages, by field path of the zod schemas (list items without index). The text files'
 * labels are at each field in their schemas (`.meta({ title })`, docs/decisions/0074).
 * Rules, hints and choices come from the schemas themselves (zod-to-decap.ts); only the label
 * and, where the schema's type cannot choose it, the widget are said here. A schema field
 * without an entry stops the editor's build, and app/editor/editor-config.test.ts checks that
 * no entry names a field the schemas lack.
 */
import {
  ADVICE_BASES,
  ADVISER_FORMS,
  CHAT_BACKUPS,
  INTERMEDIARY_STATUSES,
  REMUNERATION_KINDS,
  REVIEW_SELECTIONS,
  TARIFF_SWITCH_FEE_KINDS,
  TRANSFER_BASES,
} from "~/config/site-config-schema";
import { LANGUAGES } from "~/config/languages";
import type { FieldSpec, FieldSpecs } from "./zod-to-decap";

type Choice<T extends string> = Readonly<Record<T, string>>;

/** Labelled options of a select, in the schema's order. */
function choices<T extends string>(values: readonly T[], labels: Choice<T>): FieldSpec["override"] {
  return { options: values.map((value) => ({ value, label: labels[value] })) };
}

const longText = { widget: "text" } as const;

/** A picture from app/images, chosen or uploaded in the media library (media-files.ts shows it); no web addresses. */
const picture = { widget: "image", choose_url: false } as const;

const transferBasisField: FieldSpec = {
  label: "Grundlage der Übermittlung",
  override: choices(TRANSFER_BASES, { angemessenheitsbeschluss: "Angemessenheitsbeschluss", standardvertragsklauseln: "Standardvertragsklauseln" }),
};

const reviewSelectionChoices = choices(REVIEW_SELECTIONS, { alle: "alle Bewertungen", auswahl: "eine Auswahl" });

export const siteConfigFields: FieldSpecs = {
  brand: { label: "Name der Website" },
  languages: {
    label: "Sprachen der Website",
    // A choice of the languages the site has, not a list of typed codes.
    override: {
      widget: "select",
      multiple: true,
      options: [...choices(LANGUAGES, { de: "Deutsch", en: "Englisch (Seiten unter /en/)" })!.options!],
      field: undefined,
    },
  },
  adviser: { label: "Beraterin oder Berater" },
  "adviser.name": { label: "Vor- und Nachname" },
  "adviser.form": {
    label: "Anrede auf der Website",
    override: choices(ADVISER_FORMS, {
      weiblich: "weiblich (Versicherungsmaklerin)",
      männlich: "männlich (Versicherungsmakler)",
      neutral: "neutral (Versicherungsmakler:in)",
    }),
  },
  "adviser.professionalTitleState": { label: "Staat der Berufsbezeichnung" },
  "adviser.qualification": { label: "Qualifikation" },
  "adviser.activeSinceYear": { label: "Berät seit (Jahr)" },
  "adviser.clientsAdvised": { label: "Beratene Kunden" },
  "adviser.clientsCountedOn": { label: "Gezählt am" },
  "adviser.photo": { label: "Foto" },
  "adviser.photo.src": { label: "Bilddatei", override: picture },
  "adviser.photo.alt": { label: "Bildbeschreibung" },
  "adviser.photo.focus": { label: "Bildausschnitt" },
  "adviser.photo.focus.x": { label: "Gesicht von links (%)" },
  "adviser.photo.focus.y": { label: "Gesicht von oben (%)" },
  broker: { label: "Maklerverbund" },
  "broker.name": { label: "Name" },
  "broker.address": { label: "Anschrift" },
  "broker.logo": { label: "Logo" },
  "broker.logo.src": { label: "Bilddatei", override: picture },
  "broker.logo.alt": { label: "Bildbeschreibung" },
  phone: { label: "Telefon" },
  "phone.display": { label: "Nummer wie angezeigt" },
  "phone.digits": { label: "Nummer zum Anrufen (nur Ziffern)" },
  "phone.whatsapp": { label: "Nummer für WhatsApp (nur Ziffern, falls eine andere)" },
  email: { label: "E-Mail-Adresse" },
  address: { label: "Anschrift des Büros" },
  "address.street": { label: "Straße und Hausnummer" },
  "address.postalCode": { label: "Postleitzahl" },
  "address.city": { label: "Ort" },
  "address.country": { label: "Land" },
  "address.state": { label: "Bundesland" },
  openingHours: {
    label: "Telefonzeiten",
    override: { summary: "{{fields.firstDay}}–{{fields.lastDay}} {{fields.opens}}–{{fields.closes}}", label_singular: "Zeitraum" },
  },
  "openingHours.firstDay": { label: "Von (Tag)" },
  "openingHours.lastDay": { label: "Bis (Tag)" },
  "openingHours.opens": { label: "Beginn" },
  "openingHours.closes": { label: "Ende" },
  responseTime: { label: "Antwortzeit" },
  social: { label: "Profile in sozialen Netzwerken", override: { summary: "{{fields.label}}", label_singular: "Profil" } },
  "social.label": { label: "Netzwerk" },
  "social.url": { label: "Adresse des Profils" },
  registration: { label: "Erlaubnis und Register" },
  "registration.status": {
    label: "Status nach §\u00a034d GewO",
    override: choices(INTERMEDIARY_STATUSES, {
      versicherungsmakler: "Versicherungsmakler (§\u00a034d Abs. 1 GewO)",
      versicherungsvertreter: "Versicherungsvertreter (§\u00a034d Abs. 1 GewO)",
    }),
  },
  "registration.permission": { label: "Status laut Vermittlerregister" },
  "registration.chamber": { label: "Zuständige IHK" },
  "registration.chamberAddress": { label: "Anschrift der IHK" },
  "registration.registerNumber": { label: "Registernummer" },
  "registration.businessId": { label: "Wirtschafts-Identifikationsnummer" },
  "registration.vatId": { label: "Umsatzsteuer-Identifikationsnummer" },
  remuneration: { label: "Vergütung" },
  "remuneration.kind": {
    label: "Art der Vergütung",
    override: choices(REMUNERATION_KINDS, { courtage: "Courtage", honorar: "Honorar", "courtage-und-honorar": "Courtage und Honorar" }),
  },
  "remuneration.other": { label: "Sonstige Zuwendungen (ein Satz, sonst leer)" },
  "remuneration.tariffSwitch": { label: "Tarifwechsel beim bisherigen Versicherer (§\u00a0204 VVG): was er Ihre Kunden kostet" },
  "remuneration.tariffSwitch.kind": {
    label: "Art",
    override: choices(TARIFF_SWITCH_FEE_KINDS, {
      courtage: "Für Kunden nichts (höchstens Vergütung vom Versicherer)",
      "honorar-anteil": "Honorar: Anteil an der Ersparnis eines Jahres",
      "honorar-fest": "Honorar: fester Betrag",
      kostenlos: "Kostenlos",
    }),
  },
  "remuneration.tariffSwitch.percent": { label: "Anteil an der Ersparnis eines Jahres (Prozent)" },
  "remuneration.tariffSwitch.amountEuro": { label: "Fester Betrag (Euro)" },
  holdings: { label: "Beteiligungen (10\u00a0% oder mehr)" },
  "holdings.inInsurers": { label: "Ihre Beteiligungen an Versicherern" },
  "holdings.ofInsurersInAdviser": { label: "Beteiligungen von Versicherern an Ihnen" },
  liabilityInsurance: { label: "Berufshaftpflichtversicherung" },
  "liabilityInsurance.insurer": { label: "Versicherer" },
  "liabilityInsurance.address": { label: "Anschrift" },
  "liabilityInsurance.scope": { label: "Räumlicher Geltungsbereich", override: longText },
  hosting: { label: "Hosting-Anbieter" },
  "hosting.name": { label: "Firma" },
  "hosting.address": { label: "Anschrift" },
  "hosting.logRetentionDays": { label: "Speicherdauer der Logdateien (Tage)" },
  "hosting.country": { label: "Sitzland" },
  "hosting.transferBasis": transferBasisField,
  emailProvider: { label: "E-Mail-Anbieter" },
  "emailProvider.name": { label: "Firma" },
  "emailProvider.address": { label: "Anschrift" },
  "emailProvider.country": { label: "Sitzland" },
  "emailProvider.transferBasis": transferBasisField,
  telephonyProvider: { label: "Telefonanbieter" },
  "telephonyProvider.name": { label: "Firma" },
  "telephonyProvider.address": { label: "Anschrift" },
  "telephonyProvider.country": { label: "Sitzland" },
  "telephonyProvider.transferBasis": transferBasisField,
  chatBackup: { label: "WhatsApp-Sicherung" },
  "chatBackup.location": {
    label: "Wohin WhatsApp Ihre Chats sichert",
    override: choices(CHAT_BACKUPS, { none: "keine Sicherung", "google-drive": "Google Drive", icloud: "iCloud" }),
  },
  "chatBackup.endToEndEncrypted": { label: "Sicherung Ende-zu-Ende-verschlüsselt" },
  savingsComparison: { label: "Dokumentierter Beitragsvergleich (optional)" },
  "savingsComparison.percent": { label: "Ersparnis (%)" },
  "savingsComparison.comparedOn": { label: "Verglichen am" },
  "savingsComparison.gkvSide": { label: "GKV-Seite des Vergleichs", override: longText },
  "savingsComparison.pkvSide": { label: "PKV-Seite des Vergleichs", override: longText },
  "savingsComparison.includesKrankentagegeld": { label: "Krankentagegeld im PKV-Beitrag enthalten" },
  "savingsComparison.countsSelbstbehalt": { label: "Selbstbehalt als Kosten gezählt" },
  "savingsComparison.documentation": { label: "Wo die Unterlagen liegen" },
  testimonials: { label: "Kundenbewertungen" },
  "testimonials.howChecked": { label: "So prüfe ich, dass die Bewertungen echt sind (§\u00a05b Abs.\u00a03 UWG)", override: longText },
  "testimonials.collectedSince": { label: "Bewertungen gesammelt seit" },
  "testimonials.shown": { label: "Hier gezeigt werden", override: reviewSelectionChoices },
  "testimonials.total": { label: "Nur bei Auswahl: Zahl aller erhaltenen Bewertungen" },
  "testimonials.howSelected": { label: "Nur bei Auswahl: wie ich ausgewählt habe", override: longText },
  "testimonials.allReviewsUrl": { label: "Nur bei Auswahl: Adresse, unter der alle Bewertungen stehen (sonst auf Anfrage)" },
  "testimonials.items": { label: "Bewertungen", override: { summary: "{{fields.author}}, {{fields.date}}", label_singular: "Bewertung" } },
  "testimonials.items.text": { label: "Bewertung im Wortlaut", override: longText },
  "testimonials.items.author": { label: "Name oder Initialen" },
  "testimonials.items.date": { label: "Datum der Bewertung" },
  "testimonials.items.context": { label: "Beruf oder Lage" },
  ratingProfile: { label: "Profil auf einer Bewertungsplattform" },
  "ratingProfile.label": { label: "Plattform" },
  "ratingProfile.url": { label: "Adresse des Profils" },
  "ratingProfile.shown": { label: "Auf dem Profil erscheinen", override: reviewSelectionChoices },
  "ratingProfile.howSelected": { label: "Nur bei Auswahl: welche Bewertungen dort erscheinen", override: longText },
  adviceBasis: {
    label: "Grundlage meines Rats (§\u00a060 VVG)",
    override: choices(ADVICE_BASES, {
      "hinreichende-zahl": "hinreichende Zahl von Versicherern und Tarifen am Markt (§\u00a060 Abs.\u00a01 Satz\u00a01 VVG)",
      "eingeschraenkte-auswahl": "eingeschränkte Auswahl: nur die unten genannten Versicherer (§\u00a060 Abs.\u00a01 Satz\u00a02 VVG)",
    }),
  },
  informationBasis: { label: "Nur bei eingeschränkter Auswahl: woher ich Tarife und Bedingungen kenne", override: longText },
  insurersCompared: { label: "Verglichene Versicherer (alle)", override: { label_singular: "Versicherer" } },
  legalTexts: { label: "Stand der Rechtstexte" },
  "legalTexts.privacyPolicyDate": { label: "Datenschutzerklärung" },
  "legalTexts.legalNoticeDate": { label: "Impressum" },
  "legalTexts.firstInformationDate": { label: "Erstinformation" },
  siteUrl: { label: "Adresse der Website" },
};

export const articleFields: FieldSpecs = {
  title: { label: "Titel" },
  description: { label: "Kurzbeschreibung", override: longText },
  topic: { label: "Thema" },
  published: { label: "Erstmals veröffentlicht" },
  updated: { label: "Stand" },
  related: { label: "Passend dazu (1 bis 3 Seiten)" },
  sources: { label: "Quellen", override: { summary: "{{fields.citation}}", label_singular: "Quelle" } },
  "sources.citation": { label: "Zitat, z.\u202fB. „§\u00a0204 VVG“" },
  "sources.url": { label: "Adresse (https://…)" },
};

export const glossaryFields: FieldSpecs = {
  term: { label: "Begriff" },
  aka: { label: "Andere Namen", override: { label_singular: "Name" } },
  sources: { label: "Quellen", override: { summary: "{{fields.citation}}", label_singular: "Quelle" } },
  "sources.citation": { label: "Zitat, z.\u202fB. „§\u00a0204 VVG“" },
  "sources.url": { label: "Adresse (https://…)" },
};

/** The Markdown text below the frontmatter: not part of the schemas, Astro keeps it as the entry's body. */
export const bodyLabels = { article: "Artikeltext (MDX)", glossary: "Erklärung" } as const;

/**
 * The article body's hint: each component of the page (app/components/ratgeber/mdx-components.ts)
 * as it is typed. Typed, not inserted by a button: Decap's insert menu works only in its rich-text
 * mode, which would escape the components (docs/decisions/0051-decap-cms-editor.md).
 */
export const articleBodyHint =
  'Markdown (## Zwischenüberschrift, **fett**, Listen mit „- “) mit diesen Bausteinen, so abgetippt: <ShortAnswer>…</ShortAnswer> ganz oben, die kurze Antwort in 2–4 Sätzen. <Figure name="versicherungspflichtgrenze" /> setzt einen amtlichen Wert des aktuellen Jahres ein (mit year="previous" den des Vorjahres), <FigureYear /> das Jahr der Werte (offset={1}: das nächste), <GkvMaximum /> den Höchstbeitrag der GKV im Monat (part="kv": nur Krankenversicherung). <Callout title="…">…</Callout> ist ein Hinweiskasten (höchstens zwei). <Term slug="…">Wort</Term> verlinkt beim ersten Vorkommen einen Begriff des Glossars (slug: sein Dateiname ohne .md). Beträge und Sätze nie von Hand schreiben. Alle Namen für <Figure> und Beispiele: Handbuch, „Bausteine im Artikeltext“.';

const paragraphs = { widget: "list", label_singular: "Absatz", field: { name: "absatz", label: "Absatz", widget: "text" } } as const;

/** A list of sections with a subheading and paragraphs (the overview, the extra block). */
function textSectionFields(path: string): FieldSpecs {
  return {
    [path]: { label: "Abschnitte", override: { summary: "{{fields.heading}}", label_singular: "Abschnitt" } },
    [`${path}.heading`]: { label: "Zwischenüberschrift" },
    [`${path}.paragraphs`]: { label: "Absätze", override: paragraphs },
  };
}

/** A list of questions, each answered in paragraphs. */
function faqFields(path: string, label: string): FieldSpecs {
  return {
    [path]: { label, override: { summary: "{{fields.question}}", label_singular: "Frage" } },
    [`${path}.question`]: { label: "Frage" },
    [`${path}.answer`]: { label: "Absätze der Antwort", override: paragraphs },
  };
}

/** A profession page's file (app/content/berufe/<name>.yaml); placeholders such as {jahr} are explained in the hints. */
export const professionFields: FieldSpecs = {
  order: { label: "Position in Menü und Startseite (1 = zuerst)" },
  groupName: { label: "Berufsgruppe, wie sie nach „für“ steht (z.\u202fB. „Zahnärzte“)" },
  shortLabel: { label: "Kurzname im Handy-Menü" },
  calculators: { label: "Rechner auf der Seite (in dieser Reihenfolge)" },
  gkvStatus: {
    label: "GKV-Rechner öffnet für",
    override: {
      options: [
        { value: "angestellt", label: "Angestellte" },
        { value: "beamte", label: "Beamt:innen" },
        { value: "selbststaendig", label: "Selbstständige" },
      ],
    },
  },
  relatedArticles: { label: "Passende Ratgeber-Artikel (1 bis 3)" },
  homeCard: { label: "Karte auf der Startseite (leer lassen: keine Karte)" },
  "homeCard.icon": { label: "Symbol" },
  "homeCard.description": { label: "Beschreibung", override: longText },
  "homeCard.benefits": { label: "Vorteile (drei)", override: { label_singular: "Vorteil" } },
  seo: { label: "Suchmaschinen" },
  "seo.title": { label: "Seitentitel" },
  "seo.description": { label: "Beschreibung (120–160 Zeichen)", override: longText },
  "seo.keywords": { label: "Suchbegriffe", override: { label_singular: "Suchbegriff" } },
  hero: { label: "Kopfbereich" },
  "hero.title": { label: "Überschrift" },
  "hero.targetGroup": { label: "Zeile darüber: für wen" },
  "hero.subtitle": { label: "Unterzeile", override: longText },
  "hero.description": { label: "Einleitung", override: longText },
  "hero.enquiryCta": { label: "Knopf zur Anfrage" },
  features: { label: "Merkmale (vier)", override: { summary: "{{fields.title}}", label_singular: "Merkmal" } },
  "features.icon": { label: "Symbol" },
  "features.title": { label: "Titel" },
  "features.description": { label: "Text", override: longText },
  benefits: { label: "Nutzen für die Gruppe" },
  "benefits.intro": { label: "Einleitung", override: longText },
  "benefits.cards": { label: "Karten (sechs)", override: { summary: "{{fields.title}}", label_singular: "Karte" } },
  "benefits.cards.icon": { label: "Symbol" },
  "benefits.cards.title": { label: "Titel" },
  "benefits.cards.description": { label: "Text", override: longText },
  "benefits.cards.points": { label: "Punkte (drei)", override: { label_singular: "Punkt" } },
  whyPkv: { label: "Rotes Band: warum PKV" },
  "whyPkv.savings": { label: "Beitrag (mit Rechenbeispiel darunter)", override: longText },
  "whyPkv.plannablePremiums": { label: "Planbare Beiträge im Alter", override: longText },
  "whyPkv.fastReimbursement": { label: "Schnelle Erstattung", override: longText },
  gkvExample: { label: "Eigenes GKV-Rechenbeispiel", override: { options: [{ value: "beamte", label: "für Beamt:innen (ermäßigter Beitragssatz)" }] } },
  readyCta: { label: "Text unter „Bereit für den Wechsel?“", override: longText },
  overview: { label: "Ihre Vorteile im Überblick (400–700 Wörter)" },
  "overview.intro": { label: "Einleitung", override: longText },
  ...textSectionFields("overview.sections"),
  ...faqFields("faqs", "Häufige Fragen (sechs)"),
  extra: { label: "Zusatzblock mit eigenen Fragen (nur wo nötig)" },
  "extra.heading": { label: "Überschrift" },
  "extra.intro": { label: "Einleitung", override: longText },
  ...textSectionFields("extra.sections"),
  "extra.faqHeading": { label: "Überschrift der Fragen" },
  ...faqFields("extra.faqs", "Fragen"),
  nextYearFigure: {
    label: "Ab Oktober angekündigter Wert des nächsten Jahres",
    override: {
      options: [
        { value: "versicherungspflichtgrenze", label: "Versicherungspflichtgrenze" },
        { value: "beitragsbemessungsgrenze", label: "Beitragsbemessungsgrenze" },
      ],
    },
  },
  figureSources: { label: "Quellen der genannten Werte" },
};
