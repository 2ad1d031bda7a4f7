// @vitest-environment jsdom
/**
 * The „auf Anfrage“ path for a Dienstherr whose rules are not settled. Every Dienstherr the site
 * ships is settled now, so the table is given one unsettled entry here (a fixture, not real law).
 */
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { DienstherrEntry } from "~/modules/calculators/beihilfe-rule-types";
import { BeihilfeCalculatorDe as BeihilfeCalculator } from "./calculators-de";

const { UNSETTLED } = vi.hoisted(() => {
  const entry: DienstherrEntry = {
    id: "bayern",
    status: "aufAnfrage",
    reason: "Die Sätze dieses Landes habe ich noch nicht in seiner eigenen Vorschrift geprüft.",
    pauschale: { offered: "ungeklärt", note: "Nicht geprüft.", checkedOn: "2026-11-26" },
  };
  return { UNSETTLED: entry };
});

vi.mock("~/content/beihilfe/dienstherren", async (importOriginal) => {
  const real = await importOriginal<typeof import("~/content/beihilfe/dienstherren")>();
  return { ...real, DIENSTHERREN: { ...real.DIENSTHERREN, [UNSETTLED.id]: UNSETTLED } };
});

afterEach(() => {
  cleanup();
  window.history.replaceState(null, "", "/");
});

describe("BeihilfeCalculator with an unsettled Dienstherr", () => {
  it("names no percentage, marks the option „auf Anfrage“ and gives the reason", async () => {
    render(<BeihilfeCalculator />);
    const select = screen.getByLabelText("Dienstherr");
    const option = within(select)
      .getAllByRole<HTMLOptionElement>("option")
      .find((o) => o.value === UNSETTLED.id);
    expect(option?.textContent).toMatch(/auf Anfrage/);
    const user = userEvent.setup();
    await user.selectOptions(select, option?.textContent ?? "");
    await user.type(screen.getByLabelText("Kinder"), "0");
    const region = document.querySelector<HTMLElement>('[aria-live="polite"]');
    expect(region).toHaveTextContent("keinen Prozentsatz");
    expect(region).toHaveTextContent(UNSETTLED.status === "aufAnfrage" ? UNSETTLED.reason : "");
    expect(region?.textContent).not.toMatch(/\d\s*%/);
  });
});
