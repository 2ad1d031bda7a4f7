// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { DRAFT_STORAGE_KEY } from "~/modules/enquiry-draft";
import { typographyProblems } from "~/modules/german-typography";
import { GkvCalculator } from "./gkv-calculator";

const NBSP = "\u00a0";

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

/** Note: toHaveTextContent folds every whitespace, the no-break space included, into a plain space. */
function resultRegion(): HTMLElement {
  const region = document.querySelector<HTMLElement>('[aria-live="polite"]');
  if (!region) throw new Error("no live region");
  return region;
}

/** The row of a result table as its cells' text: label, month, year. */
function row(caption: RegExp, label: string): string[] {
  const table = screen.getByRole("table", { name: caption });
  const header = within(table).getByRole("rowheader", { name: new RegExp(`^${label}`) });
  const cells = header.closest("tr")?.querySelectorAll("td") ?? [];
  return [...cells].map((cell) => cell.textContent?.replaceAll(NBSP, " ") ?? "");
}

async function typeInto(label: string, text: string) {
  const user = userEvent.setup();
  const field = screen.getByLabelText(label);
  await user.clear(field);
  if (text) await user.type(field, text);
  return field;
}

describe("GkvCalculator", () => {
  it("is prerendered with the 2026 worked example: 6.000 €, childless, 30, not Sachsen, 2,9 %", () => {
    const html = renderToString(<GkvCalculator />).replaceAll(NBSP, " ");
    expect(html).toContain("Was kostet mich die gesetzliche Krankenversicherung?</h2>");
    expect(html).toContain('value="2,9"');
    for (const amount of ["508,59 €", "1.017,18 €", "139,50 €", "104,63 €", "244,13 €", "648,09 €", "613,22 €", "1.261,31 €", "7.358,64 €"]) {
      expect(html).toContain(amount);
    }
    expect(html).toContain("Beitragsbemessungsgrenze 2026 von 5.812,50 € im Monat (69.750 € im Jahr");
  });

  it("shows KV and PV per month and year, each share rounded on its own", () => {
    render(<GkvCalculator />);
    expect(row(/^Krankenversicherung: 17,5/, "Sie")).toEqual(["508,59 €", "6.103,08 €"]);
    expect(row(/^Krankenversicherung: 17,5/, "Ihr Arbeitgeber")).toEqual(["508,59 €", "6.103,08 €"]);
    expect(row(/^Krankenversicherung: 17,5/, "Zusammen")).toEqual(["1.017,18 €", "12.206,16 €"]);
    expect(row(/^Pflegeversicherung: 4,2/, "Sie")).toEqual(["139,50 €", "1.674,00 €"]);
    expect(row(/^Pflegeversicherung: 4,2/, "Ihr Arbeitgeber")).toEqual(["104,63 €", "1.255,56 €"]);
    expect(row(/^Kranken- und Pflegeversicherung zusammen/, "Zusammen")).toEqual(["1.261,31 €", "15.135,72 €"]);
  });

  it("follows the typed Zusatzbeitrag, with or without %", async () => {
    render(<GkvCalculator />);
    await typeInto("Zusatzbeitrag", "2,45 %");
    expect(row(/^Krankenversicherung: 17,05/, "Sie")).toEqual(["495,52 €", "5.946,24 €"]);
    await typeInto("Zusatzbeitrag", "3");
    expect(row(/^Krankenversicherung: 17,6/, "Sie")).toEqual(["511,50 €", "6.138,00 €"]);
  });

  it("caps at the Beitragsbemessungsgrenze: 10.000 € cost what 5.812,50 € cost", async () => {
    render(<GkvCalculator />);
    await typeInto("Bruttomonatsgehalt", "10.000");
    expect(row(/^Krankenversicherung/, "Sie")).toEqual(["508,59 €", "6.103,08 €"]);
    expect(resultRegion()).toHaveTextContent("gerechnet wird mit 5.812,50 €");
    await typeInto("Bruttomonatsgehalt", "4.000,40");
    // 4.000,40 × 8,75 % = 350,035 → 350,04 € each; the contribution is twice that.
    expect(row(/^Krankenversicherung/, "Zusammen")).toEqual(["700,08 €", "8.400,96 €"]);
  });

  it.each([
    ["0", "22", "Baden-Württemberg", "104,63 €", "104,63 €"],
    ["0", "23", "Baden-Württemberg", "139,50 €", "104,63 €"],
    ["2", "30", "Baden-Württemberg", "90,09 €", "104,63 €"],
    ["5", "30", "Baden-Württemberg", "46,50 €", "104,63 €"],
    ["6", "30", "Baden-Württemberg", "46,50 €", "104,63 €"],
    ["0", "30", "Sachsen", "168,56 €", "75,56 €"],
    ["1", "30", "Sachsen", "133,69 €", "75,56 €"],
  ])("Pflege with %s children, age %s, %s → Sie %s, Arbeitgeber %s", async (children, age, land, employee, employer) => {
    render(<GkvCalculator />);
    await typeInto("Kinder", children);
    await typeInto("Alter", age);
    await userEvent.setup().selectOptions(screen.getByLabelText("Bundesland"), land);
    expect(row(/^Pflegeversicherung/, "Sie")[0]).toBe(employee);
    expect(row(/^Pflegeversicherung/, "Ihr Arbeitgeber")[0]).toBe(employer);
  });

  it("gives the lower Pflege subsidy for Sachsen", async () => {
    render(<GkvCalculator />);
    await userEvent.setup().selectOptions(screen.getByLabelText("Bundesland"), "Sachsen");
    expect(resultRegion()).toHaveTextContent("höchstens 508,59 € im Monat zu Ihrer Krankenversicherung");
    expect(resultRegion()).toHaveTextContent("höchstens 75,56 € zu Ihrer Pflegeversicherung");
    expect(resultRegion()).toHaveTextContent("In Sachsen ist der Zuschuss zur Pflegeversicherung niedriger");
  });

  it("switches the whole calculation to the chosen year; an untouched Zusatzbeitrag follows that year's average", async () => {
    render(<GkvCalculator />);
    await userEvent.setup().selectOptions(screen.getByLabelText("Jahr"), "2024");
    expect(screen.getByLabelText("Zusatzbeitrag")).toHaveValue("1,7");
    expect(row(/^Krankenversicherung: 16,3/, "Sie")[0]).toBe("421,76 €");
    expect(row(/^Pflegeversicherung: 4/, "Sie")[0]).toBe("119,03 €");
    expect(row(/^Pflegeversicherung: 4/, "Ihr Arbeitgeber")[0]).toBe("87,98 €");
    expect(resultRegion()).toHaveTextContent("Beitragssatz 2024: 3,4 %");
  });

  it("keeps a typed Zusatzbeitrag when the year changes", async () => {
    render(<GkvCalculator />);
    await typeInto("Zusatzbeitrag", "3,1");
    await userEvent.setup().selectOptions(screen.getByLabelText("Jahr"), "2025");
    expect(screen.getByLabelText("Zusatzbeitrag")).toHaveValue("3,1");
  });

  it.each([
    ["Zusatzbeitrag", "abc", "Bitte geben Sie den Zusatzbeitrag als Prozentzahl ein"],
    ["Zusatzbeitrag", "2,955", "höchstens zwei Stellen nach dem Komma"],
    ["Bruttomonatsgehalt", "8,0,0", "Bitte geben Sie das Gehalt als Zahl ein"],
    ["Bruttomonatsgehalt", "99.999.999", "höchstens 1.000.000"],
    ["Alter", "30,5", "in ganzen Jahren"],
    ["Alter", "130", "zwischen 14 und 99"],
    ["Kinder", "-1", "nicht negativ"],
  ])("%s „%s“: message at the field, text kept, no result", async (label, text, message) => {
    render(<GkvCalculator />);
    const field = await typeInto(label, text);
    expect(field).toHaveValue(text);
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(resultRegion()).toHaveTextContent("Sobald die markierte Angabe stimmt");
    expect(resultRegion().textContent).not.toMatch(/NaN|undefined|€/);
  });

  it("hands the monthly pay and the shares to the wizard", async () => {
    render(<GkvCalculator />);
    await typeInto("Bruttomonatsgehalt", "7.250,50");
    await userEvent.setup().click(screen.getByRole("button", { name: "Ergebnis in Anfrage übernehmen" }));
    const stored = JSON.parse(sessionStorage.getItem(DRAFT_STORAGE_KEY) ?? "null");
    expect(stored.enquiry.einkommen).toBe("7251");
    expect(stored.enquiry.hinweis).toBe(
      `GKV-Rechner 2026: 7.250,50${NBSP}€ brutto im Monat – Arbeitnehmeranteil KV + PV 648,09${NBSP}€, Arbeitgeberanteil 613,22${NBSP}€`,
    );
  });

  it("writes its text in German typography, whatever the case", async () => {
    render(<GkvCalculator />);
    const user = userEvent.setup();
    const texts = [document.body.textContent ?? ""];
    await typeInto("Kinder", "3");
    await user.selectOptions(screen.getByLabelText("Bundesland"), "Sachsen");
    texts.push(document.body.textContent ?? "");
    await typeInto("Kinder", "0");
    await typeInto("Alter", "90");
    await typeInto("Bruttomonatsgehalt", "3.000");
    texts.push(document.body.textContent ?? "");
    for (const text of texts) {
      expect(typographyProblems(text)).toEqual([]);
      expect(text).not.toMatch(/NaN|undefined/);
    }
    expect(resultRegion()).toHaveTextContent("weil Sie vor 1940 geboren sind");
  });
});
