import type { SiteConfig } from "./site-config-schema";
import data from "./site-config.json" with { type: "json" };

/**
 * The adviser's identity, business and contact data. The values live in site-config.json, the
 * file the owner edits, in the editor (`npm run edit`, /admin/) or by hand; this module only
 * gives them their type. Every shipped value is an obviously fictional example; replace them
 * before going live. The phone number is from the range 030 23125 xxx that the
 * Bundesnetzagentur keeps free for films and examples, `.example` is a reserved top-level
 * domain, and the register number, insurer and host are invented.
 *
 * Plain data, so the browser gets it without the validator: astro.config.ts validates it
 * (site-config-schema.ts) before every build and stops with the field's name if a value is
 * wrong, so the type below is what the build has checked, not merely asserted.
 */
export const siteConfig: SiteConfig = data as SiteConfig;

/** The digits wa.me links go to: the WhatsApp number where the config has one, else the phone's. */
export function whatsAppDigits(config: Pick<SiteConfig, "phone"> = siteConfig): string {
  return config.phone.whatsapp ?? config.phone.digits;
}
