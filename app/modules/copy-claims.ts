/**
 * Claims the copy may not make: found false, misleading or unlawful (UWG §§ 5, 5a; § 34d GewO) by
 * the legal reviews (docs/decisions/0015, 0039, 0066, 0067), each with the reason in German. The build refuses a profession file that
 * makes one (app/content/professions.ts), naming file, field and phrase; the unit tests run the
 * same rules over all the site's copy (app/content/claims.test.ts).
 */

interface ForbiddenClaim {
  pattern: RegExp;
  why: string;
}

export const FORBIDDEN_CLAIMS: readonly ForbiddenClaim[] = [
  { pattern: /lebenslang stabil|stabile Beiträge/i, why: "Beiträge steigen (§ 203 VVG) – schreiben Sie „planbare Beiträge im Alter“" },
  {
    pattern: /Sofort-?Erstattung|sofortige Erstattung/i,
    why: "Erstattungen dauern Tage – schreiben Sie: schnell, per App, mit Klinikcard, wo der Versicherer sie ausgibt",
  },
  {
    pattern: /per Gesetz kürzen|nicht (?:durch eine Gesetzesänderung )?gekürzt|lassen sich nicht per Gesetz/i,
    why: "§ 203 VVG erlaubt Anpassungen – nennen Sie den Schutz, den es wirklich gibt",
  },
  { pattern: /zertifiziert/i, why: "nennt kein Zertifikat – die Website zeigt die Qualifikation aus Ihren Angaben" },
  { pattern: /24\/7|24 Stunden/, why: "Sie antworten so schnell, wie es Ihre Angaben (Antwortzeit) sagen" },
  { pattern: /\bbeste[nrsm]?\b|\boptimal|garantiert|\bimmer\b|alle Versicherer|zufriedene/i, why: "Superlativ oder Versprechen ohne Beleg (§ 5 UWG)" },
  { pattern: /maximale Absicherung|100\u00a0% Engagement/i, why: "Superlativ ohne Beleg (§ 5 UWG)" },
  { pattern: /Versicherungsberater/, why: "geschützte Berufsbezeichnung (§ 34d Abs. 2 GewO); ein Makler ist kein Versicherungsberater" },
  { pattern: /\d+\.\s?Lebensjahr/, why: "„ab 55 Jahren“ (§ 6 Abs. 3a SGB V); „ab dem 55. Lebensjahr“ hieße schon ab 54" },
  { pattern: /(?<!„)weltweit/i, why: "sagen Sie, was die Tarife im Ausland leisten und wie lange" },
  { pattern: /\b(?:wir|uns|unsere?[mnrs]?)\b/i, why: "die Website spricht als „ich“" },
  { pattern: /\bseine Vergütung\b|\bEr wird als Makler\b/, why: "keine dritte Person über Sie selbst – die Website spricht als „ich“" },
  { pattern: /Ihre Anfrage wird an .* gesendet/, why: "WhatsApp zu öffnen sendet noch nichts an Sie" },
  {
    pattern: /steuerlich (?:sind|werden) (?:beide|die beiden) Systeme (?:gleichgestellt|gleich behandelt)|steuerlich gleichgestellt/i,
    why: "ein GKV-Beitrag mit Anspruch auf Krankengeld zählt steuerlich nur zu 96 % (§ 10 Abs. 1 Nr. 3 Buchstabe a Satz 4 EStG) – nennen Sie den Unterschied",
  },
];

/**
 * Words that are no claim of the adviser's where the legal texts use them: the names of two
 * data-protection authorities, and Meta's certification under the EU-U.S. Data Privacy Framework
 * that the privacy policy must name (Art. 13 Abs. 1 lit. f DSGVO), and the Beihilfe table's „two
 * independent sources“ for a rate whose wording was not found. Removed before the check.
 */
const NOT_A_CLAIM: readonly RegExp[] = [
  /Unabhängige[sn]? (?:Datenschutzzentrum|Landeszentrum für Datenschutz)/g,
  /unter dem Meta Platforms, Inc\. zertifiziert ist/g,
  /in zwei unabhängigen Quellen/g,
];

/** „unabhängig“ only as „regardless of“, for the trustee of § 203 VVG, or explained for a Makler with the Maklerverbund named. */
function misusedIndependence(text: string, brokerName: string): boolean {
  // „erfolgsunabhängige Beitragsrückerstattung“ is the insurers' term for a refund promised regardless of surplus.
  const stripped = text.replace(/unabhängig (?:davon|vo[mn])|einkommensunabhängig|erfolgsunabhängig\w*|unabhängige[nr]? Treuhänder/gi, "");
  if (!/unabhängig/i.test(stripped)) return false;
  return !(stripped.includes("an keinen Versicherer gebunden") && stripped.includes(brokerName));
}

export interface ClaimContext {
  adviserName: string;
  /** The Maklerverbund the config names; „unabhängig“ must say what it means with it. */
  brokerName: string;
}

/** Why `text` may not stand on the site, one German reason per rule it breaks; empty when it may. */
export function claimProblems(original: string, { adviserName, brokerName }: ClaimContext): string[] {
  const text = NOT_A_CLAIM.reduce((rest, phrase) => rest.replace(phrase, ""), original);
  const thirdPerson = new RegExp(`${adviserName.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} (?:prüft|vergleicht|meldet|stellt|erhält|berät|wird)`);
  return [
    ...FORBIDDEN_CLAIMS.filter(({ pattern }) => pattern.test(text)).map(({ why }) => why),
    ...(thirdPerson.test(text) ? ["keine dritte Person über Sie selbst – die Website spricht als „ich“"] : []),
    ...(misusedIndependence(text, brokerName)
      ? ["„unabhängig“ nur mit dem, was es für einen Makler heißt: an keinen Versicherer gebunden, mit dem Namen Ihres Maklerverbunds"]
      : []),
  ];
}

/**
 * A saving in per cent („bis zu 40 % sparen“, „27 % günstiger“): allowed only with the adviser's
 * documented like-for-like comparison in the config, and only its figure (docs/decisions/0020).
 */
const SAVING_IN_PERCENT =
  /(?:bis zu|um)\s(\d+(?:,\d+)?)\u00a0%[^.;]*?(?:Ersparnis|sparen|günstiger|weniger|niedriger|unter)|(\d+(?:,\d+)?)\u00a0%\s(?:Ersparnis|günstiger|weniger|niedriger|darunter)/i;

/** Why a saving in per cent in `text` may not stand (no documented comparison with that figure), or null. */
export function unbackedSavingPercent(text: string, documentedPercent: number | undefined): string | null {
  const match = SAVING_IN_PERCENT.exec(text);
  if (match === null) return null;
  const percent = Number((match[1] ?? match[2])!.replace(",", "."));
  if (percent === documentedPercent) return null;
  return `${percent} % Ersparnis ohne Ihren dokumentierten Vergleich in den Einstellungen (§ 5 UWG; docs/decisions/0020)`;
}

/**
 * What a tariff switch within the member's insurer costs the member, as the config says
 * (`remuneration.tariffSwitch.kind`, app/config/site-config-schema.ts).
 */
export type SwitchFeeKind = "courtage" | "honorar-anteil" | "honorar-fest" | "kostenlos";

// An amount in per cent or euro as the copy writes it, after typesetting („3.000 €“, „50 %“, „20 Prozent“).
const AMOUNT = String.raw`\d[\d.]*(?:,\d+)?[ \u00a0\u202f]?(?:%|€|Euro\b|Prozent\b)`;
const SAVING_WORD = String.raw`(?:spar\w*|Erspar\w*|Einspar\w*|günstiger|billiger|weniger|niedriger|senk\w*|sinkt|Entlast\w*)`;
// Within one clause and near: a full stop that is not a thousands separator ends it.
const NEAR = String.raw`(?:[^.;!?]|\.(?=\d)){0,40}?`;
/** An amount ahead of a saving („bis zu 50 %“, „3.000 € im Jahr sparen“, „Ersparnis von 3.000 €“); a fee's share „20 % der Ersparnis“ is none. */
const PROMISED_SAVING: readonly RegExp[] = [
  new RegExp(String.raw`\bbis zu ${AMOUNT}`, "i"),
  new RegExp(String.raw`${AMOUNT}(?![ \u00a0](?:der|Ihrer|einer)[ \u00a0](?:jährlichen[ \u00a0])?Ersparnis)${NEAR}\b${SAVING_WORD}`, "i"),
  new RegExp(String.raw`\b${SAVING_WORD}${NEAR}${AMOUNT}`, "i"),
];

/**
 * Why `text`, written for members who might switch tariff, may not stand, or null: a saving in
 * per cent or euro before anyone compared their tariffs. What a switch saves is known only from
 * the adviser's documented comparison of the member's own tariffs (§ 5 UWG; docs/decisions/0070),
 * so the member copy names none — not even the PKV-versus-GKV comparison's figure.
 */
export function promisedSaving(text: string): string | null {
  if (!PROMISED_SAVING.some((pattern) => pattern.test(text))) return null;
  return "verspricht eine Ersparnis in Zahlen – was ein Tarifwechsel spart, steht erst nach Ihrem dokumentierten Vergleich der Tarife fest (§ 5 UWG; docs/decisions/0070)";
}

const FREE_OF_CHARGE = /kostenlos|gratis|unentgeltlich|umsonst|kostet Sie nichts|zahlen (?:Sie )?(?:mir )?(?:dafür )?nichts/i;
// „Honorar“ said of the adviser's own work; „kein Honorar“, „ohne Honorar“ deny one.
const FEE_MENTION = /(?<!\b(?:kein(?:e[mnrs]?)?|ohne)[ \u00a0])Honorar/;

/**
 * Why `text` of the member copy contradicts what the config says a switch costs: „kostenlos“
 * where the adviser charges a fee, a fee where she charges none; plus a promised saving.
 */
export function memberCopyProblems(text: string, fee: SwitchFeeKind): string[] {
  const charges = fee === "honorar-anteil" || fee === "honorar-fest";
  const saving = promisedSaving(text);
  return [
    ...(saving ? [saving] : []),
    ...(charges && FREE_OF_CHARGE.test(text)
      ? ["„kostenlos“ stimmt hier nicht – laut Ihren Angaben kostet der Tarifwechsel ein Honorar (remuneration.tariffSwitch)"]
      : []),
    ...(!charges && FEE_MENTION.test(text) ? ["nennt ein Honorar, das Ihre Angaben für den Tarifwechsel nicht vorsehen (remuneration.tariffSwitch)"] : []),
  ];
}
