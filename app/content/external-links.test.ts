import { describe, expect, it } from "vitest";
import { articleFiles, glossaryFiles } from "../../tests/support/guide-copy";
import { DIENSTHERREN } from "./beihilfe/dienstherren";
import { LAND_LAW_PORTALS } from "./legal-sources";
import { isOfficialSource, OFFICIAL_SOURCE_DOMAINS } from "./official-sources";

/**
 * Every external address the copy cites as a source is official (docs/decisions/0048): the
 * content modules (found by glob, so a new one is checked without being listed) and the guide's
 * articles and glossary terms. Left out on purpose: the legal texts in legal/, which must name the
 * supervisory authorities, the intermediary register, the arbitration bodies and the messenger's
 * own privacy policy — parties, not sources — and, in the Beihilfe rules, `verified.sources`: the
 * two secondary sources a rate was checked against are named in the text, never linked (decision 0025).
 */
const modules = import.meta.glob<Record<string, unknown>>(["./**/*.ts", "!./**/*.test.ts", "!./legal/**"], { eager: true });

interface FoundUrl {
  url: string;
  where: string;
}

/** Every string that is an http(s) address, anywhere in a value, with the path to it. */
function urlsIn(value: unknown, where: string, seen: Set<unknown> = new Set()): FoundUrl[] {
  if (typeof value === "string") return /^https?:\/\//.test(value) ? [{ url: value, where }] : [];
  if (value === null || typeof value !== "object" || seen.has(value)) return [];
  seen.add(value);
  return Object.entries(value).flatMap(([key, inner]) => (key === "verified" ? [] : urlsIn(inner, `${where}.${key}`, seen)));
}

const MARKDOWN_URL = /https?:\/\/[^\s)"'<>]+/g;

const moduleUrls = Object.entries(modules).flatMap(([file, exports]) => urlsIn(exports, file));
const guideUrls = [...articleFiles, ...glossaryFiles].flatMap((file) =>
  [...file.source.matchAll(MARKDOWN_URL)].map((match) => ({ url: match[0], where: file.file })),
);

describe("external source links in the copy", () => {
  it("finds the copy: the content modules, the Beihilfe rules, the guide's sources and body links", () => {
    expect(Object.keys(modules)).toEqual(expect.arrayContaining(["./home.ts", "./statutory-figures.ts", "./beihilfe/laender/bremen.ts", "./trust.ts"]));
    expect(moduleUrls.length).toBeGreaterThan(50);
    expect(guideUrls.length).toBeGreaterThan(50);
  });

  it.each([...moduleUrls, ...guideUrls].map((found) => [found.url, found.where] as const))("%s (%s) is on an official domain", (url) => {
    expect(isOfficialSource(url), `${url} is not on ${OFFICIAL_SOURCE_DOMAINS.join(", ")}`).toBe(true);
  });

  it("links every Land's Beihilfe rules to that Land's own portal or another official page", () => {
    for (const entry of Object.values(DIENSTHERREN)) {
      const linked = urlsIn(entry, entry.id);
      expect(linked.length, entry.id).toBeGreaterThan(0);
      for (const { url, where } of linked) expect(isOfficialSource(url), where).toBe(true);
    }
  });
});

describe("isOfficialSource", () => {
  it.each([
    "https://www.gesetze-im-internet.de/vvg_2008/__204.html",
    "https://www.recht.bund.de/bgbl/1/2025/278/VO.html",
    "https://bundesfinanzhof.de/de/entscheidung/entscheidungen-online/detail/STRE201810153",
    "https://www.bverwg.de/de/230610U8C42.09.0",
    LAND_LAW_PORTALS.bremen,
    `${LAND_LAW_PORTALS.niedersachsen}/browse/document/x`,
    "https://eur-lex.europa.eu/legal-content/DE/TXT/?uri=CELEX:32016R0679",
  ])("admits %s", (url) => {
    expect(isOfficialSource(url)).toBe(true);
  });

  it.each([
    // The kinds of unofficial source a review found linked (docs/decisions/0048): an environmental-law site, an insurer, a stock-market magazine, a commercial copy of statutes, an association.
    "https://www.umwelt-online.de/recht/arbeitss/arbeitsrecht/laender/hh/z18_0199.htm",
    "https://axa.de/pkv-tarifwechsel",
    "https://www.boerse-online.de/nachrichten/aktien/x.html",
    "https://justiz-nrw.wolterskluwer-online.de/browse/document/x",
    "https://pkv.de/themen/x",
    // Look-alikes and plain http are not official.
    "https://gesetze-im-internet.de.example.com/x",
    "https://notgesetze-im-internet.de/x",
    "http://www.gesetze-im-internet.de/vvg_2008/__204.html",
    "kein Link",
  ])("refuses %s", (url) => {
    expect(isOfficialSource(url)).toBe(false);
  });

  it("refuses the Bundesfinanzhof's English pages, admits its German ones", () => {
    expect(isOfficialSource("https://bundesfinanzhof.de/en/entscheidungen/entscheidungen-online/decision-detail/STRE201810153")).toBe(false);
    expect(isOfficialSource("https://bundesfinanzhof.de/de/entscheidung/entscheidungen-online/detail/STRE201810153")).toBe(true);
  });
});
