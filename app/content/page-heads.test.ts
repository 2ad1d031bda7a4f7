import { describe, expect, it } from "vitest";
import { siteConfig } from "~/config/site-config";
import { adviserRole } from "./adviser-role";
import { guideHead, legalHead } from "./page-heads";

const seo = { title: "Ratgeber", description: "Beschreibung der Seite", keywords: ["PKV"] };

function personOf(head: ReturnType<typeof guideHead>): Record<string, unknown> | undefined {
  return (head.structuredData as { "@graph": Array<Record<string, unknown>> })["@graph"].find((node) => node["@type"] === "Person");
}

describe("page heads", () => {
  it("give the Person node the adviser's role, in her form and status, as job title", () => {
    for (const head of [guideHead(seo), legalHead("impressum", seo)]) {
      expect(personOf(head)?.jobTitle).toBe(adviserRole(siteConfig).role);
      expect(personOf(head)?.name).toBe(siteConfig.adviser.name);
    }
  });
});
