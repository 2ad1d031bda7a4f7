// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { DRAFT_STORAGE_KEY } from "~/modules/enquiry-draft";
import { typographyProblems } from "~/modules/german-typography";
import { BeihilfeCalculator } from "./beihilfe-calculator";

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

function shares(): { satz: string; pkv: string } {
  const region = resultRegion();
  const value = (term: string) => within(region).getByText(term).nextElementSibling?.textContent?.replace("\u00a0", " ") ?? "";
  return { satz: value("Beihilfe-Bemessungssatz"), pkv: value("Anteil Ihrer privaten Krankenversicherung") };
}

async function typeChildren(text: string) {
  const user = userEvent.setup();
  const field = screen.getByLabelText("Kinder");
  await user.clear(field);
  if (text) await user.type(field, text);
  return field;
}

describe("BeihilfeCalculator", () => {
  it("is prerendered with the result for an active federal civil servant", () => {
    const html = renderToString(<BeihilfeCalculator />);
    expect(html).toContain("Beihilfe-Rechner für Beamte</h2>");
    expect(html).toContain("Beihilfe 2026: Bund");
    expect(html).toContain('href="https://www.gesetze-im-internet.de/bbhv/__46.html" target="_blank" rel="noopener noreferrer"');
    expect(html).toContain("§\u00a046 Abs.\u00a02 Nr.\u00a01 BBhV");
    expect(html.match(/50\u00a0%/g)?.length).toBeGreaterThanOrEqual(2);
  });

  it.each([
    ["aktiv", "selbst", "0", "50 %", "50 %", "§ 46 Abs. 2 Nr. 1 BBhV"],
    ["aktiv", "selbst", "1", "50 %", "50 %", "§ 46 Abs. 2 Nr. 1 BBhV"],
    ["aktiv", "selbst", "2", "70 %", "30 %", "§ 46 Abs. 3 Satz 1 BBhV"],
    ["Versorgungsempfänger:in", "selbst", "0", "70 %", "30 %", "§ 46 Abs. 2 Nr. 2 BBhV"],
    ["aktiv", "Ehe-/Lebenspartner:in", "0", "70 %", "30 %", "§ 46 Abs. 2 Nr. 3 BBhV"],
    ["aktiv", "Kind", "3", "80 %", "20 %", "§ 46 Abs. 2 Nr. 4 BBhV"],
  ])("Bund, %s, für %s, %s Kinder → %s Beihilfe, %s PKV (%s)", async (status, person, children, satz, pkv, citation) => {
    render(<BeihilfeCalculator />);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText(status));
    await user.click(screen.getByLabelText(person));
    await typeChildren(children);
    expect(shares()).toEqual({ satz, pkv });
    expect(within(resultRegion()).getByRole("link", { name: new RegExp(citation.replaceAll(" ", "\\s")) })).toHaveAttribute(
      "href",
      "https://www.gesetze-im-internet.de/bbhv/__46.html",
    );
  });

  it("names no percentage for a Land it has not verified, and says so", async () => {
    render(<BeihilfeCalculator />);
    await userEvent.setup().selectOptions(screen.getByLabelText("Dienstherr"), "Hessen (auf Anfrage)");
    expect(resultRegion()).toHaveTextContent("Für Hessen habe ich die Beihilfe-Bemessungssätze 2026 noch nicht im Wortlaut geprüft");
    expect(resultRegion().textContent).not.toMatch(/\d\s*%/);
  });

  it("lists the Bund and every Land, the unverified ones marked", () => {
    render(<BeihilfeCalculator />);
    const options = within(screen.getByLabelText("Dienstherr")).getAllByRole("option");
    expect(options).toHaveLength(17);
    expect(options[0]).toHaveTextContent(/^Bund$/);
    expect(options.slice(1).every((option) => option.textContent?.endsWith("(auf Anfrage)"))).toBe(true);
  });

  it("keeps an unreadable number of children and says what is wrong", async () => {
    render(<BeihilfeCalculator />);
    const field = await typeChildren("zwei");
    expect(field).toHaveValue("zwei");
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveAccessibleDescription(expect.stringContaining("Bitte geben Sie eine ganze Zahl ein"));
    expect(resultRegion()).toHaveTextContent("Sobald die markierte Angabe stimmt");
  });

  it("hands occupation and rates to the wizard", async () => {
    render(<BeihilfeCalculator />);
    await typeChildren("2");
    await userEvent.setup().click(screen.getByRole("button", { name: "Ergebnis in Anfrage übernehmen" }));
    const stored = JSON.parse(sessionStorage.getItem(DRAFT_STORAGE_KEY) ?? "null");
    expect(stored.enquiry.beruf).toBe("Beamt:in (Bund)");
    expect(stored.enquiry.hinweis).toBe("Beihilfe-Rechner 2026: Bund, aktiv, für selbst, 2 Kinder – Beihilfe 70\u00a0%, PKV 30\u00a0%");
  });

  it("writes its text in German typography, whatever the case", async () => {
    render(<BeihilfeCalculator />);
    const user = userEvent.setup();
    const texts = [document.body.textContent ?? ""];
    await user.click(screen.getByLabelText("Ehe-/Lebenspartner:in"));
    texts.push(document.body.textContent ?? "");
    await user.selectOptions(screen.getByLabelText("Dienstherr"), "Bayern (auf Anfrage)");
    texts.push(document.body.textContent ?? "");
    for (const text of texts) {
      expect(typographyProblems(text)).toEqual([]);
      expect(text).not.toMatch(/NaN|undefined/);
    }
  });
});
