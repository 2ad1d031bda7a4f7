import { describe, expect, it } from "vitest";
import { exampleValuesIn } from "~/config/example-identity";
import { siteConfig } from "~/config/site-config";
import { exampleDataNotice, exampleDataNoticeCopy, legalExampleNotice } from "./example-data-notice";

describe("the „Beispieldaten“ notice of the legal pages", () => {
  it("is shown exactly while the config holds a value of the shipped example", () => {
    expect(exampleDataNotice({ adviser: { name: "Thomas Beispiel" } })).toBe(exampleDataNoticeCopy);
    expect(exampleDataNotice({ hosting: { name: "Beispiel Hosting GmbH (fiktiv)" } })).toBe(exampleDataNoticeCopy);
    expect(exampleDataNotice({ adviser: { name: "Katrin Lehmann" }, siteUrl: "https://www.lehmann-pkv.de" })).toBeNull();
  });

  it("follows this build's config", () => {
    expect(legalExampleNotice !== null).toBe(exampleValuesIn(siteConfig).length > 0);
  });

  it("says that the data are an example and must be replaced before going live", () => {
    expect(exampleDataNoticeCopy.heading).toBe("Beispieldaten");
    expect(exampleDataNoticeCopy.text).toMatch(/erfundenes Beispiel/);
    expect(exampleDataNoticeCopy.text).toMatch(/Vor der Veröffentlichung müssen sie durch die echten Angaben ersetzt werden\.$/);
  });
});
