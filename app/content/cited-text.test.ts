import { describe, expect, it } from "vitest";
import { citedText } from "./cited-text";
import { home } from "./home";
import { groupContents } from "./professions";
import type { FaqItem } from "./types";

const NB = "\u00a0";
const link = (citation: string, url: string) => ({ citation, url });
const GII = "https://www.gesetze-im-internet.de";

describe("citedText", () => {
  it("links a paragraph with its finer parts to the paragraph's page", () => {
    expect(citedText(`regelmäßig (§${NB}6 Abs.${NB}4 SGB${NB}V).`)).toEqual([
      "regelmäßig (",
      link(`§${NB}6 Abs.${NB}4 SGB${NB}V`, `${GII}/sgb_5/__6.html`),
      ").",
    ]);
    expect(citedText(`(§${NB}8 Abs.${NB}1 Satz${NB}1 Nr.${NB}1 SGB${NB}V)`)).toEqual([
      "(",
      link(`§${NB}8 Abs.${NB}1 Satz${NB}1 Nr.${NB}1 SGB${NB}V`, `${GII}/sgb_5/__8.html`),
      ")",
    ]);
  });

  it("links each paragraph of a chain that shares one law", () => {
    expect(citedText(`(§${NB}5 Abs.${NB}5 und §${NB}9 SGB${NB}V)`)).toEqual([
      "(",
      link(`§${NB}5 Abs.${NB}5`, `${GII}/sgb_5/__5.html`),
      " und ",
      link(`§${NB}9 SGB${NB}V`, `${GII}/sgb_5/__9.html`),
      ")",
    ]);
    expect(citedText(`(§${NB}203 Abs.${NB}2 VVG, §${NB}155 VAG)`)).toEqual([
      "(",
      link(`§${NB}203 Abs.${NB}2 VVG`, `${GII}/vvg_2008/__203.html`),
      ", ",
      link(`§${NB}155 VAG`, `${GII}/vag_2016/__155.html`),
      ")",
    ]);
  });

  it("tells the VVG-InfoV from the VVG", () => {
    expect(citedText(`(§${NB}6 Abs.${NB}2 Satz${NB}2 VVG-InfoV, §${NB}204 VVG)`)).toEqual([
      "(",
      link(`§${NB}6 Abs.${NB}2 Satz${NB}2 VVG-InfoV`, `${GII}/vvg-infov/__6.html`),
      ", ",
      link(`§${NB}204 VVG`, `${GII}/vvg_2008/__204.html`),
      ")",
    ]);
  });

  it("tells SGB IV from SGB V and a paragraph with a letter from one without", () => {
    expect(citedText(`§${NB}7a SGB${NB}IV`)).toEqual([link(`§${NB}7a SGB${NB}IV`, `${GII}/sgb_4/__7a.html`)]);
    expect(citedText(`§${NB}6 Abs.${NB}3a SGB${NB}V`)).toEqual([link(`§${NB}6 Abs.${NB}3a SGB${NB}V`, `${GII}/sgb_5/__6.html`)]);
  });

  it("leaves what has no official text, and text without citations, as it is", () => {
    expect(citedText(`(§${NB}5 Abs.${NB}1 MB/KK)`)).toEqual([`(§${NB}5 Abs.${NB}1 MB/KK)`]);
    expect(citedText("Kein Paragraf.")).toEqual(["Kein Paragraf."]);
  });
});

/** Every FAQ the site shows: home, the profession pages and the doctors' extra block. */
const allFaqs: FaqItem[] = [...home.faq.items, ...Object.values(groupContents).flatMap((group) => [...group.faqs, ...(group.extra?.faqs ?? [])])];

/** Citations of texts that have no official source to link: the insurers' model conditions. */
const UNLINKABLE = new RegExp(`§${NB}\\d+[a-z]?(?:[ ${NB}](?:Abs\\.|Satz|Nr\\.)[ ${NB}]\\d+[a-z]?)*[ ${NB}]MB/KK`, "g");

describe("FAQ answers", () => {
  it("finds the FAQs of home and every profession page", () => {
    expect(allFaqs.length).toBeGreaterThanOrEqual(home.faq.items.length + 6 * 6);
  });

  it("cite no paragraph of a law in plain text: every § is a link, except the insurers' model conditions", () => {
    const unlinked = allFaqs.flatMap((item) =>
      item.answer.flatMap((paragraph) =>
        citedText(paragraph)
          .filter((part): part is string => typeof part === "string")
          .map((text) => text.replace(UNLINKABLE, ""))
          .filter((text) => text.includes("§"))
          .map((text) => `${item.question}: …${text.slice(Math.max(0, text.indexOf("§") - 20), text.indexOf("§") + 40)}…`),
      ),
    );
    expect(unlinked).toEqual([]);
  });
});
