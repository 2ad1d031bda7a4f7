/**
 * What the build does with every English owner text (docs/decisions/0073): English typography set
 * (curly quotes, apostrophes, dashes), German typography refused (German quotes, thin spaces,
 * decimal commas, „4.000 €“), and the claims the law forbids refused in English as in German
 * (§§ 5, 5a UWG; § 34d GewO): no superlatives, no promised savings, the adviser's own voice. The
 * reasons are German: the owner reads them.
 */

/** Straight quotes and apostrophes as English print sets them; „ - “ between words as an en dash. */
export function typesetEnglish(text: string): string {
  return text
    .replace(/(^|[\s([{\u2014\u2013-])"/g, "$1\u201c")
    .replace(/"/g, "\u201d")
    .replace(/(^|[\s([{\u2014\u2013-])'/g, "$1\u2018")
    .replace(/'/g, "\u2019")
    .replace(/ - /g, " \u2013 ")
    .replace(/\.\.\./g, "\u2026");
}

const GERMAN_TYPOGRAPHY: readonly { pattern: RegExp; why: string }[] = [
  { pattern: /[\u201e\u201a\u00bb\u00ab]/, why: 'deutsche Anführungszeichen im englischen Text – bitte "…" schreiben' },
  { pattern: /[\u202f\u2009]/, why: "schmales Leerzeichen im englischen Text – bitte ein normales Leerzeichen" },
  { pattern: /\d,\d{1,2}(?!\d)|\d,\d{4,}/, why: "Dezimalkomma im englischen Text – bitte mit Punkt schreiben, z.\u202fB. 14.6%" },
  { pattern: /\d[\s\u00a0]?€|\d\s%/, why: "Betrag in deutscher Schreibweise – im englischen Text €4,000 und 14.6%" },
  { pattern: /\b\d{1,3}(?:\.\d{3})+(?!\d)/, why: "Tausenderpunkt im englischen Text – bitte 77,400 statt 77.400" },
];

interface ForbiddenClaim {
  pattern: RegExp;
  why: string;
}

const FORBIDDEN_ENGLISH_CLAIMS: readonly ForbiddenClaim[] = [
  {
    pattern:
      /\b(?:best|cheapest|lowest|optimal|optimum|unbeatable|leading|number one|no\.\s?1)\b|#1\b|guarantee[ds]?\b|\balways\b|\ball insurers\b|satisfied (?:clients|customers)/i,
    why: "Superlativ oder Versprechen ohne Beleg (§ 5 UWG)",
  },
  {
    pattern: /stable premiums?|premiums? (?:will )?(?:never|not) (?:rise|increase)/i,
    why: "Beiträge steigen (§ 203 VVG) – schreiben Sie „predictable premiums in old age“",
  },
  { pattern: /\bcertified\b/i, why: "nennt kein Zertifikat – die Website zeigt die Qualifikation aus Ihren Angaben" },
  { pattern: /24\/7|24 hours/i, why: "Sie antworten so schnell, wie es Ihre Angaben (Antwortzeit) sagen" },
  { pattern: /insurance consultant|Versicherungsberater/i, why: "geschützte Berufsbezeichnung (§ 34d Abs. 2 GewO); ein Makler ist kein Versicherungsberater" },
  { pattern: /\bworldwide\b/i, why: "sagen Sie, was die Tarife im Ausland leisten und wie lange" },
  { pattern: /\b(?:we|us|our|ours)\b/i, why: "die Website spricht als „ich“ (I, me, my)" },
  { pattern: /immediate refunds?|instant refunds?/i, why: "Erstattungen dauern Tage" },
];

const AMOUNT = String.raw`(?:€\s?\d[\d,]*(?:\.\d+)?|\d[\d,]*(?:\.\d+)?\s?(?:%|per ?cent|euros?))`;
const SAVING_WORD = String.raw`(?:sav\w*|cheaper|less|lower|reduc\w*)`;
const NEAR = String.raw`(?:[^.;!?]|\.(?=\d)){0,40}?`;
const PROMISED_SAVING: readonly RegExp[] = [
  new RegExp(String.raw`\bup to ${AMOUNT}`, "i"),
  new RegExp(String.raw`${AMOUNT}${NEAR}\b${SAVING_WORD}`, "i"),
  new RegExp(String.raw`\b${SAVING_WORD}${NEAR}${AMOUNT}`, "i"),
];

/** „independent“ only with what it means for a broker: tied to no insurer, the broker pool named. */
function misusedIndependence(text: string, brokerName: string): boolean {
  const stripped = text.replace(/independent(?:ly)? of|regardless of/gi, "");
  if (!/independent/i.test(stripped)) return false;
  return !(/not tied to (?:any|an) insurer/i.test(stripped) && stripped.includes(brokerName));
}

export interface EnglishClaimContext {
  brokerName: string;
}

/** Why an English text may not stand on the site, one German reason per rule it breaks; empty when it may. */
export function englishCopyProblems(text: string, { brokerName }: EnglishClaimContext): string[] {
  return [
    ...GERMAN_TYPOGRAPHY.filter(({ pattern }) => pattern.test(text)).map(({ why }) => why),
    ...FORBIDDEN_ENGLISH_CLAIMS.filter(({ pattern }) => pattern.test(text)).map(({ why }) => why),
    ...(PROMISED_SAVING.some((pattern) => pattern.test(text))
      ? ["verspricht eine Ersparnis in Zahlen – was ein Wechsel spart, steht erst nach Ihrem dokumentierten Vergleich fest (§ 5 UWG; docs/decisions/0020)"]
      : []),
    ...(misusedIndependence(text, brokerName)
      ? ["„independent“ nur mit dem, was es für einen Makler heißt: „not tied to any insurer“, mit dem Namen Ihres Maklerverbunds"]
      : []),
  ];
}
