// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BUILD_YEAR } from "~/content/statutory-figures";
import { DRAFT_STORAGE_KEY } from "~/modules/enquiry-draft";
import { ENQUIRY_HANDOVER_EVENT } from "~/modules/enquiry-handover";
import { typographyProblems } from "~/modules/german-typography";
import { SwitchCheck } from "./switch-check";

const NBSP = "\u00a0";

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

/** Note: toHaveTextContent folds every whitespace, the no-break space included, into a plain space. */
function resultRegion(): HTMLElement {
  const region = document.querySelector<HTMLElement>('[aria-live="polite"]');
  if (!region) throw new Error("no live region");
  return region;
}

async function typeInto(label: string, text: string) {
  const user = userEvent.setup();
  const field = screen.getByLabelText(label);
  await user.clear(field);
  if (text) await user.type(field, text);
  return { user, field };
}

describe("SwitchCheck", () => {
  it("is prerendered with its form and the result for the default input", () => {
    // The tests run with today's build time, whose year has published figures (2026 at the time of writing).
    expect(BUILD_YEAR).toBeGreaterThanOrEqual(2026);
    const html = renderToString(<SwitchCheck />);
    expect(html).toContain("Darf ich in die PKV wechseln?</h2>");
    expect(html).toMatch(/<section id="pkv-wechsel" aria-labelledby="pkv-wechsel-titel"/);
    expect(html).toContain('aria-live="polite"');
    expect(html).toContain('value="80.000"');
    expect(html).toContain("versicherungsfrei</strong>");
    expect(html).toContain(`77.400${NBSP}€`);
    expect(html).toContain('href="https://www.gesetze-im-internet.de/sgb_5/__6.html" target="_blank" rel="noopener noreferrer"');
    expect(html).toContain("(öffnet in neuem Tab)");
  });

  it("updates the verdict while typing: exactly the limit is not enough, one euro more is", async () => {
    render(<SwitchCheck />);
    await typeInto("Bruttojahresgehalt", "77.400");
    expect(resultRegion()).toHaveTextContent(/^Ergebnis: versicherungspflichtig/);
    expect(resultRegion()).toHaveTextContent(`liegt genau auf der Jahresarbeitsentgeltgrenze`);
    await typeInto("Bruttojahresgehalt", "77.401 €");
    expect(resultRegion()).toHaveTextContent(/^Ergebnis: versicherungsfrei/);
    expect(resultRegion()).toHaveTextContent(`Jahresarbeitsentgeltgrenze 2027 ist noch nicht veröffentlicht`);
    expect(resultRegion()).toHaveTextContent("können Sie sich ab dem 1. Januar 2027 privat versichern");
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
    await typeInto("Bruttojahresgehalt", "");
    expect(field).toHaveAccessibleDescription(expect.stringContaining("Bitte geben Sie Ihr Bruttojahresgehalt ein"));
    await typeInto("Bruttojahresgehalt", "80 000");
    expect(field).not.toHaveAttribute("aria-invalid");
    expect(resultRegion()).toHaveTextContent(/^Ergebnis: versicherungsfrei/);
  });

  it("uses the special limit for those privately insured on 31.12.2002", async () => {
    render(<SwitchCheck />);
    await typeInto("Bruttojahresgehalt", "70.000");
    expect(resultRegion()).toHaveTextContent(/^Ergebnis: versicherungspflichtig/);
    await userEvent.setup().click(screen.getByLabelText("Am 31.12.2002 privat versichert"));
    expect(resultRegion()).toHaveTextContent(/^Ergebnis: versicherungsfrei/);
    expect(resultRegion()).toHaveTextContent("69.750 € im Jahr, die besondere Jahresarbeitsentgeltgrenze");
    expect(within(resultRegion()).getByRole("link", { name: /§\s6 Abs\.\s7 SGB\sV/ })).toHaveAttribute("target", "_blank");
  });

  it("checks next year's limit when it is published (2025 → 2026)", async () => {
    render(<SwitchCheck />);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText("Jahr"), "2025");
    await typeInto("Bruttojahresgehalt", "75.000");
    expect(resultRegion()).toHaveTextContent(/^Ergebnis: versicherungspflichtig/);
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
    expect(resultRegion()).toHaveTextContent(/^Ergebnis: versicherungsfrei/);
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
    await userEvent.setup().click(screen.getByRole("button", { name: "Ergebnis in Anfrage übernehmen" }));

    const stored = JSON.parse(sessionStorage.getItem(DRAFT_STORAGE_KEY) ?? "null");
    expect(stored.enquiry).toMatchObject({ beruf: "Angestellte:r", einkommen: "6667" });
    expect(stored.enquiry.hinweis).toMatch(/^PKV-Rechner: versicherungsfrei 2026 \(Jahresentgelt 80\.000\s€ > JAEG 77\.400\s€/);
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
      hydrateRoot(container, <SwitchCheck />);
    });
    expect(field.value).toBe("50.000");
    expect(resultRegion()).toHaveTextContent(/^Ergebnis: versicherungspflichtig/);
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
