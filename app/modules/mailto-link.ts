/**
 * The enquiry as an e-mail: a mailto: link with the same prefilled message as body, and its
 * header line as subject – the equal channel beside WhatsApp (docs/decisions/0021). Encoded exactly like
 * the WhatsApp text (`encodeMessage`), so both channels carry the same characters. Pure.
 */
import { ENGLISH_ENQUIRY_LINE, encodeMessage } from "./whatsapp-message";

/** One address, no spaces, no characters that would end the mailto's address part. */
const PLAIN_ADDRESS = /^[^\s@?#&%,;]+@[^\s@?#&%,;]+\.[^\s@?#&%,;]+$/;

/** Any line break, whether the message was written with "\n", "\r\n" or "\r". */
const LINE_BREAK = /\r\n|\r|\n/g;

/**
 * mailto:<address>?subject=<subject>&body=<body>, both percent-encoded like the WhatsApp text.
 * Line breaks in the body become CRLF (%0D%0A), as RFC 6068 section 5 asks for mailto bodies;
 * the WhatsApp text keeps "\n".
 */
export function buildMailtoUrl(address: string, subject: string, body: string): string {
  if (!PLAIN_ADDRESS.test(address)) throw new RangeError(`mailto needs one plain e-mail address, got "${address}"`);
  return `mailto:${address}?subject=${encodeMessage(subject)}&body=${encodeMessage(body.replace(LINE_BREAK, "\r\n"))}`;
}

/** The subject is the message's header („Neue PKV-Anfrage“): its first line, after the language line an English page puts first (docs/decisions/0073). */
export function mailSubject(message: string): string {
  const [first, second = ""] = message.split("\n", 2);
  return first === ENGLISH_ENQUIRY_LINE ? second : first;
}
