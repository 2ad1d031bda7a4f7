import { describe, expect, it } from "vitest";
import { exampleAdviser } from "../../tests/fixtures/example-adviser";
import { secondAdviser } from "../../tests/fixtures/second-adviser";
import { IS_EXAMPLE_IDENTITY } from "../../tests/support/shipped-example";
import { exampleValuesIn } from "./example-identity";
import { siteConfig } from "./site-config";
import { siteConfigIssues } from "./site-config-schema";

describe("the two adviser fixtures the tests run on", () => {
  it.each([
    ["the shipped example", exampleAdviser],
    ["the second adviser", secondAdviser],
  ])("%s is a valid config", (_name, config) => {
    expect(siteConfigIssues(config)).toEqual([]);
  });

  it("the second adviser holds none of the example's values, so the go-live gate lets her through", () => {
    expect(exampleValuesIn(secondAdviser)).toEqual([]);
  });

  it("the example copy is the example: the gate finds its values", () => {
    const paths = exampleValuesIn(exampleAdviser).map((finding) => finding.path);
    for (const path of ["brand", "adviser.name", "phone.display", "email", "registration.registerNumber", "hosting.name", "siteUrl"])
      expect(paths).toContain(path);
  });

  it("differs from the example wherever a test could confuse them: name, brand, Land, form, hours, social profiles, host", () => {
    expect(secondAdviser.adviser.name).not.toBe(exampleAdviser.adviser.name);
    expect(secondAdviser.brand).not.toBe(exampleAdviser.brand);
    expect(secondAdviser.address.state).not.toBe(exampleAdviser.address.state);
    expect(secondAdviser.adviser.form).not.toBe(exampleAdviser.adviser.form);
    expect(secondAdviser.openingHours.length).toBeGreaterThan(1);
    expect(secondAdviser.social).toEqual([]);
    expect(secondAdviser.hosting.country).not.toBe(exampleAdviser.hosting.country);
    expect(secondAdviser.emailProvider && secondAdviser.telephonyProvider && secondAdviser.registration.businessId).toBeTruthy();
  });

  // Once an adviser has entered her own identity there is nothing to compare.
  it.runIf(IS_EXAMPLE_IDENTITY)("while site-config.ts is the shipped example, the frozen copy equals it", () => {
    expect(siteConfig).toEqual(exampleAdviser);
  });
});
