import { readFileSync, readdirSync } from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { MembersPage } from "~/components/members/members-page";
import { MemberEntry } from "~/components/home/member-entry";
import { RefundCheck } from "~/components/calculators/refund-check";
import { siteConfig } from "~/config/site-config";
import type { SiteConfig, TariffSwitchFee } from "~/config/site-config-schema";
import { pageRoutes } from "~/config/page-routes";
import { memberRoute } from "~/config/site-routes";
import { REFUND_CHECK_ANCHOR } from "~/config/calculator-ids";
import { memberCopyProblems } from "~/modules/copy-claims";
import { exampleAdviser } from "../../tests/fixtures/example-adviser";
import { secondAdviser } from "../../tests/fixtures/second-adviser";
import { collectStrings } from "../../tests/support/collect-strings";
import { citedText } from "./cited-text";
import { MEMBER_CTA_ARTICLES, MEMBER_SECTION_LINKS, memberFeeText, memberPage, memberPageContent } from "./members";
import { refundToolCopy } from "./refund-tool";
import { textFileIssues } from "./text-file-data";
import * as wizardMember from "./wizard-member";

const NO_LINKS = { switchRights: [], socialTariffs: [], relief: [], tool: [] };

/** Every string a member reads for `config`: the page (with her fee text), the enquiry's member words, the decision. */
function memberStrings(config: Pick<SiteConfig, "remuneration">): string[] {
  return [...collectStrings(memberPageContent(config)), ...collectStrings(wizardMember), ...collectStrings(refundToolCopy)].map((found) => found.text);
}

const fees: [string, TariffSwitchFee][] = [
  ["the shipped example", exampleAdviser.remuneration.tariffSwitch],
  ["the second adviser", secondAdviser.remuneration.tariffSwitch],
  ["a fixed fee", { kind: "honorar-fest", amountEuro: 390 }],
  ["a share of the saving", { kind: "honorar-anteil", percent: 20 }],
  ["courtage", { kind: "courtage" }],
  ["free", { kind: "kostenlos" }],
];
const withFee = (fee: TariffSwitchFee): Pick<SiteConfig, "remuneration"> => ({ remuneration: { ...siteConfig.remuneration, tariffSwitch: fee } });
const charges = (fee: TariffSwitchFee) => fee.kind === "honorar-anteil" || fee.kind === "honorar-fest";

describe("the member copy says what the switch costs as the config says (docs/decisions/0070)", () => {
  it("the fixtures cover a fee and none: the second adviser charges, the example does not", () => {
    expect(charges(secondAdviser.remuneration.tariffSwitch)).toBe(true);
    expect(charges(exampleAdviser.remuneration.tariffSwitch)).toBe(false);
  });

  it.each(fees)("%s: every member text passes the member check for its fee", (_name, fee) => {
    const problems = memberStrings(withFee(fee)).flatMap((text) => memberCopyProblems(text, fee.kind).map((why) => `${why}: ${text}`));
    expect(problems).toEqual([]);
  });

  it.each(fees.filter(([, fee]) => charges(fee)))("%s: no „kostenlos“ anywhere a member reads, the fee named with its figure", (_name, fee) => {
    const strings = memberStrings(withFee(fee));
    expect(strings.filter((text) => /kostenlos|gratis|unentgeltlich/i.test(text))).toEqual([]);
    const text = memberFeeText(withFee(fee));
    expect(text).toMatch(/Honorar/);
    expect(text).toContain(fee.kind === "honorar-anteil" ? `${fee.percent}\u00a0%` : `${fee.amountEuro}\u00a0€`);
    expect(text).toMatch(/vorher in Textform/);
  });

  it.each(fees.filter(([, fee]) => !charges(fee)))("%s: names no fee", (_name, fee) => {
    expect(memberFeeText(withFee(fee))).not.toMatch(/(?<!kein )Honorar/);
  });

  it("shows the live config's fee text on the page", () => {
    expect(memberPage.fee.text).toBe(memberFeeText(siteConfig));
    expect(renderToStaticMarkup(<MembersPage links={NO_LINKS} />)).toContain(memberPage.fee.text.replace(/"/g, "&quot;"));
  });
});

describe("the build's check of the member files", () => {
  const file = (name: string) => parse(readFileSync(`app/content/texte/${name}.yaml`, "utf8")) as Record<string, unknown>;

  it("passes the shipped files", () => {
    for (const name of ["bestandskunden", "anfrage-bestand", "rechner-erstattung"]) expect(textFileIssues(name, file(name)), name).toEqual([]);
  });

  it.each([[`Mit einem Tarifwechsel sparen Sie bis zu 50 % Ihres Beitrags.`], [`Meine Kunden sparen im Schnitt 3.000 € im Jahr.`]])(
    "refuses a promised saving, in German, naming file field and phrase: „%s“",
    (promise) => {
      const data = file("bestandskunden");
      const issues = textFileIssues("bestandskunden", { ...data, homeEntry: { ...(data.homeEntry as object), text: promise } });
      expect(issues).toEqual([
        expect.objectContaining({ field: "homeEntry.text", problem: expect.stringMatching(/verspricht eine Ersparnis in Zahlen.*dokumentierten Vergleich/) }),
      ]);
    },
  );

  it("checks each fee text as its own kind, whatever the config says", () => {
    const data = file("bestandskunden");
    const fee = data.fee as Record<string, string>;
    const issues = textFileIssues("bestandskunden", { ...data, fee: { ...fee, "honorar-fest": `${fee["honorar-fest"]} Das Erstgespräch ist kostenlos.` } });
    expect(issues.map((issue) => issue.field)).toEqual(["fee.honorar-fest"]);
    expect(issues[0]!.problem).toMatch(/„kostenlos“ stimmt hier nicht/);
  });
});

describe("the member page", () => {
  const html = renderToStaticMarkup(<MembersPage links={NO_LINKS} />);

  it("states every rule with its paragraph, linked to the official text", () => {
    for (const section of memberPage.sections) {
      for (const point of section.points ?? []) {
        const links = citedText(point).filter((part) => typeof part !== "string");
        expect(links.length, point).toBeGreaterThan(0);
        for (const link of links) expect((link as { url: string }).url).toMatch(/^https:\/\/www\.gesetze-im-internet\.de\//);
      }
    }
    // No paragraph is left as plain text, as the FAQs (cited-text.test.ts): every § of the page's rules is a link.
    const texts = [
      ...memberPage.hero.intro,
      memberPage.homeEntry.text,
      ...memberPage.sections.flatMap((section) => [...section.paragraphs, ...(section.points ?? []), ...(section.caution ? [section.caution.text] : [])]),
      ...refundToolCopy.explanation.paragraphs,
    ];
    const unlinked = texts.flatMap((text) =>
      citedText(text)
        .filter((part): part is string => typeof part === "string")
        .filter((part) => part.includes("§"))
        .map((part) => `${part.slice(Math.max(0, part.indexOf("§") - 20), part.indexOf("§") + 40)} in „${text.slice(0, 50)}…“`),
    );
    expect(unlinked).toEqual([]);
    expect(html).toContain('href="https://www.gesetze-im-internet.de/vvg_2008/__204.html"');
    expect(html).toContain('href="https://www.gesetze-im-internet.de/vvg-infov/__6.html"');
    expect(html).toContain('href="https://www.gesetze-im-internet.de/vag_2016/__152.html"');
  });

  it("says what § 204 VVG allows: switch within the insurer, ageing reserve kept, more only with a check or an exclusion, the insurer's duty from 60", () => {
    const text = memberPage.sections.map((section) => [...section.paragraphs, ...(section.points ?? [])].join(" ")).join(" ");
    expect(text).toMatch(/gleichartigem Versicherungsschutz/);
    expect(text).toMatch(/Alterungsrückstellung werden im neuen Tarif angerechnet/);
    expect(text).toMatch(/Mehrleistung einen Leistungsausschluss oder einen angemessenen Risikozuschlag/);
    expect(text).toMatch(/60\u00a0Jahre oder älter[^.]*Tarife mit gleichartigem Schutz/);
    expect(text).toMatch(/Standardtarif[^.]*vor dem 1\.\u00a0Januar 2009/);
    expect(text).toMatch(/Basistarif/);
    expect(text).toMatch(/Beitragsentlastungstarif/);
  });

  it("hosts the decision and the enquiry in their slots, and the decision is prerendered empty with its rule in words", () => {
    const withIslands = renderToStaticMarkup(<MembersPage links={NO_LINKS} tool={<RefundCheck />} wizard={<p>wizard</p>} />);
    expect(withIslands).toContain(`id="${REFUND_CHECK_ANCHOR}"`);
    expect(withIslands).toContain(`href="#${REFUND_CHECK_ANCHOR}"`);
    expect(withIslands).toContain(refundToolCopy.explanation.heading);
    expect(withIslands).not.toContain("data-verdict");
    expect(withIslands).toContain('id="versicherungsform"');
  });

  it("offers WhatsApp without the form with the member's own first line", () => {
    const href = /href="(https:\/\/wa\.me\/[^"]+)"/.exec(html)![1]!.replace(/&amp;/g, "&");
    expect(new URL(href).searchParams.get("text")).toBe(wizardMember.memberWhatsAppGreeting);
  });

  it("links the guide's articles and glossary terms that exist", () => {
    const articles = new Set(readdirNames("app/content/ratgeber", ".mdx"));
    const terms = new Set(readdirNames("app/content/glossar", ".md"));
    for (const { articles: slugs, terms: termSlugs } of Object.values(MEMBER_SECTION_LINKS)) {
      for (const slug of slugs) expect(articles.has(slug), slug).toBe(true);
      for (const slug of termSlugs) expect(terms.has(slug), slug).toBe(true);
    }
    for (const slug of MEMBER_CTA_ARTICLES) expect(articles.has(slug), slug).toBe(true);
  });
});

describe("the home page's entry", () => {
  it("leads to the member page from the route table", () => {
    const html = renderToStaticMarkup(<MemberEntry />);
    expect(html).toContain(`href="${memberRoute.path}"`);
    expect(html).toContain(memberPage.homeEntry.heading);
    expect(pageRoutes.some((route) => route.path === memberRoute.path)).toBe(true);
  });
});

function readdirNames(folder: string, extension: string): string[] {
  return readdirSync(folder)
    .filter((name) => name.endsWith(extension))
    .map((name) => name.slice(0, -extension.length));
}
