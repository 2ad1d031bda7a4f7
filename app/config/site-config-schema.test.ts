import { describe, expect, it } from "vitest";
import { siteConfig } from "./site-config";
import { SiteConfigError, validateSiteConfig, type SiteConfig } from "./site-config-schema";

function withChange(change: (config: SiteConfig) => void): SiteConfig {
  const copy = structuredClone(siteConfig);
  change(copy);
  return copy;
}

function fieldOf(config: SiteConfig): string | undefined {
  try {
    validateSiteConfig(config);
    return undefined;
  } catch (error) {
    return error instanceof SiteConfigError ? error.field : `unexpected ${String(error)}`;
  }
}

describe("validateSiteConfig", () => {
  it("accepts the shipped example config", () => {
    expect(fieldOf(structuredClone(siteConfig))).toBeUndefined();
  });

  it.each([
    ["brand", (c: SiteConfig) => (c.brand = " ")],
    ["adviser.name", (c: SiteConfig) => (c.adviser.name = "")],
    ["phone.display", (c: SiteConfig) => (c.phone.display = "keine Nummer")],
    ["phone.digits", (c: SiteConfig) => (c.phone.digits = "+49 30 123")],
    ["phone.digits", (c: SiteConfig) => (c.phone.digits = "030231256")],
    ["email", (c: SiteConfig) => (c.email = "beratung(at)example.de")],
    ["siteUrl", (c: SiteConfig) => (c.siteUrl = "http://pkv-experte.example")],
    ["siteUrl", (c: SiteConfig) => (c.siteUrl = "https://pkv-experte.example/")],
    ["social[1].url", (c: SiteConfig) => (c.social[1].url = "www.xing.com/profile/x")],
    ["address.postalCode", (c: SiteConfig) => (c.address.postalCode = "1011")],
    ["openingHours.from", (c: SiteConfig) => (c.openingHours.from = "9 Uhr")],
    ["registration.registerNumber", (c: SiteConfig) => (c.registration.registerNumber = "12345")],
    ["adviser.photo.src", (c: SiteConfig) => (c.adviser.photo.src = "images/foto")],
  ])("stops with the field name when %s is malformed", (field, change) => {
    expect(fieldOf(withChange(change))).toBe(field);
  });

  it("names the field and the file in its message", () => {
    expect(() => validateSiteConfig(withChange((c) => (c.email = "x")))).toThrow(/"email".*site-config\.ts/);
  });
});
