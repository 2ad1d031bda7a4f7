/**
 * The enquiry of someone already privately insured (docs/decisions/0070): the member questions the
 * wizard asks on the member page in place of steps 2 and 3, how their typed text is read, and what
 * the message and the mail's data make of it. All fields are strings, as the form holds them
 * (pkv-site-spec.md §3); numbers are read here, never guessed. Pure: copy and year come in.
 */
import { NUMBER_TEXT_MAX_LENGTH } from "./enquiry-numbers";
import { formatEuroFromCents, formatPercent } from "./format-de";
import { parseGermanNumber, type GermanNumber, type GermanNumberRules } from "./german-number";
import { CHOICE_MAX_LENGTH, NOTE_FIELDS, TEXT_MAX_LENGTH, cleanText, type Enquiry } from "./whatsapp-message";
import { EMPTY_MEMBER_FIELDS, type MemberFields } from "./member-fields";

export type { MemberFields } from "./member-fields";

export const MEMBER_AUDIENCE = "bestand";

export const STAY_OPTIONS = ["krankentagegeld", "einbettzimmer", "chefarzt", "zahn", "heilpraktiker"] as const;
export type StayOption = (typeof STAY_OPTIONS)[number];

export type IncreaseUnit = "euro" | "prozent";

const EURO_SIGNS = ["€", "EUR", "Euro"] as const;
/** The earliest birth year the form takes; the latest is the current year. */
export const BIRTH_YEAR_MIN = 1900;
/** Monthly premium, cents: 1 ct to 10.000 €. */
export const PREMIUM_RULES: GermanNumberRules = { fractionDigits: 2, minUnits: 1, maxUnits: 10_000_00, unitSigns: EURO_SIGNS };
/** The last increase in euros a month: 1 ct to 10.000 €. */
export const INCREASE_EURO_RULES: GermanNumberRules = PREMIUM_RULES;
/** The last increase in per cent, hundredths: 0,01 % to 100 %. */
export const INCREASE_PERCENT_RULES: GermanNumberRules = { fractionDigits: 2, minUnits: 1, maxUnits: 100_00, unitSigns: ["%", "Prozent"] };
/** Yearly deductible, cents: 0 € (none) to 20.000 €. */
export const MEMBER_DEDUCTIBLE_RULES: GermanNumberRules = { fractionDigits: 2, minUnits: 0, maxUnits: 20_000_00, unitSigns: EURO_SIGNS };

export function readBirthYear(raw: string, currentYear: number): GermanNumber {
  return parseGermanNumber(raw, { fractionDigits: 0, minUnits: BIRTH_YEAR_MIN, maxUnits: currentYear });
}

export function readPremiumCents(raw: string): GermanNumber {
  return parseGermanNumber(raw, PREMIUM_RULES);
}

export function increaseUnit(raw: string): IncreaseUnit {
  return raw === "prozent" ? "prozent" : "euro";
}

/** Cents for euros, hundredths of a per cent for per cent. */
export function readIncrease(raw: string, unit: string): GermanNumber {
  return parseGermanNumber(raw, increaseUnit(unit) === "prozent" ? INCREASE_PERCENT_RULES : INCREASE_EURO_RULES);
}

export function readMemberDeductibleCents(raw: string): GermanNumber {
  return parseGermanNumber(raw, MEMBER_DEDUCTIBLE_RULES);
}

/** The ticked options, in the order the form lists them; anything else in the text is dropped. */
export function staysOf(raw: string): StayOption[] {
  const ticked = new Set(raw.split(","));
  return STAY_OPTIONS.filter((option) => ticked.has(option));
}

/** The field's text with `option` ticked or not. */
export function withStay(raw: string, option: StayOption, ticked: boolean): string {
  const rest = staysOf(raw).filter((other) => other !== option);
  return STAY_OPTIONS.filter((candidate) => (candidate === option ? ticked : rest.includes(candidate))).join(",");
}

/** The member's lines of the message, in this order (the new customer's are FIELD_ORDER). */
export const MEMBER_FIELD_ORDER: readonly (keyof Enquiry)[] = [
  "name",
  "geburtsjahr",
  "versicherer",
  "tarif",
  "beitrag",
  "erhoehung",
  "selbstbehalt",
  "beihilfe",
  "bleiben",
  ...NOTE_FIELDS,
  "telefon",
  "email",
  "kontaktweg",
  "rueckruf",
  "nachricht",
];

export interface MemberMessageCopy {
  /** The message's first line for a member, e.g. „Neue PKV-Anfrage – Bestandskunde“. */
  header: string;
  closing: string;
  notGiven: string;
  /** „780 € im Monat“ from „780 €“. */
  perMonth: (amount: string) => string;
  perYear: (amount: string) => string;
  increasePercent: (percent: string) => string;
  beihilfe: Readonly<Record<"ja" | "nein", string>>;
  stays: Readonly<Record<StayOption, string>>;
}

/** The member's values of the message; the ones a new customer's message never shows stay "". */
export function memberValues(enquiry: Enquiry, copy: MemberMessageCopy, currentYear: number): Record<keyof MemberFields, string> {
  if (enquiry.anliegen !== MEMBER_AUDIENCE) return EMPTY_MEMBER_FIELDS;
  const year = readBirthYear(enquiry.geburtsjahr, currentYear);
  const premium = readPremiumCents(enquiry.beitrag);
  const increase = readIncrease(enquiry.erhoehung, enquiry.erhoehungEinheit);
  const deductible = readMemberDeductibleCents(enquiry.selbstbehalt);
  const stays = [...staysOf(enquiry.bleiben).map((option) => copy.stays[option]), cleanText(enquiry.bleibenSonstiges)].filter(Boolean);
  const beihilfe = enquiry.beihilfe === "ja" || enquiry.beihilfe === "nein" ? copy.beihilfe[enquiry.beihilfe] : copy.notGiven;
  let increaseText = copy.notGiven;
  if (increase.ok) {
    increaseText =
      increaseUnit(enquiry.erhoehungEinheit) === "prozent"
        ? copy.increasePercent(formatPercent(increase.units / 100))
        : copy.perMonth(formatEuroFromCents(increase.units));
  }
  return {
    ...EMPTY_MEMBER_FIELDS,
    geburtsjahr: year.ok ? String(year.units) : copy.notGiven,
    versicherer: cleanText(enquiry.versicherer) || copy.notGiven,
    tarif: cleanText(enquiry.tarif) || copy.notGiven,
    beitrag: premium.ok ? copy.perMonth(formatEuroFromCents(premium.units)) : copy.notGiven,
    erhoehung: increaseText,
    selbstbehalt: deductible.ok ? copy.perYear(formatEuroFromCents(deductible.units)) : copy.notGiven,
    beihilfe,
    bleiben: stays.length ? stays.join(", ") : copy.notGiven,
  };
}

/** The member's part of the mail's data: numbers as numbers, null for what was not given. */
export function memberData(enquiry: Enquiry, copy: Pick<MemberMessageCopy, "stays">, currentYear: number) {
  const year = readBirthYear(enquiry.geburtsjahr, currentYear);
  const premium = readPremiumCents(enquiry.beitrag);
  const unit = increaseUnit(enquiry.erhoehungEinheit);
  const increase = readIncrease(enquiry.erhoehung, unit);
  const deductible = readMemberDeductibleCents(enquiry.selbstbehalt);
  return {
    geburtsjahr: year.ok ? year.units : null,
    versicherer: cleanText(enquiry.versicherer) || null,
    tarife: cleanText(enquiry.tarif) || null,
    monatsbeitragEuro: premium.ok ? premium.units / 100 : null,
    letzteErhoehung: increase.ok ? { wert: increase.units / 100, einheit: unit === "prozent" ? "Prozent" : "Euro im Monat" } : null,
    selbstbehaltEuroImJahr: deductible.ok ? deductible.units / 100 : null,
    beihilfe: enquiry.beihilfe === "ja" ? true : enquiry.beihilfe === "nein" ? false : null,
    mussBleiben: staysOf(enquiry.bleiben).map((option) => copy.stays[option]),
    mussBleibenSonstiges: cleanText(enquiry.bleibenSonstiges) || null,
  };
}

/** The caps a stored draft's member fields are cut to (enquiry-draft.ts). */
export const MEMBER_FIELD_CAPS: Readonly<Record<keyof MemberFields, number>> = {
  anliegen: CHOICE_MAX_LENGTH,
  geburtsjahr: NUMBER_TEXT_MAX_LENGTH,
  versicherer: TEXT_MAX_LENGTH,
  tarif: TEXT_MAX_LENGTH,
  beitrag: NUMBER_TEXT_MAX_LENGTH,
  erhoehung: NUMBER_TEXT_MAX_LENGTH,
  erhoehungEinheit: CHOICE_MAX_LENGTH,
  selbstbehalt: NUMBER_TEXT_MAX_LENGTH,
  beihilfe: CHOICE_MAX_LENGTH,
  bleiben: TEXT_MAX_LENGTH,
  bleibenSonstiges: TEXT_MAX_LENGTH,
};
