import { describe, expect, it } from "vitest";
import { siteConfig } from "./site-config";
import { SiteConfigError, validateSiteConfig, type SiteConfig } from "./site-config-schema";
import { SAVINGS_COMPARISON_FIXTURE } from "./test-fixtures";

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
    ["address.state", (c: SiteConfig) => ((c.address as { state: string }).state = "Bayern-Nord")],
    ["registration.status", (c: SiteConfig) => ((c.registration as { status: string }).status = "versicherungsberater")],
    ["registration.vatId", (c: SiteConfig) => (c.registration.vatId = "123456789")],
    ["registration.businessId", (c: SiteConfig) => (c.registration.businessId = "DE123456789")],
    ["remuneration.kind", (c: SiteConfig) => ((c.remuneration as { kind: string }).kind = "provision")],
    ["holdings.inInsurers[0]", (c: SiteConfig) => (c.holdings.inInsurers = [" "])],
    ["liabilityInsurance.scope", (c: SiteConfig) => (c.liabilityInsurance.scope = "")],
    ["hosting.logRetentionDays", (c: SiteConfig) => (c.hosting.logRetentionDays = 0)],
    ["hosting.logRetentionDays", (c: SiteConfig) => (c.hosting.logRetentionDays = 7.5)],
    ["legalTexts.privacyPolicyDate", (c: SiteConfig) => (c.legalTexts.privacyPolicyDate = "23.11.2026")],
    ["legalTexts.firstInformationDate", (c: SiteConfig) => (c.legalTexts.firstInformationDate = "2026-13-01")],
    ["chatBackup.location", (c: SiteConfig) => ((c.chatBackup as { location: string }).location = "dropbox")],
    ["savingsComparison.percent", (c: SiteConfig) => (c.savingsComparison = { ...SAVINGS_COMPARISON_FIXTURE, percent: 40.5 })],
    ["savingsComparison.comparedOn", (c: SiteConfig) => (c.savingsComparison = { ...SAVINGS_COMPARISON_FIXTURE, comparedOn: "November 2026" })],
    // Not like for like: a comparison without Krankentagegeld or without the Selbstbehalt is refused.
    [
      "savingsComparison.includesKrankentagegeld",
      (c: SiteConfig) => (c.savingsComparison = { ...SAVINGS_COMPARISON_FIXTURE, includesKrankentagegeld: false as true }),
    ],
    ["savingsComparison.countsSelbstbehalt", (c: SiteConfig) => (c.savingsComparison = { ...SAVINGS_COMPARISON_FIXTURE, countsSelbstbehalt: false as true })],
    ["savingsComparison.documentation", (c: SiteConfig) => (c.savingsComparison = { ...SAVINGS_COMPARISON_FIXTURE, documentation: "" })],
  ])("stops with the field name when %s is malformed", (field, change) => {
    expect(fieldOf(withChange(change))).toBe(field);
  });

  it("accepts the optional identification numbers in their official shapes", () => {
    const withIds = withChange((c) => {
      c.registration.businessId = "DE123456789-00001";
      c.registration.vatId = "DE123456789";
    });
    expect(fieldOf(withIds)).toBeUndefined();
    expect(validateSiteConfig(withIds).registration.vatId).toBe("DE123456789");
  });

  it("accepts a documented like-for-like savings comparison, and ships without one", () => {
    expect(siteConfig.savingsComparison).toBeUndefined();
    expect(fieldOf(withChange((c) => (c.savingsComparison = SAVINGS_COMPARISON_FIXTURE)))).toBeUndefined();
  });

  it("names the field and the file in its message", () => {
    expect(() => validateSiteConfig(withChange((c) => (c.email = "x")))).toThrow(/"email".*site-config\.ts/);
  });
});
