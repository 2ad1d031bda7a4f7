/** Shape and build-time validation of the adviser's site configuration. */

export interface ImageRef {
  /** Path without extension; the build provides `.avif`, `.webp` and `.png` variants. */
  src: string;
  alt: string;
}

export interface SiteConfig {
  brand: string;
  adviser: { name: string; role: string; photo: ImageRef };
  broker: { name: string; logo: ImageRef };
  phone: { display: string; digits: string };
  email: string;
  address: { street: string; postalCode: string; city: string; country: string };
  openingHours: { days: string; from: string; to: string };
  social: [SocialProfile, SocialProfile];
  registration: {
    chamber: string;
    chamberAddress: string;
    registerNumber: string;
    permission: string;
  };
  siteUrl: string;
}

export interface SocialProfile {
  label: string;
  url: string;
}

export class SiteConfigError extends Error {
  constructor(
    readonly field: string,
    problem: string,
  ) {
    super(`Site config: "${field}" ${problem} (app/config/site-config.ts)`);
    this.name = "SiteConfigError";
  }
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const TIME = /^([01]?\d|2[0-3]):[0-5]\d$/;

function requireText(field: string, value: unknown): void {
  if (typeof value !== "string" || value.trim() === "") {
    throw new SiteConfigError(field, "is missing or empty");
  }
}

function requireHttpsUrl(field: string, value: unknown): void {
  requireText(field, value);
  let url: URL;
  try {
    url = new URL(value as string);
  } catch {
    throw new SiteConfigError(field, `is not a URL: ${String(value)}`);
  }
  if (url.protocol !== "https:") {
    throw new SiteConfigError(field, `must start with https:// (got ${String(value)})`);
  }
}

function requireImage(field: string, value: ImageRef | undefined): void {
  requireText(`${field}.src`, value?.src);
  if (!value!.src.startsWith("/")) throw new SiteConfigError(`${field}.src`, "must be a site path starting with /");
  requireText(`${field}.alt`, value?.alt);
}

/**
 * Throws a SiteConfigError naming the first missing or malformed field.
 * Runs when the config module is first imported, so a bad value stops `npm run build`.
 */
export function validateSiteConfig(config: SiteConfig): SiteConfig {
  requireText("brand", config.brand);
  requireText("adviser.name", config.adviser?.name);
  requireText("adviser.role", config.adviser?.role);
  requireImage("adviser.photo", config.adviser?.photo);
  requireText("broker.name", config.broker?.name);
  requireImage("broker.logo", config.broker?.logo);
  requireText("phone.display", config.phone?.display);
  if (!/\d/.test(config.phone.display)) throw new SiteConfigError("phone.display", "contains no digits");
  requireText("phone.digits", config.phone?.digits);
  if (!/^[1-9]\d{6,14}$/.test(config.phone.digits)) {
    throw new SiteConfigError(
      "phone.digits",
      `must be the international number as digits only, without + or leading 0 (e.g. 4930123456), got "${config.phone.digits}"`,
    );
  }
  requireText("email", config.email);
  if (!EMAIL.test(config.email)) throw new SiteConfigError("email", `is not an e-mail address: ${config.email}`);
  requireText("address.street", config.address?.street);
  requireText("address.postalCode", config.address?.postalCode);
  if (!/^\d{5}$/.test(config.address.postalCode)) {
    throw new SiteConfigError("address.postalCode", "must be a five-digit German postal code");
  }
  requireText("address.city", config.address?.city);
  requireText("address.country", config.address?.country);
  requireText("openingHours.days", config.openingHours?.days);
  for (const key of ["from", "to"] as const) {
    const value = config.openingHours?.[key];
    requireText(`openingHours.${key}`, value);
    if (!TIME.test(value)) throw new SiteConfigError(`openingHours.${key}`, `must look like 9:00, got "${value}"`);
  }
  if (!Array.isArray(config.social) || config.social.length !== 2) {
    throw new SiteConfigError("social", "must list exactly two profiles");
  }
  config.social.forEach((profile, index) => {
    requireText(`social[${index}].label`, profile?.label);
    requireHttpsUrl(`social[${index}].url`, profile?.url);
  });
  requireText("registration.chamber", config.registration?.chamber);
  requireText("registration.chamberAddress", config.registration?.chamberAddress);
  requireText("registration.registerNumber", config.registration?.registerNumber);
  if (!/^D-[A-Z0-9]{4}-[A-Z0-9]{5}-\d{2}$/.test(config.registration.registerNumber)) {
    throw new SiteConfigError(
      "registration.registerNumber",
      `must look like D-XXXX-XXXXX-XX (Vermittlerregister), got "${config.registration.registerNumber}"`,
    );
  }
  requireText("registration.permission", config.registration?.permission);
  requireHttpsUrl("siteUrl", config.siteUrl);
  if (new URL(config.siteUrl).pathname !== "/" || config.siteUrl.endsWith("/")) {
    throw new SiteConfigError("siteUrl", "must be the bare origin without a trailing slash or path");
  }
  return config;
}
