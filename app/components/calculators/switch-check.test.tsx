// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { resultPrompts } from "../../../tests/support/result-prompts";
import { hydrateForTest, unmountHydratedRoots } from "../../../tests/support/hydrated-roots";
import { BUILD_YEAR, KNOWN_FIGURE_YEARS, figuresFor } from "~/content/statutory-figures";
import { calculatorCommon, switchCheckCopy } from "~/content/calculators";
import { formatEuro } from "~/modules/format-de";
import { DRAFT_STORAGE_KEY } from "~/modules/enquiry-draft";
import { ENQUIRY_HANDOVER_EVENT } from "~/browser/enquiry-handover";
import { typographyProblems } from "../../../tests/support/german-typography";
import { SwitchCheckDe as SwitchCheck } from "./calculators-de";

afterEach(() => {
  unmountHydratedRoots();
  cleanup();
  sessionStorage.clear();
  document.body.replaceChildren();
  // The calculators keep their input in the address: the next test starts from a clean one.
  window.history.replaceState(null, "", "/");
  vi.unstubAllGlobals();
});

/**
 * The newest year in the table: its next year is unpublished by definition, so these tests hold
 * when next year's row is added. Rendering tests, not calculation tests: the module's own tests
 * use fixtures; here the expected figures are whatever the table says, formatted.
 */
const LATEST = Math.max(...KNOWN_FIGURE_YEARS);
const LIMIT = figuresFor(LATEST).versicherungspflichtgrenze;
/** The value the summary shows for a term, spaces folded. */
function fact(term: string): string | undefined {
  const terms = [...summary().querySelectorAll("dt")];
  const dt = terms.find((candidate) => candidate.textContent?.replace(/\s+/g, " ") === term);
  return dt?.nextElementSibling?.textContent?.replace(/\s+/g, " ");
}

/** Note: toHaveTextContent folds every whitespace, the no-break space included, into a plain space. */
function summary(): HTMLElement {
  const region = document.querySelector<HTMLElement>('#pkv-wechsel [aria-live="polite"]');
  if (!region) throw new Error("no live region");
  return region;
}

/** The whole result: summary, and the reasoning in its <details>. */
function resultRegion(): HTMLElement {
  const box = summary().parentElement;
  if (!box) throw new Error("no result box");
  return box;
}

async function chooseYear(year: number) {
  await userEvent.setup().selectOptions(screen.getByLabelText("Jahr"), String(year));
}

async function typeInto(label: string, text: string) {
  const user = userEvent.setup();
  const field = screen.getByLabelText(label);
  await user.clear(field);
  if (text) await user.type(field, text);
  return { user, field };
}

describe("SwitchCheck", () => {
  it("is prerendered empty: a placeholder and no value, no verdict, saying it is loading, once hydrated the field it needs named; the year's limits as the table without JavaScript", () => {
    // The tests run with today's build time, whose year has published figures (2026 at the time of writing).
    expect(BUILD_YEAR).toBeGreaterThanOrEqual(2026);
    const html = renderToString(<SwitchCheck />);
    expect(html).toContain("Darf ich in die PKV wechseln?</h2>");
    expect(html).toMatch(/<section id="pkv-wechsel" aria-labelledby="pkv-wechsel-titel"/);
    expect(html).toContain('aria-live="polite"');
    const field = /<input[^>]*id="pkv-wechsel-gehalt"[^>]*>/.exec(html)?.[0] ?? "";
    expect(field).toContain(`placeholder="${switchCheckCopy.fields.pay.placeholder}"`);
    expect(field).toContain('value=""');
    expect(html).not.toContain("Ergebnis:");
    expect(html).not.toContain("data-has-result");
    // Until hydrated it says it is loading, not what is missing (docs/decisions/0068); hydrated, it names what it needs.
    // The prompt keeps its place invisibly under the loading text, so hydration changes no height.
    expect(html).toContain('aria-busy="true"');
    expect(resultPrompts(html)).toEqual({ shown: [calculatorCommon.loading], invisible: [calculatorCommon.missing([switchCheckCopy.fields.pay.label])] });
    render(<SwitchCheck />);
    expect(resultPrompts(document.body)).toEqual({
      shown: [calculatorCommon.missing([switchCheckCopy.fields.pay.label])],
      invisible: [],
    });
    expect(summary()).not.toHaveAttribute("aria-busy");
    cleanup();
    // Without JavaScript: the year's limits with their sources instead of a result.
    expect(html).toContain(switchCheckCopy.noScript.caption({ year: BUILD_YEAR }));
    expect(html).toContain(formatEuro(figuresFor(BUILD_YEAR).versicherungspflichtgrenze));
    expect(html).toContain(formatEuro(figuresFor(BUILD_YEAR).besondereVersicherungspflichtgrenze));
    expect(html).toContain('href="https://www.gesetze-im-internet.de/sgb_5/__6.html" target="_blank" rel="noopener noreferrer"');
    expect(html).toContain("(öffnet in neuem Tab)");
  });

  it("updates the verdict while typing: exactly the limit is not enough; above it an existing job stays „offen“ until next year's limit is published", async () => {
    render(<SwitchCheck />);
    await chooseYear(LATEST);
    await typeInto("Bruttojahresgehalt", formatEuro(LIMIT).replace(/\s€$/, ""));
    expect(summary()).toHaveTextContent(/^Ergebnis: versicherungspflichtig/);
    expect(resultRegion()).toHaveTextContent(`liegt genau auf der Jahresarbeitsentgeltgrenze`);
    await typeInto("Bruttojahresgehalt", `${LIMIT + 1} €`);
    expect(summary()).toHaveTextContent(
      `Ergebnis: offen – versicherungsfrei ab 1. Januar ${LATEST + 1} nur, wenn Ihr Entgelt auch die noch nicht veröffentlichte Grenze ${LATEST + 1} übersteigt`,
    );
    expect(fact(`Grenze ${LATEST + 1}`)).toBe("noch nicht veröffentlicht");
    expect(resultRegion()).toHaveTextContent(`Jahresarbeitsentgeltgrenze ${LATEST + 1} ist noch nicht veröffentlicht`);
    expect(summary().textContent).not.toMatch(/^Ergebnis: versicherungsfrei/);
  });

  it("a new job or change of employer above the limit is versicherungsfrei from the first day", async () => {
    render(<SwitchCheck />);
    await chooseYear(LATEST);
    await typeInto("Bruttojahresgehalt", `${LIMIT + 1}`);
    await userEvent.setup().click(screen.getByLabelText("Neue Stelle oder Arbeitgeberwechsel"));
    expect(summary()).toHaveTextContent(/^Ergebnis: versicherungsfrei ab dem ersten Arbeitstag/);
    expect(fact("Versicherungsfrei ab")).toBe("erstem Arbeitstag");
    expect(resultRegion()).toHaveTextContent("innerhalb von drei Monaten auf Antrag befreien lassen");
  });

  it("opens the reasoning in a <details> whose text is in the markup while closed", async () => {
    render(<SwitchCheck />);
    await typeInto("Bruttojahresgehalt", `${LIMIT + 1}`);
    const details = resultRegion().querySelector("details");
    expect(details).not.toBeNull();
    expect(details?.open).toBe(false);
    expect(details?.textContent).toContain("§");
    expect(summary().querySelector("dl")?.children.length).toBeGreaterThanOrEqual(2);
  });

  it("keeps unreadable input, says what is wrong at the field, and shows no number in the result", async () => {
    render(<SwitchCheck />);
    const { field } = await typeInto("Bruttojahresgehalt", "8,0,0");
    expect(field).toHaveValue("8,0,0");
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveAccessibleDescription(expect.stringContaining("Bitte geben Sie das Gehalt als Zahl ein"));
    expect(resultRegion()).toHaveTextContent("Sobald die markierte Angabe stimmt, steht hier Ihr Ergebnis.");
    expect(resultRegion().textContent).not.toMatch(/NaN|undefined|Infinity/);
    expect(screen.getByRole("button", { name: "Ergebnis in Anfrage übernehmen" })).toBeDisabled();

    await typeInto("Bruttojahresgehalt", "-5");
    expect(field).toHaveAccessibleDescription(expect.stringContaining("Ein Gehalt kann nicht negativ sein."));
    // Emptied, the field is no error: the result area asks for it, as at the start.
    await typeInto("Bruttojahresgehalt", "");
    expect(field).not.toHaveAttribute("aria-invalid");
    expect(resultRegion()).toHaveTextContent(calculatorCommon.missing(["Bruttojahresgehalt"]));
    await typeInto("Bruttojahresgehalt", "60 000");
    expect(field).not.toHaveAttribute("aria-invalid");
    expect(fact("Ihr Jahresentgelt")).toBe("60.000 €");
  });

  it("uses the special limit for those privately insured on 31.12.2002", async () => {
    render(<SwitchCheck />);
    await chooseYear(2025);
    await typeInto("Bruttojahresgehalt", "70.000");
    expect(summary()).toHaveTextContent(/^Ergebnis: versicherungspflichtig/);
    await userEvent.setup().click(screen.getByLabelText("Am 31.12.2002 privat versichert"));
    // 70.000 € is above the special limits of 2025 (66.150 €) and 2026 (69.750 €).
    expect(summary()).toHaveTextContent(/^Ergebnis: versicherungsfrei ab 1\. Januar 2026/);
    expect(resultRegion()).toHaveTextContent("66.150 € im Jahr, die besondere Jahresarbeitsentgeltgrenze");
    expect(within(resultRegion()).getByRole("link", { name: /§\s6 Abs\.\s7 SGB\sV/ })).toHaveAttribute("target", "_blank");
  });

  it("checks next year's limit when it is published (2025 → 2026)", async () => {
    render(<SwitchCheck />);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText("Jahr"), "2025");
    await typeInto("Bruttojahresgehalt", "75.000");
    expect(summary()).toHaveTextContent(/^Ergebnis: versicherungspflichtig – auch ab 1\. Januar 2026/);
    expect([fact("Grenze 2025"), fact("Grenze 2026")]).toEqual(["73.800 €", "77.400 €"]);
    expect(resultRegion()).toHaveTextContent("auch die Grenze 2026 von 77.400 € übersteigen – das tut es nicht");
    expect(resultRegion()).toHaveTextContent("innerhalb von drei Monaten auf Antrag befreien lassen");
  });

  it.each([
    ["Selbstständig", "nicht versicherungspflichtig"],
    ["Beamt:in", "Beihilfe oder Heilfürsorge"],
  ])("needs no pay for %s and says why no limit applies", async (employment, reason) => {
    render(<SwitchCheck />);
    await typeInto("Bruttojahresgehalt", "abc");
    await userEvent.setup().click(screen.getByLabelText(employment));
    expect(screen.queryByLabelText("Bruttojahresgehalt")).toBeNull();
    expect(summary()).toHaveTextContent(/^Ergebnis: versicherungsfrei/);
    expect(resultRegion()).toHaveTextContent(reason);
  });

  it("hands the result to the wizard and brings the visitor there", async () => {
    vi.stubGlobal("matchMedia", () => ({ matches: false }));
    const wizard = document.createElement("section");
    wizard.id = "versicherungsform";
    wizard.scrollIntoView = vi.fn<(options?: ScrollIntoViewOptions) => void>();
    document.body.append(wizard);
    const events: Event[] = [];
    document.addEventListener(ENQUIRY_HANDOVER_EVENT, (event) => events.push(event), { once: true });

    render(<SwitchCheck />);
    expect(screen.getByRole("button", { name: "Ergebnis in Anfrage übernehmen" })).toBeDisabled();
    await typeInto("Bruttojahresgehalt", `${LIMIT + 1}`);
    await userEvent.setup().click(screen.getByRole("button", { name: "Ergebnis in Anfrage übernehmen" }));

    const stored = JSON.parse(sessionStorage.getItem(DRAFT_STORAGE_KEY) ?? "null");
    expect(stored.enquiry.beruf).toBe("Angestellte:r");
    expect(stored.enquiry.hinweisWechsel).toMatch(new RegExp(`^PKV-Rechner: (offen|versicherungsfrei) ${BUILD_YEAR} \\(bestehende Stelle, Jahresentgelt`));
    expect(events).toHaveLength(1);
    expect(wizard.scrollIntoView).toHaveBeenCalledWith({ block: "start" });
    expect(screen.getByRole("status")).toHaveTextContent("Übernommen");
  });

  it("takes over what was typed into the prerendered form before hydration", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<SwitchCheck />);
    document.body.append(container);
    const field = container.querySelector<HTMLInputElement>("#pkv-wechsel-gehalt");
    if (!field) throw new Error("no pay field");
    field.value = "50.000";
    await act(async () => {
      hydrateForTest(container, <SwitchCheck />);
    });
    expect(field.value).toBe("50.000");
    expect(summary()).toHaveTextContent(/^Ergebnis: versicherungspflichtig/);
  });

  it("writes its text in German typography, whatever the case", async () => {
    render(<SwitchCheck />);
    const user = userEvent.setup();
    const texts: string[] = [document.body.textContent ?? ""];
    for (const [year, pay] of [
      ["2026", "60.000"],
      ["2025", "75.000"],
      ["2024", "80.000"],
    ]) {
      await user.selectOptions(screen.getByLabelText("Jahr"), year);
      await typeInto("Bruttojahresgehalt", pay);
      texts.push(document.body.textContent ?? "");
    }
    await user.click(screen.getByLabelText("Selbstständig"));
    texts.push(document.body.textContent ?? "");
    for (const text of texts) {
      expect(typographyProblems(text)).toEqual([]);
      expect(text).not.toMatch(/NaN|undefined/);
    }
  });
});
