/**
 * The member's fields of an enquiry (docs/decisions/0070) and their empty values: a module of their
 * own, so the message (whatsapp-message.ts) and the member's reading of them (enquiry-member.ts)
 * both import it without importing each other.
 */

/** The member's fields of the enquiry; `anliegen` marks the enquiry as a member's. */
export interface MemberFields {
  /** "bestand" on the member page (the wizard sets it from the page), "" elsewhere. */
  anliegen: string;
  geburtsjahr: string;
  versicherer: string;
  /** The tariff names as the policy lists them, several separated by commas. */
  tarif: string;
  /** Monthly premium, euros as typed. */
  beitrag: string;
  /** The last increase as typed, in the unit of `erhoehungEinheit`. */
  erhoehung: string;
  /** "euro" (per month) or "prozent"; "" reads as euro. */
  erhoehungEinheit: string;
  /** Yearly deductible, euros as typed; "0" for none. */
  selbstbehalt: string;
  /** "ja", "nein" or "" (not said). */
  beihilfe: string;
  /** What must stay, as ids of STAY_OPTIONS joined by ",". */
  bleiben: string;
  /** Anything else that must stay, free text. */
  bleibenSonstiges: string;
}

/** The member's questions unanswered: a new customer's enquiry, and the lines its message leaves out. */
export const EMPTY_MEMBER_FIELDS: Record<keyof MemberFields, string> = {
  anliegen: "",
  geburtsjahr: "",
  versicherer: "",
  tarif: "",
  beitrag: "",
  erhoehung: "",
  erhoehungEinheit: "",
  selbstbehalt: "",
  beihilfe: "",
  bleiben: "",
  bleibenSonstiges: "",
};
