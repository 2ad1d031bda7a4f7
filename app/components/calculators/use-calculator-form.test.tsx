// @vitest-environment jsdom
/**
 * The form hook every calculator builds on, on a form of its own: ids from the prefix, the
 * address parameters in the order of the fields (the year first, only once something is entered),
 * and on hydration each kind of control taking over what it accepts. The calculators' own tests
 * show the same through their fields (calculator-input.test.tsx).
 */
import { act, cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { hydrateForTest, unmountHydratedRoots } from "../../../tests/support/hydrated-roots";
import { DEFAULT_CALCULATOR_YEAR } from "./calculator-year";
import { checkboxField, radioField, selectField, textField, useCalculatorForm } from "./use-calculator-form";

type Colour = "rot" | "blau";
const isColour = (value: string): value is Colour => value === "rot" || value === "blau";

const FIELDS = {
  amount: textField("betrag"),
  size: radioField("groesse", "klein", ["klein", "gross"] as const),
  colour: selectField<Colour | "">("farbe", "", isColour),
  extra: checkboxField("extra"),
};

/** A form with one control of each kind; the address parameters shown as text. */
function TestForm() {
  const { values, set, ids, params, fieldsRef } = useCalculatorForm("probe", FIELDS);
  return (
    <div ref={fieldsRef}>
      <label htmlFor={ids.amount}>Betrag</label>
      <input id={ids.amount} name={ids.amount} value={values.amount} onChange={(event) => set.amount(event.target.value)} />
      {(["klein", "gross"] as const).map((size) => (
        <label key={size}>
          <input type="radio" name={ids.size} value={size} checked={values.size === size} onChange={() => set.size(size)} />
          {size}
        </label>
      ))}
      <label htmlFor={ids.colour}>Farbe</label>
      <select id={ids.colour} name={ids.colour} value={values.colour} onChange={(event) => set.colour(isColour(event.target.value) ? event.target.value : "")}>
        <option value="">–</option>
        <option value="rot">rot</option>
        <option value="blau">blau</option>
      </select>
      <label>
        <input type="checkbox" name={ids.extra} checked={values.extra} onChange={(event) => set.extra(event.target.checked)} />
        extra
      </label>
      <output data-testid="params">{JSON.stringify(params)}</output>
    </div>
  );
}

const shownParams = () => JSON.parse(screen.getByTestId("params").textContent ?? "{}") as Record<string, string>;

afterEach(() => {
  unmountHydratedRoots();
  cleanup();
  document.body.replaceChildren();
  window.history.replaceState(null, "", "/");
});

describe("useCalculatorForm", () => {
  it("names each control after the prefix and puts into the address only what differs from the start, the year first", async () => {
    render(<TestForm />);
    expect(shownParams()).toEqual({});
    const user = userEvent.setup();
    await user.click(screen.getByLabelText("extra"));
    await user.type(screen.getByLabelText("Betrag"), "12");
    await user.click(screen.getByLabelText("gross"));
    expect(Object.entries(shownParams())).toEqual([
      ["probe-jahr", String(DEFAULT_CALCULATOR_YEAR)],
      ["probe-betrag", "12"],
      ["probe-groesse", "gross"],
      ["probe-extra", "ja"],
    ]);
  });

  it("takes over on hydration what the address holds and each control accepts, and nothing else", async () => {
    window.history.replaceState(null, "", "/#?probe-betrag=7&probe-groesse=riesig&probe-farbe=blau&probe-extra=ja&probe-jahr=1999");
    const container = document.createElement("div");
    container.innerHTML = renderToString(<TestForm />);
    document.body.append(container);
    await act(async () => {
      hydrateForTest(container, <TestForm />);
    });
    expect(screen.getByLabelText("Betrag")).toHaveValue("7");
    expect(screen.getByLabelText("klein")).toBeChecked();
    expect(screen.getByLabelText("Farbe")).toHaveValue("blau");
    expect(screen.getByLabelText("extra")).toBeChecked();
    expect(shownParams()["probe-jahr"]).toBe(String(DEFAULT_CALCULATOR_YEAR));
  });

  it("prefers what was typed and chosen before hydration to the address", async () => {
    window.history.replaceState(null, "", "/#?probe-betrag=7&probe-farbe=blau");
    const container = document.createElement("div");
    container.innerHTML = renderToString(<TestForm />);
    document.body.append(container);
    container.querySelector<HTMLInputElement>('[name="probe-betrag"]')!.value = "9";
    container.querySelector<HTMLSelectElement>('[name="probe-farbe"]')!.value = "rot";
    container.querySelector<HTMLInputElement>('[name="probe-groesse"][value="gross"]')!.checked = true;
    await act(async () => {
      hydrateForTest(container, <TestForm />);
    });
    expect(shownParams()).toEqual({ "probe-jahr": String(DEFAULT_CALCULATOR_YEAR), "probe-betrag": "9", "probe-groesse": "gross", "probe-farbe": "rot" });
  });
});
