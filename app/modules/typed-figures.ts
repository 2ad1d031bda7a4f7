/**
 * Amounts and rates typed into copy instead of taken from the figures table: a typed „77.400 €“
 * stays when next year's row arrives, so a page would quote last year's limit as current. Every
 * euro amount and percentage must come from the table (through a placeholder or a component) —
 * except the few numbers that are no yearly statutory figure, allowed one by one below, each only
 * in the context it belongs to. The build refuses a typed figure in the guide's files
 * (app/content/guide-checks.ts); figures-from-module.test.ts applies the rule to every content
 * module (docs/decisions/0072-owners-yearly-check.md).
 */

export interface AllowedNumber {
  text: string;
  /** The sentence must match this for the number to be allowed there. */
  context: RegExp;
  why: string;
}

const NBSP = "\u00a0";

/** Numbers that are not yearly statutory figures; every entry says why it may stand as text. `savingPercent`: the adviser's documented comparison, if any. */
export function allowedNumbers(savingPercent: number | undefined): readonly AllowedNumber[] {
  return [
    ...(savingPercent === undefined
      ? []
      : [
          {
            text: `${savingPercent}${NBSP}%`,
            context: /bis zu|Ersparnis|niedriger|günstiger|sparen|weniger|unter/,
            why: "the adviser's documented comparison (site config), only ever next to the worked example",
          },
        ]),
    { text: `10${NBSP}%`, context: /§\u00a0149 VAG/, why: "§ 149 VAG fixes the surcharge in the statute, it does not change yearly" },
    { text: `50${NBSP}%`, context: /Beihilfe|BBhV|Beamte/, why: "Beihilfe rates of § 46 BBhV, fixed in the ordinance" },
    { text: `70${NBSP}%`, context: /Beihilfe|BBhV|Ehepartner|Versorgungsempfänger|50 auf/, why: "Beihilfe rates of § 46 BBhV, fixed in the ordinance" },
    { text: `80${NBSP}%`, context: /Beihilfe|BBhV|Kinder/, why: "Beihilfe rate for children, § 46 BBhV" },
    {
      text: `4${NBSP}%`,
      context: /EStG/,
      why: "§ 10 Abs. 1 Nr. 3 Buchstabe a Satz 4 EStG: a GKV contribution with Krankengeld is deducted 4 % less, fixed in the statute",
    },
    {
      text: `25${NBSP}%`,
      context: /Alterungsrückstellung/,
      why: "§ 153 Abs. 2 Satz 6 VAG: up to 25 % of the Notlagentarif's premium from the ageing reserve, fixed in the statute",
    },
    { text: `30${NBSP}%`, context: /Risikozuschlag|Tarif muss/, why: "the insurers' Öffnungsaktion caps the surcharge at 30 %; and 100 − 70 % Beihilfe" },
    { text: `70${NBSP}%`, context: /Krankengeld/, why: "§ 47 Abs. 1 SGB V fixes Krankengeld at 70 % of gross pay" },
    { text: `90${NBSP}%`, context: /Krankengeld|Nettoentgelts/, why: "§ 47 Abs. 1 SGB V caps Krankengeld at 90 % of net pay" },
    {
      text: `10${NBSP}%`,
      context: /Beteiligung von 10\u00a0% oder mehr/,
      why: "§ 15 Abs. 1 VersVermV: the Erstinformation must disclose holdings of 10 % or more",
    },
    { text: `0${NBSP}€`, context: /Gehalt über 0\u00a0€/, why: "a calculator's input bound (the pay must be positive), no statutory figure" },
    { text: `10.000.000${NBSP}€`, context: /Rechner nimmt höchstens/, why: "a calculator's input bound against typing errors, no statutory figure" },
    { text: `1.000.000${NBSP}€`, context: /Rechner nimmt höchstens/, why: "a calculator's input bound against typing errors, no statutory figure" },
    { text: `0${NBSP}€`, context: /Einkommen über 0\u00a0€/, why: "the enquiry's income bound (it must be positive), no statutory figure" },
    { text: `1.000.000${NBSP}€`, context: /Formular nimmt höchstens/, why: "the enquiry's income bound, the calculators' monthly one, against typing errors" },
    { text: `10${NBSP}%`, context: /Rechner nimmt höchstens 10\u00a0%/, why: "the GKV calculator's bound for a Zusatzbeitrag typed in, no statutory figure" },
  ];
}

export const EURO = /\d{1,3}(?:\.\d{3})*(?:,\d{2})?\u00a0€/g;
export const PERCENT = /\d+(?:,\d+)?\u00a0%/g;
/** Amounts and rates written in words instead of with the table's formatting. */
export const UNFORMATTED = /\d[\d.,]*\s*(?:Euro|EUR|Prozent)\b/g;

export interface TypedFigure {
  /** The number as typed („77.400 €“, „508 Euro“). */
  number: string;
  /** Written in words („Euro“, „Prozent“) rather than with € or %. */
  inWords: boolean;
  sentence: string;
}

/**
 * The typed figures in one sentence (German typography already set: a no-break space before € and %):
 * `produced` are the texts the table itself produces, which may stand (in content modules they do;
 * in the owner's guide files nothing may, since a component writes them).
 */
export function typedFiguresIn(sentence: string, produced: ReadonlySet<string>, allowed: readonly AllowedNumber[]): TypedFigure[] {
  return [
    ...[...sentence.matchAll(UNFORMATTED)].map((match) => ({ number: match[0], inWords: true, sentence })),
    ...[...sentence.matchAll(EURO), ...sentence.matchAll(PERCENT)]
      .map((match) => match[0])
      .filter((number) => !produced.has(number) && !allowed.some((entry) => entry.text === number && entry.context.test(sentence)))
      .map((number) => ({ number, inWords: false, sentence })),
  ];
}
