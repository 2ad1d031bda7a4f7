/**
 * The shipped example adviser, as the go-live gate knows it: every value of the example identity
 * that must not be published, each with a German hint of what to put there instead.
 *
 * `npm run build:production` (every deploy path) refuses while `exampleValuesIn(siteConfig)`
 * finds anything; `npm start` and `npm run build` build the demo and show a „Beispieldaten“
 * notice on the legal pages instead (app/content/legal/example-data-notice.ts).
 *
 * The check walks the whole config, every string and number at any depth, so it keeps working
 * when fields are added, renamed or moved; markers match values, not field names, except for
 * the example's numbers, which are too ordinary to match anywhere (docs/decisions/0042).
 *
 * Kept apart from site-config.ts on purpose: that file is what the adviser overwrites, so the
 * example's values must be remembered here. Imports nothing.
 */

export interface ExampleMarker {
  /** What was found, in German, completing „… ist <label>“. */
  label: string;
  /** Whether `value`, found at a field whose last path segment is `key`, is the example's. */
  matches: (value: string | number, key: string) => boolean;
  /** What to enter instead, when the field has no hint of its own in FIELD_HINTS. */
  hint: string;
  /** A value a real adviser may truly share with the example (see the IHK address). */
  exceptWhen?: (config: unknown) => boolean;
}

export interface ExampleFinding {
  /** Dotted path in the config, array items by index: "social.0.url". */
  path: string;
  value: string | number;
  label: string;
  hint: string;
}

/** The example's own street: while it is left, the example's Berlin IHK address is not the adviser's either. */
const EXAMPLE_STREET = "Musterstraße 12";
const EXAMPLE_CHAMBER_ADDRESS = "Fasanenstraße 85, 10623 Berlin";

function field(config: unknown, path: string): unknown {
  return path.split(".").reduce<unknown>((node, key) => (node && typeof node === "object" ? (node as Record<string, unknown>)[key] : undefined), config);
}

const exact =
  (...values: (string | number)[]) =>
  (value: string | number) =>
    values.includes(value);

const numberAt = (key: string, example: number) => (value: string | number, at: string) => at === key && value === example;

const text = (pattern: RegExp) => (value: string | number) => typeof value === "string" && pattern.test(value);

/** Most specific first: a field is reported once, with the first marker it matches. */
export const EXAMPLE_MARKERS: readonly ExampleMarker[] = [
  {
    label: "eine Nummer aus dem Bereich 030\u00a023125, den die Bundesnetzagentur für Filme und Beispiele freihält",
    matches: (value) => typeof value === "string" && value.replace(/\D/g, "").includes("3023125"),
    hint: "Ihre eigene Telefonnummer (Anzeige wie „0351\u00a01234567“, Ziffern mit Ländervorwahl wie „493511234567“)",
  },
  {
    label: "die erfundene Registrierungsnummer des Beispiels",
    matches: exact("D-ABCD-EFGH1-23"),
    hint: "Ihre Registrierungsnummer aus dem Vermittlerregister (www.vermittlerregister.info), Form „D-XXXX-XXXXX-XX“",
  },
  {
    label: "die Anschrift der IHK Berlin aus dem Beispiel",
    matches: exact(EXAMPLE_CHAMBER_ADDRESS),
    hint: "die Anschrift der IHK, bei der Sie registriert sind (sie steht in Ihrer Erlaubnis nach §\u00a034d GewO)",
    // A Berlin adviser who has entered her own address really is registered at this IHK.
    exceptWhen: (config) => field(config, "address.state") === "Berlin" && field(config, "address.street") !== EXAMPLE_STREET,
  },
  {
    label: "eine erfundene Anschrift des Beispiels",
    matches: exact(EXAMPLE_STREET, "Musterweg 1, 50667 Köln", "Serverstraße 3, 60311 Frankfurt am Main"),
    hint: "die echte Anschrift",
  },
  { label: "der Markenname des Beispiels", matches: exact("PKV-Experte"), hint: "Ihren eigenen Markennamen oder Ihren Namen" },
  {
    label: "die Zahl beratener Kundinnen und Kunden aus dem Beispiel",
    matches: numberAt("clientsAdvised", 500),
    hint: "die Zahl, die Sie an dem in „clientsCountedOn“ genannten Tag belegen können",
  },
  { label: "das Jahr aus dem Beispiel", matches: numberAt("activeSinceYear", 2014), hint: "das Jahr, seit dem Sie Versicherungen vermitteln" },
  {
    label: "ein Datum aus dem Beispiel",
    matches: exact("2026-11-23", "2026-10-01"),
    hint: "das Datum, an dem Sie die Angabe oder den Text zuletzt geprüft haben (JJJJ-MM-TT)",
  },
  { label: "als fiktiv gekennzeichnet", matches: text(/fiktiv/i), hint: "den echten Namen" },
  { label: "eine Adresse unter „.example“, einer Domain nur für Beispiele", matches: text(/\.example\b/i), hint: "Ihre eigene Adresse" },
  {
    label: "ein Platzhalter",
    matches: text(/platzhalter|placeholder/i),
    hint: "Ihr eigenes Bild (Datei in app/images/, Pfad ohne Endung) und eine Beschreibung dessen, was darauf zu sehen ist",
  },
  // „zum Beispiel“ may stand in real text; the example's names and addresses carry „Beispiel“ otherwise.
  { label: "ein Wert des Beispiels („Beispiel“)", matches: text(/(?<!zum\s)beispiel/i), hint: "den echten Wert" },
];

/** Hints by field (array indices as *), where the marker's own would be too vague. */
const FIELD_HINTS: Readonly<Record<string, string>> = {
  brand: "Ihren eigenen Markennamen oder Ihren Namen",
  "adviser.name": "Ihren vollständigen Namen, wie er im Vermittlerregister steht",
  "adviser.photo.src": "den Pfad Ihres eigenen Fotos in app/images/ (ohne Endung, z.\u202fB. „/images/portraet“)",
  "adviser.photo.alt": "eine Beschreibung Ihres Fotos, z.\u202fB. „Porträt von Anna Muster“",
  "broker.name": "den Namen Ihres Maklerverbunds oder Pools, wie er im Vertrag steht",
  "broker.address": "die Anschrift Ihres Maklerverbunds oder Pools",
  "broker.logo.src": "den Pfad des Logos Ihres Maklerverbunds in app/images/ (ohne Endung)",
  "broker.logo.alt": "eine Beschreibung des Logos, z.\u202fB. „Logo des Maklerverbunds …“",
  email: "Ihre eigene E-Mail-Adresse",
  "address.street": "Ihre Geschäftsanschrift (Straße und Hausnummer)",
  "social.*.url": "die Adresse Ihres eigenen Profils oder den Eintrag löschen",
  "registration.chamber": "den Namen Ihrer IHK",
  "liabilityInsurance.insurer": "den Namen Ihres Berufshaftpflichtversicherers, wie er in der Versicherungsbestätigung steht",
  "liabilityInsurance.address": "die Anschrift Ihres Berufshaftpflichtversicherers",
  "hosting.name": "den Namen Ihres Webhosters, wie er im Vertrag zur Auftragsverarbeitung steht",
  "hosting.address": "die Anschrift Ihres Webhosters",
  siteUrl: "die Adresse Ihrer Website, z.\u202fB. „https://www.ihr-name.de“",
};

function hintFor(path: readonly string[], marker: ExampleMarker): string {
  return FIELD_HINTS[path.map((segment) => (/^\d+$/.test(segment) ? "*" : segment)).join(".")] ?? marker.hint;
}

/** Every value of the shipped example left anywhere in `config`, in the config's order. */
export function exampleValuesIn(config: unknown): ExampleFinding[] {
  const findings: ExampleFinding[] = [];
  const visit = (value: unknown, path: string[]): void => {
    if (typeof value === "string" || typeof value === "number") {
      const marker = EXAMPLE_MARKERS.find((candidate) => candidate.matches(value, path.at(-1) ?? "") && !candidate.exceptWhen?.(config));
      if (marker) findings.push({ path: path.join("."), value, label: marker.label, hint: hintFor(path, marker) });
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => visit(item, [...path, String(index)]));
    } else if (value && typeof value === "object") {
      for (const [key, item] of Object.entries(value)) visit(item, [...path, key]);
    }
  };
  visit(config, []);
  return findings;
}

/** One line per field, for the build's refusal. */
export function describeExampleFinding(finding: ExampleFinding): string {
  const shown = typeof finding.value === "string" ? `„${finding.value}“` : String(finding.value);
  return `${finding.path}: ${shown} ist ${finding.label}. Eintragen: ${finding.hint}.`;
}
