/**
 * The privacy policy’s recipient sentences in English (courtesy translation, docs/decisions/0073):
 * the same rule as recipients.ts (seat, what goes abroad, the safeguard and the recipient’s role;
 * the chat backup’s recipient and basis as each cloud provider states it, docs/decisions/0067),
 * from the same config fields.
 */
import { inEu, inEuOrEea, isUnitedStates } from "~/config/eu-eea-countries";
import type { ChatBackup, Provider, SiteConfig } from "~/config/site-config-schema";
import type { Seat } from "./recipients";

/** The config writes countries by their German short names (eu-eea-countries.ts); these are the English ones. */
const ENGLISH_COUNTRY_NAMES: Readonly<Record<string, string>> = {
  Belgien: "Belgium",
  Bulgarien: "Bulgaria",
  Dänemark: "Denmark",
  Deutschland: "Germany",
  Estland: "Estonia",
  Finnland: "Finland",
  Frankreich: "France",
  Griechenland: "Greece",
  Irland: "Ireland",
  Italien: "Italy",
  Kroatien: "Croatia",
  Lettland: "Latvia",
  Litauen: "Lithuania",
  Luxemburg: "Luxembourg",
  Malta: "Malta",
  Niederlande: "the Netherlands",
  Österreich: "Austria",
  Polen: "Poland",
  Portugal: "Portugal",
  Rumänien: "Romania",
  Schweden: "Sweden",
  Slowakei: "Slovakia",
  Slowenien: "Slovenia",
  Spanien: "Spain",
  Tschechien: "Czechia",
  Ungarn: "Hungary",
  Zypern: "Cyprus",
  Island: "Iceland",
  Liechtenstein: "Liechtenstein",
  Norwegen: "Norway",
  Schweiz: "Switzerland",
  "Vereinigtes Königreich": "the United Kingdom",
  Kanada: "Canada",
  Japan: "Japan",
};

/** “Deutschland” → “Germany”; an unlisted name as the config writes it. */
export function englishCountryName(country: string): string {
  const name = country.trim();
  if (isUnitedStates(name)) return "the USA";
  return ENGLISH_COUNTRY_NAMES[name] ?? name;
}

const DATA_PRIVACY_FRAMEWORK =
  "the European Commission’s adequacy decision of 10\u00a0July\u00a02023 on the EU-U.S. Data Privacy Framework (Art.\u00a045 GDPR)";
const STANDARD_CLAUSES =
  "the European Commission’s standard contractual clauses (Implementing Decision (EU) 2021/914, Art.\u00a046 Abs.\u00a02 lit.\u00a0c GDPR)";
const COPY_ON_REQUEST = "You can obtain a copy on request through the contact details in section\u00a01.";

/** The English twin of seatText() in recipients.ts. */
export function englishSeatText(subject: string, seat: Seat, transferred: string, role: "processor" | "controller"): string {
  const where = englishCountryName(seat.country);
  if (inEuOrEea(seat.country)) {
    return `${subject} is established in ${where}, ${inEu(seat.country) ? "in the European Union" : "in the European Economic Area"}.`;
  }
  const outside = `${subject} is established in ${where}, outside the European Union and the European Economic Area; ${transferred} there.`;
  if (seat.transferBasis === "standardvertragsklauseln") {
    const clauses =
      role === "processor" ? `${STANDARD_CLAUSES}, which I have agreed with ${seat.name}` : `${STANDARD_CLAUSES}, on which ${seat.name} relies for this`;
    return `${outside} This is based on ${clauses}. ${COPY_ON_REQUEST}`;
  }
  return isUnitedStates(seat.country)
    ? `${outside} This is based on ${DATA_PRIVACY_FRAMEWORK}, which covers ${seat.name} as a participating organisation.`
    : `${outside} This is based on the European Commission’s adequacy decision for that country (Art.\u00a045 GDPR).`;
}

export function englishHostingTransferText(hosting: SiteConfig["hosting"]): string {
  return englishSeatText("The provider", hosting, "the server log files are transferred", "processor");
}

export function englishEmailRecipientText(provider: Provider | undefined): string {
  const who = provider ? `my e-mail provider, ${provider.name}, ${provider.address},` : "my e-mail provider";
  const processing = `Your e-mails to me and my replies are stored and transmitted by ${who} on my behalf and on my instructions (processing on behalf under Art.\u00a028 GDPR).`;
  return provider ? `${processing} ${englishSeatText("It", provider, "your e-mails are transferred", "processor")}` : processing;
}

export function englishTelephonyRecipientText(provider: Provider | undefined): string {
  const who = provider ? `my telephone provider, ${provider.name}, ${provider.address},` : "my telephone provider";
  const processing = `If you call me, ${who} processes the connection data – your number and the time and length of the call – to set up and bill the connection; it does so as a controller in its own right.`;
  return provider ? `${processing} ${englishSeatText("It", provider, "the connection data are transferred", "controller")}` : processing;
}

const BACKUP_RECIPIENTS: Record<Exclude<ChatBackup, "none">, { service: string; recipient: string; transfer: string }> = {
  "google-drive": {
    service: "Google Drive",
    recipient: "Google Ireland Limited, Gordon House, Barrow Street, Dublin\u00a04, Ireland, which may also transfer the data to Google LLC in the USA",
    transfer: `According to Google, this is based on ${DATA_PRIVACY_FRAMEWORK}, which covers Google LLC as a participating organisation.`,
  },
  icloud: {
    service: "iCloud",
    recipient:
      "Apple Distribution International Ltd., Hollyhill Industrial Estate, Hollyhill, Cork, Ireland, which may also transfer the data to Apple Inc. in the USA",
    transfer: "According to Apple, this is based on the European Commission’s standard contractual clauses (Art.\u00a046 Abs.\u00a02 lit.\u00a0c GDPR).",
  },
};

export function englishChatBackupText(backup: SiteConfig["chatBackup"]): string {
  if (backup.location === "none") {
    return "I do not use a WhatsApp chat backup: on my side the chat is kept only on my device, and I make no backup copies in a cloud.";
  }
  const { service, recipient, transfer } = BACKUP_RECIPIENTS[backup.location];
  return `I back up the chat with WhatsApp’s backup function in ${service}. The recipient of this backup is ${recipient}. ${transfer} ${
    backup.endToEndEncrypted
      ? "The backup is protected by WhatsApp’s end-to-end encryption; the cloud provider cannot read its content."
      : "The backup is not additionally end-to-end encrypted; the cloud provider can technically read its content."
  }`;
}
