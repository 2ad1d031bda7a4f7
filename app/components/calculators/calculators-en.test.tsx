// @vitest-environment jsdom
/**
 * The English entries (docs/decisions/0073): the same calculators in the English owner files'
 * words and formats, numbers read the English way, the same figures as the German entries for the
 * same input, and the address in the German notation so a link means the same on both pages.
 */
import { act, cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { englishCalculatorWords } from "~/content/en/calculators";
import { germanCalculatorWords } from "~/content/calculators";
import { BUILD_YEAR, figuresFor } from "~/content/statutory-figures";
import * as english from "~/modules/format-en";
import * as german from "~/modules/format-de";
import { GkvCalculatorEn, SwitchCheckEn } from "./calculators-en";
import { GkvCalculatorDe, SwitchCheckDe } from "./calculators-de";
import { useCalculatorLanguage } from "./calculator-language";

afterEach(() => {
  cleanup();
  document.body.replaceChildren();
  window.history.replaceState(null, "", "/");
});

const en = englishCalculatorWords;
const de = germanCalculatorWords;
const LIMIT = figuresFor(BUILD_YEAR).versicherungspflichtgrenze;

/** The result area's text, each text node apart (a term and its value are neighbours without a space), spaces folded. */
function result(id: string): string {
  const area = document.querySelector(`#${id} [data-calculator-result]`);
  if (!area) return "";
  const walker = document.createTreeWalker(area, NodeFilter.SHOW_TEXT);
  const parts: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) parts.push(node.textContent ?? "");
  return parts.join(" | ").replace(/\s+/g, " ");
}

/** Every euro amount of a text in cents, in order: „€1,017.19“ and „1.017,19 €“ alike. */
function amountsInCents(text: string): number[] {
  const englishAmounts = [...text.matchAll(/€([\d,]+(?:\.\d{2})?)/g)].map(([, figure]) => Math.round(Number(figure!.replaceAll(",", "")) * 100));
  const germanAmounts = [...text.matchAll(/([\d.]+(?:,\d{2})?)\s€/g)].map(([, figure]) =>
    Math.round(Number(figure!.replaceAll(".", "").replace(",", ".")) * 100),
  );
  return englishAmounts.length ? englishAmounts : germanAmounts;
}

describe("the English calculators", () => {
  it("prerender in the English file's words, with nothing of the German copy", () => {
    const html = renderToString(<SwitchCheckEn />);
    expect(html).toContain(`${en.switchCheck.title}</h2>`);
    expect(html).toContain(en.common.loading);
    expect(html).toContain(en.switchCheck.noScript.caption({ year: BUILD_YEAR }));
    expect(html).toContain(english.formatEuro(LIMIT));
    expect(html).toContain(en.common.newTab);
    for (const germanWord of [de.switchCheck.title, de.common.loading, de.common.newTab, de.switchCheck.fields.pay.label])
      expect(html).not.toContain(germanWord);
  });

  it("read „95,000“ as ninety-five thousand and give the German page's verdict for „95.000“", async () => {
    const user = userEvent.setup();
    const pay = Math.ceil((LIMIT * 1.1) / 1000) * 1000;
    render(<SwitchCheckEn />);
    await user.type(screen.getByLabelText(en.switchCheck.fields.pay.label), english.formatEuroForField(pay * 100));
    const englishText = result("pkv-wechsel");
    expect(englishText).toContain(english.formatEuro(pay));
    cleanup();
    render(<SwitchCheckDe />);
    await user.type(screen.getByLabelText(de.switchCheck.fields.pay.label), german.formatEuroForField(pay * 100));
    const germanText = result("pkv-wechsel");
    expect(amountsInCents(englishText)).toEqual(amountsInCents(germanText));
    expect(amountsInCents(englishText)).toContain(pay * 100);
  });

  it("ask about „95.000“ typed the German way instead of reading it as 95, and enter €95,000 when told to", async () => {
    const user = userEvent.setup();
    render(<SwitchCheckEn />);
    const field = screen.getByLabelText(en.switchCheck.fields.pay.label);
    await user.type(field, "95.000");
    expect(screen.getByText(en.common.pay.englishThousands({ suggested: english.formatEuro(95_000) }))).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: en.common.pay.apply({ suggested: english.formatEuro(95_000) }) }));
    expect(field).toHaveValue("95,000");
  });

  it("give the same GKV contributions as the German calculator, to the cent", async () => {
    const user = userEvent.setup();
    const fill = async (words: typeof en, pay: string, zusatz: string) => {
      const zusatzField = screen.getByLabelText(words.gkv.fields.zusatzbeitrag.label);
      await user.type(screen.getByLabelText(words.gkv.fields.pay.label), pay);
      await user.clear(zusatzField);
      await user.type(zusatzField, zusatz);
      await user.type(screen.getByLabelText(words.gkv.fields.age.label), "35");
      await user.type(screen.getByLabelText(words.gkv.fields.children.label), "0");
    };
    render(<GkvCalculatorEn />);
    await fill(en, "4,321.09", "2.45");
    const englishText = result("gkv-beitrag");
    cleanup();
    render(<GkvCalculatorDe />);
    await fill(de, "4.321,09", "2,45");
    const germanText = result("gkv-beitrag");
    expect(amountsInCents(englishText).length).toBeGreaterThan(3);
    expect(amountsInCents(englishText)).toEqual(amountsInCents(germanText));
  });

  it("write their numbers into the address as the German page reads them, and read such an address back in English", async () => {
    window.history.replaceState(
      null,
      "",
      `/en/calculators#gkv-beitrag?gkv-beitrag-gehalt=${encodeURIComponent("4.321,09")}&gkv-beitrag-zusatzbeitrag=${encodeURIComponent("2,45")}`,
    );
    const container = document.createElement("div");
    container.innerHTML = renderToString(<GkvCalculatorEn />);
    document.body.append(container);
    const { hydrateForTest, unmountHydratedRoots } = await import("../../../tests/support/hydrated-roots");
    await act(async () => {
      hydrateForTest(container, <GkvCalculatorEn />);
    });
    expect(screen.getByLabelText(en.gkv.fields.pay.label)).toHaveValue("4,321.09");
    expect(screen.getByLabelText(en.gkv.fields.zusatzbeitrag.label)).toHaveValue("2.45");
    const user = userEvent.setup();
    const pay = screen.getByLabelText(en.gkv.fields.pay.label);
    await user.clear(pay);
    await user.type(pay, "5,000.5");
    await act(async () => new Promise((resolve) => setTimeout(resolve, 400)));
    const params = new URLSearchParams(window.location.hash.slice(window.location.hash.indexOf("?") + 1));
    expect(params.get("gkv-beitrag-gehalt")).toBe("5.000,50");
    unmountHydratedRoots();
  });
});

describe("the calculator language context", () => {
  it("refuses a calculator without its language's entry", () => {
    function Bare() {
      useCalculatorLanguage();
      return null;
    }
    expect(() => renderToString(<Bare />)).toThrow(/language's entry/);
  });
});
