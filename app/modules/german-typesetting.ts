/**
 * German typography set by the build, so that owners type plain text (docs/decisions/0054): the no-break
 * spaces that keep „40 %“, „77.400 €“, „9:00 Uhr“, „§ 6“ and „Abs. 2“ on one line, the narrow
 * no-break space in „z. B.“, „…“ quotes, the dash and the ellipsis. Idempotent: text that already
 * carries the right characters comes out unchanged, so copy typed either way ends up the same.
 */

const NBSP = "\u00a0";
const NARROW_NBSP = "\u202f";

/** Words that a number before them belongs to: „6 Monate“, „2 Minuten“, „55 Jahren“. */
const UNIT_WORDS = [
  "Uhr",
  "Jahr",
  "Jahre",
  "Jahren",
  "Jahres",
  "Monat",
  "Monate",
  "Monaten",
  "Monats",
  "Woche",
  "Wochen",
  "Tag",
  "Tage",
  "Tagen",
  "Minute",
  "Minuten",
  "Stunde",
  "Stunden",
  "Prozent",
  "Euro",
  "Prozentpunkte",
  "Punkte",
  "Monatsgehalt",
];

/** Abbreviations and words that belong to the number or numeral after them: „Abs. 2“, „Nr. 1“, „SGB V“. */
const BEFORE_NUMBER = ["§§", "§", "Art\\.", "Abs\\.", "Nr\\.", "Satz", "S\\.", "Buchst\\.", "Anlage", "Kapitel", "SGB", "Halbsatz"];

/** Two-part abbreviations set with a narrow no-break space: „z. B.“, „d. h.“, „u. a.“. */
const ABBREVIATIONS: readonly [string, string][] = [
  ["z", "B"],
  ["d", "h"],
  ["u", "a"],
  ["o", "Ä"],
  ["i", "d"],
  ["v", "a"],
];

const MONTHS = "Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember";

interface Rule {
  pattern: RegExp;
  replacement: string | ((match: string, ...groups: string[]) => string);
}

/**
 * „§ 34d“, „Abs. 1“, „Nr. 2“, „SGB V“: a citation's abbreviation or word and the number after it
 * on one line. A rule of its own because config text (the register's wording of the permission,
 * app/content/legal/intermediary.ts) gets this rule and no other.
 */
const CITATION_RULE: Rule = {
  pattern: new RegExp(`(^|[^\\p{L}])(${BEFORE_NUMBER.join("|")})[ \\t]+(?=\\d|[IVX]+\\b)`, "gu"),
  replacement: `$1$2${NBSP}`,
};

const RULES: readonly Rule[] = [
  { pattern: /\.\.\./g, replacement: "…" },
  // A hyphen standing alone between words is a dash.
  { pattern: /(^|\s)-(?=\s)/g, replacement: "$1–" },
  // Straight double quotes in pairs become German ones.
  { pattern: /(^|[\s(])"([^"\n]*)"/g, replacement: "$1„$2“" },
  { pattern: /(\d)[ \t]+(%|€)/g, replacement: `$1${NBSP}$2` },
  { pattern: new RegExp(`(\\d\\.?)[ \\t]+(${UNIT_WORDS.join("|")})(?![\\p{L}])`, "gu"), replacement: `$1${NBSP}$2` },
  { pattern: new RegExp(`(\\d\\.)[ \\t]+(${MONTHS})(?![\\p{L}])`, "gu"), replacement: `$1${NBSP}$2` },
  CITATION_RULE,
  ...ABBREVIATIONS.map(([first, second]): Rule => ({
    pattern: new RegExp(`(^|[^\\p{L}])${first}\\.[ \\t\\u00a0]?${second}\\.`, "gu"),
    replacement: `$1${first}.${NARROW_NBSP}${second}.`,
  })),
];

/** `text` with German typography set; plain spaces and straight quotes in, typeset text out. */
export function typesetGerman(text: string): string {
  return RULES.reduce((result, rule) => result.replace(rule.pattern, rule.replacement as string), text);
}

/** `text` with only its citations kept on one line: „nach § 34d Abs. 1 GewO“ → „nach §\u00a034d Abs.\u00a01 GewO“. */
export function keepCitationTogether(text: string): string {
  return text.replace(CITATION_RULE.pattern, CITATION_RULE.replacement as string);
}
