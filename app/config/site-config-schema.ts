/**
 * Shape and build-time validation of the adviser's site configuration (zod).
 * Everything the legal texts need about the business lives here, so another adviser edits
 * only app/config/site-config.ts: status and register entry (§ 34d GewO, § 11 VersVermV),
 * qualification, remuneration and holdings (§ 15 VersVermV), professional liability insurance
 * (§ 2 DL-InfoV), hosting and the dates of the legal texts.
 */
import { z } from "zod";
import { BUNDESLAND_NAME_LIST } from "../modules/calculators/bundeslaender";

// No transforms: the config module ships as plain data (the browser never loads zod), so what
// passes validation must already be exactly what the pages use.
const text = z.string().refine((value) => value.trim().length > 0, "is missing or empty");

const httpsUrl = text.refine((value) => {
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
}, "must be a URL starting with https://");

/** A calendar date written as YYYY-MM-DD (the legal texts show it as „23. November 2026“). */
const isoDate = text.regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, "must be a date like 2026-11-23");

const imageRef = z.object({
  /** Path without extension; the build provides `.avif`, `.webp` and `.png` variants. */
  src: text.refine((value) => value.startsWith("/"), "must be a site path starting with /"),
  alt: text,
});

const postalAddress = z.object({
  street: text,
  postalCode: text.regex(/^\d{5}$/, "must be a five-digit German postal code"),
  city: text,
});

/** The sixteen Länder (app/modules/calculators/bundeslaender.ts): the controller's Land decides which data-protection authority is competent. */
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
export type RemunerationKind = (typeof REMUNERATION_KINDS)[number];

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
  comparedOn: isoDate,
  /** The GKV side, e.g. „Höchstbeitrag 2026 einschließlich Krankengeld und Pflegeversicherung, kinderlos, durchschnittlicher Zusatzbeitrag“. */
  gkvSide: text,
  /** The private side: age, state of health assumed, tariffs, Krankentagegeld and Selbstbehalt. */
  pkvSide: text,
  /** Like for like: Krankentagegeld is part of the private premium compared. */
  includesKrankentagegeld: z.literal(true),
  /** Like for like: the yearly Selbstbehalt is counted as part of the private cost. */
  countsSelbstbehalt: z.literal(true),
  /** Where the documentation is kept, so it can be shown on request (UWG § 5: the claim must be provable). */
  documentation: text,
});

/** Where the adviser's WhatsApp keeps a chat backup, if anywhere; the privacy policy names the recipient. */
export const CHAT_BACKUPS = ["none", "google-drive", "icloud"] as const;
export type ChatBackup = (typeof CHAT_BACKUPS)[number];

const siteConfigSchema = z.object({
  brand: text,
  adviser: z.object({
    name: text,
    /** One line under the name, e.g. in the footer: must match `registration.status`. */
    role: text,
    /** Berufsbezeichnung and the state that granted it (§ 2 Abs. 1 Nr. 11 DL-InfoV). */
    professionalTitle: text,
    professionalTitleState: text,
    /** A qualification that can be checked, shown instead of an unnamed „zertifiziert“. */
    qualification: text,
    /** Year the adviser started advising: „über 10 Jahre“ is counted from it. */
    activeSinceYear: z.number().int().min(1950).max(2100),
    /** Clients advised so far, the adviser's own count, and when it was counted. */
    clientsAdvised: z.number().int().min(0),
    clientsCountedOn: isoDate,
    photo: imageRef,
  }),
  broker: z.object({
    /** The Maklerverbund (pool) the adviser works with; it processes enquiry data as a processor. */
    name: text,
    address: text,
    logo: imageRef,
  }),
  phone: z.object({
    display: text.regex(/\d/, "contains no digits"),
    digits: text.regex(/^[1-9]\d{6,14}$/, "must be the international number as digits only, without + or leading 0 (e.g. 4930123456)"),
  }),
  email: text.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, "is not an e-mail address"),
  address: postalAddress.extend({ country: text, state: z.enum(BUNDESLAENDER) }),
  openingHours: z.object({
    days: text,
    from: text.regex(/^([01]?\d|2[0-3]):[0-5]\d$/, "must look like 9:00"),
    to: text.regex(/^([01]?\d|2[0-3]):[0-5]\d$/, "must look like 9:00"),
  }),
  /** What the adviser promises about replies: the truth, not „24/7“. */
  responseTime: text,
  social: z.tuple([z.object({ label: text, url: httpsUrl }), z.object({ label: text, url: httpsUrl })]),
  registration: z.object({
    status: z.enum(INTERMEDIARY_STATUSES),
    /** e.g. „Versicherungsmakler mit Erlaubnis nach § 34d Abs. 1 GewO“. */
    permission: text,
    chamber: text,
    chamberAddress: text,
    registerNumber: text.regex(/^D-[A-Z0-9]{4}-[A-Z0-9]{5}-\d{2}$/, "must look like D-XXXX-XXXXX-XX (Vermittlerregister)"),
    /** Wirtschafts-Identifikationsnummer and USt-IdNr: shown in the Impressum when present. */
    businessId: text.regex(/^DE\d{9}-\d{5}$/, "must look like DE123456789-00001").optional(),
    vatId: text.regex(/^DE\d{9}$/, "must look like DE123456789").optional(),
  }),
  remuneration: z.object({
    kind: z.enum(REMUNERATION_KINDS),
    /** Anything else the adviser receives, in one sentence; empty when nothing. */
    other: z.string(),
  }),
  /**
   * Direct or indirect holdings of 10 % or more of the voting rights or capital (§ 15 Abs. 1
   * Nr. 5 VersVermV): the adviser's in insurers, and insurers' in the adviser. Empty: none.
   */
  holdings: z.object({ inInsurers: z.array(text), ofInsurersInAdviser: z.array(text) }),
  liabilityInsurance: z.object({
    insurer: text,
    address: text,
    scope: text,
  }),
  hosting: z.object({
    name: text,
    address: text,
    /** Days the host keeps its access logs. */
    logRetentionDays: z.number().int().min(1).max(365),
  }),
  /** The adviser's WhatsApp chat backup: `none`, or the cloud it goes to (the privacy policy names it). */
  chatBackup: z.object({
    location: z.enum(CHAT_BACKUPS),
    /** WhatsApp's own end-to-end encryption of the backup is switched on. */
    endToEndEncrypted: z.boolean(),
  }),
  /** Optional: the documented comparison behind a savings percentage; absent, no percentage is shown. */
  savingsComparison: savingsComparison.optional(),
  legalTexts: z.object({
    /** „Stand“ of the privacy policy: the day it was last changed, not today. */
    privacyPolicyDate: isoDate,
    legalNoticeDate: isoDate,
    firstInformationDate: isoDate,
  }),
  siteUrl: httpsUrl.refine((value) => {
    try {
      return new URL(value).pathname === "/" && !value.endsWith("/");
    } catch {
      return false;
    }
  }, "must be the bare origin without a trailing slash or path"),
});

export type SiteConfig = z.infer<typeof siteConfigSchema>;
export type ImageRef = z.infer<typeof imageRef>;
export type SavingsComparison = z.infer<typeof savingsComparison>;
export type SocialProfile = SiteConfig["social"][number];

export class SiteConfigError extends Error {
  constructor(
    readonly field: string,
    problem: string,
  ) {
    super(`Site config: "${field}" ${problem} (app/config/site-config.ts)`);
    this.name = "SiteConfigError";
  }
}

/** `social.1.url` → `social[1].url`, the way a reader finds it in the file. */
function fieldPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((joined, key) => {
    if (typeof key === "number") return `${joined}[${key}]`;
    return joined ? `${joined}.${String(key)}` : String(key);
  }, "");
}

/**
 * Throws a SiteConfigError naming the first missing or malformed field. astro.config.ts calls it
 * on the config before anything is built, so a bad value stops `npm run build` and `npm run dev`.
 */
export function validateSiteConfig(config: unknown): SiteConfig {
  const result = siteConfigSchema.safeParse(config);
  if (result.success) return config as SiteConfig;
  const [issue] = result.error.issues;
  const received = issue.code === "invalid_type" ? "is missing or empty" : issue.message;
  throw new SiteConfigError(fieldPath(issue.path), received);
}
