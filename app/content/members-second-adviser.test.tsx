/**
 * The member page and its checks built for the second adviser (tests/fixtures/second-adviser.ts),
 * who charges a share of one year's saving for a tariff switch: the build lets her Honorar copy
 * through, shows no „kostenlos“ to members, and still refuses a promised saving (docs/decisions/0070).
 */
import { readFileSync } from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import { parse } from "yaml";
import { describe, expect, it, vi } from "vitest";

vi.mock("~/config/site-config", async (importOriginal) => {
  const real = await importOriginal<typeof import("~/config/site-config")>();
  const { secondAdviser } = await import("../../tests/fixtures/second-adviser");
  return { ...real, siteConfig: secondAdviser };
});

const { secondAdviser } = await import("../../tests/fixtures/second-adviser");
const { siteConfig } = await import("~/config/site-config");
const { textFileIssues } = await import("./text-file-data");
const { memberPage } = await import("./members");
const { MembersPage } = await import("~/components/members/members-page");
const { RefundCheck } = await import("~/components/calculators/refund-check");
const { enquiryMessageCopy } = await import("./wizard");
const { buildEnquiryMessage, EMPTY_ENQUIRY } = await import("~/modules/whatsapp-message");
const { buildFirstInformation } = await import("./legal/first-information");

const file = (name: string) => parse(readFileSync(`app/content/texte/${name}.yaml`, "utf8")) as Record<string, unknown>;
const NO_LINKS = { switchRights: [], socialTariffs: [], relief: [], tool: [] };

describe("the member page as the second adviser's build makes it", () => {
  it("runs as her (the experiment is set up): she charges a share of the saving", () => {
    expect(siteConfig.adviser.name).toBe(secondAdviser.adviser.name);
    expect(siteConfig.remuneration.tariffSwitch).toEqual({ kind: "honorar-anteil", percent: 25 });
  });

  it("lets her member files through the build's check", () => {
    for (const name of ["bestandskunden", "anfrage-bestand", "rechner-erstattung"]) expect(textFileIssues(name, file(name)), name).toEqual([]);
  });

  it("names her Honorar with its share and shows no „kostenlos“ on the page, in the decision or in the member's message", () => {
    expect(memberPage.fee.text).toContain("Honorar von 25\u00a0% der Ersparnis eines Jahres");
    const html = renderToStaticMarkup(<MembersPage links={NO_LINKS} tool={<RefundCheck />} />);
    expect(html).toContain("Honorar von 25");
    expect(html).not.toMatch(/kostenlos/i);
    const message = buildEnquiryMessage({ ...EMPTY_ENQUIRY, anliegen: "bestand", versicherer: "Beispiel", beitrag: "800" }, enquiryMessageCopy);
    expect(message).not.toMatch(/kostenlos/i);
  });

  it("refuses „kostenlos“ in her member copy outside the fee texts, and a promised saving, in German", () => {
    const data = file("bestandskunden");
    const hero = data.hero as { intro: string[] };
    const free = textFileIssues("bestandskunden", { ...data, hero: { ...hero, intro: [...hero.intro, "Die Prüfung ist für Sie kostenlos."] } });
    expect(free).toEqual([expect.objectContaining({ field: "hero.intro[2]", problem: expect.stringMatching(/„kostenlos“ stimmt hier nicht.*Honorar/) })]);
    const saving = textFileIssues("bestandskunden", { ...data, hero: { ...hero, intro: [...hero.intro, "Sparen Sie bis zu 50 %!"] } });
    expect(saving).toEqual([expect.objectContaining({ field: "hero.intro[2]", problem: expect.stringMatching(/verspricht eine Ersparnis in Zahlen/) })]);
  });

  it("names the fee in her Erstinformation too", () => {
    const text = JSON.stringify(buildFirstInformation(siteConfig));
    expect(text).toContain("Honorar von 25\u00a0% der Ersparnis eines Jahres");
  });
});
