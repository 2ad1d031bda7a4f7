/**
 * The one builder of a call link. The config keeps a phone number as its international digits
 * (`phone.digits`: country code first, no "+", no leading 0; site-config-schema.ts), the form
 * wa.me takes as it is (whatsapp-message.ts); a tel: address (RFC 3966) puts a "+" before them,
 * so a phone dials the number from any country.
 */

/** An international number as digits only: 7–15 digits, the first not 0 (E.164 without "+"). */
export const INTERNATIONAL_DIGITS = /^[1-9]\d{6,14}$/;

/** "493023125678" → "tel:+493023125678"; anything else is refused rather than dialled wrong. */
export function telHref(internationalDigits: string): string {
  if (!INTERNATIONAL_DIGITS.test(internationalDigits)) {
    throw new RangeError(`A call link needs the phone number as 7–15 digits without "+" or spaces, got "${internationalDigits}"`);
  }
  return `tel:+${internationalDigits}`;
}
