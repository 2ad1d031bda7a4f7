// @vitest-environment jsdom
/**
 * What every calculator does with its input (docs/decisions/0047), shown on the switch check and the GKV
 * calculator: the pay in the period the question needs with the other beside it, the questions
 * back, the German way of writing a figure, the input in the address's fragment (restored on
 * hydration, an old link's moved out of the query, replaced as it changes, two calculators apart),
 * „Link kopieren“, and what only paper shows.
 * Expected figures come from the figures table and the pay-period module, never written here.
 */
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { hydrateForTest, unmountHydratedRoots } from "../../../tests/support/hydrated-roots";
import { calculatorCommon, gkvCopy, switchCheckCopy } from "~/content/calculators";
import { figuresFor } from "~/content/statutory-figures";
import { annualFromMonthlyCents, monthlyFromAnnualCents, periodBoundary } from "~/modules/calculators/pay-period";
import { formatEuroForField, formatEuroFromCents } from "~/modules/format-de";
import { DEFAULT_CALCULATOR_YEAR } from "./calculator-year";
import { GkvCalculatorDe as GkvCalculator } from "./calculators-de";
import { SwitchCheckDe as SwitchCheck } from "./calculators-de";

const FIGURES = figuresFor(DEFAULT_CALCULATOR_YEAR);
const LIMIT_CENTS = FIGURES.versicherungspflichtgrenze * 100;
const PAY = switchCheckCopy.fields.pay.label;
const fold = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ");

afterEach(() => {
  unmountHydratedRoots();
  cleanup();
  document.body.replaceChildren();
  window.history.replaceState(null, "", "/");
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function typeInto(label: string, text: string) {
  const user = userEvent.setup();
  const field = screen.getByLabelText(label);
  await user.clear(field);
  if (text) await user.type(field, text);
  return { user, field };
}

/** Renders on the server, puts the HTML in the page and hydrates it, as a visitor's browser does. */
async function hydrate(element: React.ReactElement) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(element);
  document.body.append(container);
  await act(async () => {
    hydrateForTest(container, element);
  });
  return container;
}

describe("pay in the period the question needs", () => {
  it("the switch check shows the month beside the year, rounded as the hand-over rounds it", async () => {
    render(<SwitchCheck />);
    const annual = LIMIT_CENTS + 7_600_00;
    const { field } = await typeInto(PAY, formatEuroForField(annual));
    const beside = calculatorCommon.pay.yearWithMonth({
      annual: formatEuroFromCents(annual),
      monthly: formatEuroFromCents(monthlyFromAnnualCents(annual, LIMIT_CENTS)),
    });
    expect(fold(document.getElementById("pkv-wechsel-gehalt-umrechnung")?.textContent)).toBe(fold(beside));
    expect(field.getAttribute("aria-describedby")?.split(" ")).toContain("pkv-wechsel-gehalt-umrechnung");
  });

  it("the GKV calculator shows the year beside the month, exactly twelve times", async () => {
    render(<GkvCalculator />);
    const monthly = 708_350;
    await typeInto(gkvCopy.fields.pay.label, formatEuroForField(monthly));
    expect(fold(document.getElementById("gkv-beitrag-gehalt-umrechnung")?.textContent)).toBe(
      fold(calculatorCommon.pay.monthWithYear({ monthly: formatEuroFromCents(monthly), annual: formatEuroFromCents(annualFromMonthlyCents(monthly)) })),
    );
  });

  it("writes a readable figure the German way when the field is left: „85000“ → „85.000“", async () => {
    render(<SwitchCheck />);
    const annual = LIMIT_CENTS + 7_600_00;
    const { user, field } = await typeInto(PAY, String(annual / 100));
    await user.tab();
    expect(field).toHaveValue(formatEuroForField(annual));
    // Unreadable text stays as typed.
    await typeInto(PAY, "8,0,0");
    await user.tab();
    expect(field).toHaveValue("8,0,0");
  });

  it("asks „Meinten Sie …?“ for English thousands and enters the figure with one click", async () => {
    render(<SwitchCheck />);
    const thousands = FIGURES.versicherungspflichtgrenze + 7_600;
    const english = new Intl.NumberFormat("en-GB").format(thousands);
    const { user, field } = await typeInto(PAY, english);
    const suggested = formatEuroFromCents(thousands * 100);
    expect(fold(screen.getByText(/^Meinten Sie/).textContent)).toBe(fold(calculatorCommon.pay.englishThousands({ suggested })));
    expect(field).toHaveAccessibleDescription(expect.stringContaining("Meinten Sie"));
    // Left without an answer, the text stays as typed.
    await user.tab();
    expect(field).toHaveValue(english);
    await user.click(screen.getByRole("button", { name: calculatorCommon.pay.apply({ suggested }) }));
    expect(field).toHaveValue(formatEuroForField(thousands * 100));
    expect(screen.queryByText(/^Meinten Sie/)).toBeNull();
  });

  it("asks whether a low yearly figure is the month's, and enters twelve times it", async () => {
    render(<SwitchCheck />);
    // A month's pay above the limit's twelfth, well below the boundary between a month's and a year's pay.
    const monthly = Math.ceil(LIMIT_CENTS / 12 / 100) * 100 + 500_00;
    expect(monthly).toBeLessThan(periodBoundary(FIGURES) * 100);
    await typeInto(PAY, formatEuroForField(monthly));
    const typed = formatEuroFromCents(monthly);
    const suggested = formatEuroFromCents(annualFromMonthlyCents(monthly));
    expect(fold(screen.getByText(/^Gefragt ist das Jahresgehalt/).textContent)).toBe(fold(calculatorCommon.pay.monthlyInYearField({ typed, suggested })));
    await userEvent.setup().click(screen.getByRole("button", { name: calculatorCommon.pay.apply({ suggested }) }));
    expect(screen.getByLabelText(PAY)).toHaveValue(formatEuroForField(annualFromMonthlyCents(monthly)));
  });

  it("asks whether a high monthly figure is the year's, without converting it as if meant so, and enters a twelfth of it", async () => {
    render(<GkvCalculator />);
    const annual = LIMIT_CENTS + 7_600_00;
    await typeInto(gkvCopy.fields.pay.label, formatEuroForField(annual));
    const suggested = formatEuroFromCents(monthlyFromAnnualCents(annual));
    expect(fold(screen.getByText(/^Gefragt ist das Monatsgehalt/).textContent)).toBe(
      fold(calculatorCommon.pay.yearlyInMonthField({ typed: formatEuroFromCents(annual), suggested })),
    );
    // A walk-through read only „= 1.140.000 € im Jahr“ for 95.000 € (docs/decisions/0068): no such conversion beside the question.
    const asYear = calculatorCommon.pay.monthWithYear({ monthly: formatEuroFromCents(annual), annual: formatEuroFromCents(annualFromMonthlyCents(annual)) });
    expect(fold(document.body.textContent)).not.toContain(fold(asYear));
    await userEvent.setup().click(screen.getByRole("button", { name: calculatorCommon.pay.apply({ suggested }) }));
    const monthly = monthlyFromAnnualCents(annual);
    expect(screen.getByLabelText(gkvCopy.fields.pay.label)).toHaveValue(formatEuroForField(monthly));
    expect(screen.queryByText(/^Gefragt ist das Monatsgehalt/)).toBeNull();
    expect(fold(document.body.textContent)).toContain(
      fold(calculatorCommon.pay.monthWithYear({ monthly: formatEuroFromCents(monthly), annual: formatEuroFromCents(annualFromMonthlyCents(monthly)) })),
    );
  });
});

/** The calculators' input in the fragment (after its „?“), docs/decisions/0064. */
const fragmentParams = () => {
  const { hash } = window.location;
  return new URLSearchParams(hash.includes("?") ? hash.slice(hash.indexOf("?") + 1) : "");
};

describe("the input in the address", () => {
  it("restores a shared link's input on hydration and shows its result", async () => {
    const pay = formatEuroForField(LIMIT_CENTS + 7_600_00);
    window.history.replaceState(
      null,
      "",
      `/pkv-rechner#pkv-wechsel?pkv-wechsel-jahr=${DEFAULT_CALCULATOR_YEAR}&pkv-wechsel-gehalt=${pay}&pkv-wechsel-stelle=neu`,
    );
    await hydrate(<SwitchCheck />);
    expect(screen.getByLabelText(PAY)).toHaveValue(pay);
    expect(screen.getByLabelText(switchCheckCopy.fields.job.options.neu)).toBeChecked();
    expect(document.querySelector('#pkv-wechsel [aria-live="polite"]')).toHaveTextContent(/^Ergebnis: versicherungsfrei ab dem ersten Arbeitstag/);
  });

  it("restores an old link's input from the query and moves it into the fragment, with replaceState", async () => {
    const pay = formatEuroForField(LIMIT_CENTS + 7_600_00);
    window.history.replaceState(
      null,
      "",
      `/pkv-rechner?quelle=newsletter&pkv-wechsel-jahr=${DEFAULT_CALCULATOR_YEAR}&pkv-wechsel-gehalt=${pay}&gkv-beitrag-alter=40#pkv-wechsel`,
    );
    const push = vi.spyOn(window.history, "pushState");
    await hydrate(<SwitchCheck />);
    expect(screen.getByLabelText(PAY)).toHaveValue(pay);
    // Only its own input: the GKV calculator's moves when that one hydrates (or the page's script moves all at once).
    expect(window.location.search).toBe("?quelle=newsletter&gkv-beitrag-alter=40");
    expect(window.location.hash).toBe(`#pkv-wechsel?pkv-wechsel-jahr=${DEFAULT_CALCULATOR_YEAR}&pkv-wechsel-gehalt=${pay}`);
    expect(push).not.toHaveBeenCalled();
  });

  it("ignores what the address holds that no field takes", async () => {
    window.history.replaceState(null, "", "/pkv-rechner#?pkv-wechsel-jahr=1999&pkv-wechsel-beschaeftigung=astronaut");
    await hydrate(<SwitchCheck />);
    expect(screen.getByLabelText("Jahr")).toHaveValue(String(DEFAULT_CALCULATOR_YEAR));
    expect(screen.getByLabelText(switchCheckCopy.fields.employment.options.angestellt)).toBeChecked();
  });

  it("what was typed before hydration wins over the address", async () => {
    window.history.replaceState(null, "", "/pkv-rechner#?pkv-wechsel-gehalt=60.000");
    const container = document.createElement("div");
    container.innerHTML = renderToString(<SwitchCheck />);
    document.body.append(container);
    const field = container.querySelector<HTMLInputElement>("#pkv-wechsel-gehalt");
    if (!field) throw new Error("no pay field");
    field.value = "90.000";
    await act(async () => {
      hydrateForTest(container, <SwitchCheck />);
    });
    expect(field.value).toBe("90.000");
  });

  it("follows the input in the fragment with replaceState, each calculator with its own parameters, and leaves the query and the anchor", async () => {
    window.history.replaceState(null, "", "/pkv-rechner?quelle=newsletter#gkv-beitrag");
    const push = vi.spyOn(window.history, "pushState");
    const replace = vi.spyOn(window.history, "replaceState");
    render(
      <>
        <SwitchCheck />
        <GkvCalculator />
      </>,
    );
    await typeInto(PAY, "85.000");
    await typeInto(gkvCopy.fields.age.label, "40");
    await waitFor(() => {
      expect(fragmentParams().get("pkv-wechsel-gehalt")).toBe("85.000");
      expect(fragmentParams().get("gkv-beitrag-alter")).toBe("40");
    });
    expect(window.location.search).toBe("?quelle=newsletter");
    expect(window.location.hash.startsWith("#gkv-beitrag?")).toBe(true);
    expect(fragmentParams().get("pkv-wechsel-jahr")).toBe(String(DEFAULT_CALCULATOR_YEAR));
    expect(fragmentParams().get("gkv-beitrag-jahr")).toBe(String(DEFAULT_CALCULATOR_YEAR));
    expect(push).not.toHaveBeenCalled();
    // Not once per keystroke: the address waits for a pause in the typing.
    expect(replace.mock.calls.length).toBeLessThan("85.000".length + "40".length);

    // Emptied, the switch check takes its parameters out; the GKV calculator's stay.
    await typeInto(PAY, "");
    await waitFor(() => expect(fragmentParams().has("pkv-wechsel-gehalt")).toBe(false));
    expect(fragmentParams().has("pkv-wechsel-jahr")).toBe(false);
    expect(fragmentParams().get("gkv-beitrag-alter")).toBe("40");
    expect(window.location.search).toBe("?quelle=newsletter");
  });

  it("writes its input back when a link or the back button changes the fragment", async () => {
    window.history.replaceState(null, "", "/pkv-rechner");
    render(<SwitchCheck />);
    await typeInto(PAY, "85.000");
    await waitFor(() => expect(window.location.hash).toBe(`#?pkv-wechsel-jahr=${DEFAULT_CALCULATOR_YEAR}&pkv-wechsel-gehalt=85.000`));
    // As a click on a link to „#gkv-beitrag“ does: a new fragment, without the input.
    window.history.replaceState(null, "", "/pkv-rechner#gkv-beitrag");
    window.dispatchEvent(new HashChangeEvent("hashchange"));
    expect(window.location.hash).toBe(`#gkv-beitrag?pkv-wechsel-jahr=${DEFAULT_CALCULATOR_YEAR}&pkv-wechsel-gehalt=85.000`);
  });

  it("leaves the address alone while nothing is entered", async () => {
    window.history.replaceState(null, "", "/pkv-rechner#?pkv-wechsel-gehalt=abc");
    const replace = vi.spyOn(window.history, "replaceState");
    await hydrate(<GkvCalculator />);
    window.dispatchEvent(new HashChangeEvent("hashchange"));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(replace).not.toHaveBeenCalled();
  });
});

describe("„Link kopieren“", () => {
  it("is offered once there is a result, and copies the address of exactly this input with the calculator's anchor", async () => {
    render(<SwitchCheck />);
    const button = screen.getByRole("button", { name: calculatorCommon.share.button });
    expect(button).toBeDisabled();
    const { user } = await typeInto(PAY, "85.000");
    await user.click(button);
    const copied = await navigator.clipboard.readText();
    const link = new URL(copied);
    expect(link.origin + link.pathname).toBe(window.location.origin + window.location.pathname);
    expect(link.search).toBe("");
    expect(link.hash).toBe(`#pkv-wechsel?pkv-wechsel-jahr=${DEFAULT_CALCULATOR_YEAR}&pkv-wechsel-gehalt=85.000`);
    expect(screen.getByRole("status")).toHaveTextContent(calculatorCommon.share.done);
  });

  it("where the clipboard refuses, says so in German and shows the link to copy by hand", async () => {
    render(<SwitchCheck />);
    const { user } = await typeInto(PAY, "85.000");
    Object.defineProperty(navigator, "clipboard", { configurable: true, value: { writeText: () => Promise.reject(new Error("denied")) } });
    await user.click(screen.getByRole("button", { name: calculatorCommon.share.button }));
    expect(screen.getByRole("status")).toHaveTextContent(calculatorCommon.share.failed);
    const field = screen.getByLabelText(calculatorCommon.share.fieldLabel);
    expect(new URL((field as HTMLInputElement).value).hash).toBe(`#pkv-wechsel?pkv-wechsel-jahr=${DEFAULT_CALCULATOR_YEAR}&pkv-wechsel-gehalt=85.000`);
    // A changed input makes the old link stale: the message goes.
    await typeInto(PAY, "90.000");
    expect(screen.queryByLabelText(calculatorCommon.share.fieldLabel)).toBeNull();
  });

  it("works without any clipboard", async () => {
    render(<SwitchCheck />);
    const { user } = await typeInto(PAY, "85.000");
    Object.defineProperty(navigator, "clipboard", { configurable: true, value: undefined });
    await user.click(screen.getByRole("button", { name: calculatorCommon.share.button }));
    expect(screen.getByLabelText(calculatorCommon.share.fieldLabel)).toBeInTheDocument();
  });
});

describe("on paper", () => {
  it("a result carries the day, its year and the sources of its figures; without a result nothing is marked for print", async () => {
    render(<GkvCalculator />);
    const section = document.getElementById("gkv-beitrag");
    expect(section).not.toHaveAttribute("data-has-result");
    await typeInto(gkvCopy.fields.pay.label, "7.000");
    await typeInto(gkvCopy.fields.age.label, "30");
    await typeInto(gkvCopy.fields.children.label, "0");
    expect(section).toHaveAttribute("data-has-result");
    const printed = [...(section?.querySelectorAll(".print\\:block") ?? [])].map((element) => fold(element.textContent)).join(" ");
    expect(printed).toContain(`mit den amtlichen Werten ${DEFAULT_CALCULATOR_YEAR}`);
    expect(printed).toContain(`Beitragsbemessungsgrenze der Kranken- und Pflegeversicherung ${DEFAULT_CALCULATOR_YEAR}`);
    // The address of this result, where the reasoning stands that paper leaves out.
    expect(printed).toContain(
      `${calculatorCommon.print.online} ${window.location.origin}/#gkv-beitrag?gkv-beitrag-jahr=${DEFAULT_CALCULATOR_YEAR}&gkv-beitrag-gehalt=7.000`,
    );
  });
});
