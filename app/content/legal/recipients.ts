/**
 * The privacy policy's sentences about recipients who may sit abroad: where the host, the e-mail
 * and the telephony provider are established and, outside the EU/EEA, the safeguard of the
 * transfer (Art. 13 Abs. 1 lit. f DSGVO) with the recipient's role; and who receives the
 * adviser's WhatsApp chat backup, with the basis of the possible transfer to the USA as the
 * cloud provider states it. One rule for all three providers (docs/decisions/0040, 0067).
 */
import { inEu, inEuOrEea, isUnitedStates } from "~/config/eu-eea-countries";
import type { ChatBackup, Provider, SiteConfig, TransferBasis } from "~/config/site-config-schema";
import { inCountry } from "~/modules/country-names";

/** The adequacy decision for the United States, for every recipient certified under it. */
export const DATA_PRIVACY_FRAMEWORK =
  "der Angemessenheitsbeschluss der EU-Kommission vom 10.\u00a0Juli\u00a02023 zum EU-U.S. Data Privacy Framework (Art.\u00a045 DSGVO)";

const STANDARD_CLAUSES = "die Standardvertragsklauseln der EU-Kommission (Durchführungsbeschluss (EU) 2021/914, Art.\u00a046 Abs.\u00a02 lit.\u00a0c DSGVO)";

const COPY_ON_REQUEST = "Eine Kopie erhalten Sie auf Anfrage über die Kontaktdaten in Abschnitt\u00a01.";

/** A recipient's seat and the safeguard of the transfer, as the config holds them for the host and the providers. */
export interface Seat {
  name: string;
  country: string;
  transferBasis?: TransferBasis;
}

/**
 * Where a recipient sits, the country named plainly („Der Anbieter hat seinen Sitz in Deutschland,
 * in der Europäischen Union.“), and outside the EU/EEA what goes there and on which basis.
 * `role`: a processor works under the adviser's contract, so the standard clauses are the ones
 * agreed with it; a controller relies on its own.
 */
export function seatText(subject: string, seat: Seat, transferred: string, role: "processor" | "controller"): string {
  const where = inCountry(seat.country);
  if (inEuOrEea(seat.country)) {
    return `${subject} hat seinen Sitz ${where}, ${inEu(seat.country) ? "in der Europäischen Union" : "im Europäischen Wirtschaftsraum"}.`;
  }
  const outside = `${subject} hat seinen Sitz ${where}, außerhalb der Europäischen Union und des Europäischen Wirtschaftsraums; ${transferred} dorthin übermittelt.`;
  if (seat.transferBasis === "standardvertragsklauseln") {
    const clauses =
      role === "processor" ? `${STANDARD_CLAUSES}, die ich mit ${seat.name} vereinbart habe` : `${STANDARD_CLAUSES}, auf die sich ${seat.name} dafür stützt`;
    return `${outside} Grundlage dafür sind ${clauses}. ${COPY_ON_REQUEST}`;
  }
  return isUnitedStates(seat.country)
    ? `${outside} Grundlage dafür ist ${DATA_PRIVACY_FRAMEWORK}, unter dem ${seat.name} zertifiziert ist.`
    : `${outside} Grundlage dafür ist der Angemessenheitsbeschluss der EU-Kommission für dieses Land (Art.\u00a045 DSGVO).`;
}

/** The host's seat: its logs are what goes abroad. */
export function hostingTransferText(hosting: SiteConfig["hosting"]): string {
  return seatText("Der Anbieter", hosting, "die Server-Logdateien werden", "processor");
}

/** The e-mail provider by name when the config has one, else the kind of recipient (Art. 13 Abs. 1 lit. e DSGVO allows categories). */
export function emailRecipientText(provider: Provider | undefined): string {
  const who = provider ? `mein E-Mail-Anbieter, ${provider.name}, ${provider.address}` : "mein E-Mail-Anbieter";
  const processing = `Ihre E-Mails an mich und meine Antworten speichert und überträgt ${who}. Er verarbeitet sie in meinem Auftrag und nach meinen Weisungen (Auftragsverarbeitung nach Art.\u00a028 DSGVO).`;
  return provider ? `${processing} ${seatText("Er", provider, "Ihre E-Mails werden", "processor")}` : processing;
}

/** The telephony provider by name when the config has one, else the kind of recipient. */
export function telephonyRecipientText(provider: Provider | undefined): string {
  const who = provider ? `mein Telefonanbieter, ${provider.name}, ${provider.address},` : "mein Telefonanbieter";
  const processing = `Rufen Sie mich an, verarbeitet ${who} die Verbindungsdaten – Ihre Rufnummer, Zeitpunkt und Dauer des Gesprächs –, um die Verbindung herzustellen und abzurechnen; das tut er als eigener Verantwortlicher.`;
  return provider ? `${processing} ${seatText("Er", provider, "die Verbindungsdaten werden", "controller")}` : processing;
}

/**
 * Who receives the adviser's WhatsApp chat backup (config `chatBackup`), and the basis of the
 * possible transfer to the USA as each provider states it: Google names the Data Privacy
 * Framework, under which Google LLC is certified; Apple names the Commission's standard
 * contractual clauses (docs/decisions/0067).
 */
const BACKUP_RECIPIENTS: Record<Exclude<ChatBackup, "none">, { service: string; recipient: string; transfer: string }> = {
  "google-drive": {
    service: "Google Drive",
    recipient: "die Google Ireland Limited, Gordon House, Barrow Street, Dublin\u00a04, Irland, die Daten auch an die Google LLC in den USA übermitteln kann",
    transfer: `Grundlage dafür ist nach Angaben von Google ${DATA_PRIVACY_FRAMEWORK}, unter dem die Google LLC zertifiziert ist.`,
  },
  icloud: {
    service: "iCloud",
    recipient:
      "die Apple Distribution International Ltd., Hollyhill Industrial Estate, Hollyhill, Cork, Irland, die Daten auch an die Apple Inc. in den USA übermitteln kann",
    transfer: "Grundlage dafür sind nach Angaben von Apple die Standardvertragsklauseln der EU-Kommission (Art.\u00a046 Abs.\u00a02 lit.\u00a0c DSGVO).",
  },
};

/** Whether the adviser backs up WhatsApp chats, where, who receives the backup and on which basis it may go to the USA. */
export function chatBackupText(backup: SiteConfig["chatBackup"]): string {
  if (backup.location === "none") {
    return "Eine Chat-Sicherung von WhatsApp nutze ich nicht: Bei mir liegt der Chat nur auf meinem Gerät, Sicherungskopien in einer Cloud lege ich nicht an.";
  }
  const { service, recipient, transfer } = BACKUP_RECIPIENTS[backup.location];
  return `Den Chat sichere ich mit der Sicherungsfunktion von WhatsApp in ${service}. Empfänger dieser Sicherung ist ${recipient}. ${transfer} ${
    backup.endToEndEncrypted
      ? "Die Sicherung ist mit der Ende-zu-Ende-Verschlüsselung von WhatsApp geschützt, den Inhalt kann der Cloud-Anbieter nicht lesen."
      : "Die Sicherung ist nicht zusätzlich Ende-zu-Ende-verschlüsselt; den Inhalt kann der Cloud-Anbieter technisch lesen."
  }`;
}
