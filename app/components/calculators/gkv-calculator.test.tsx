// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { resultPrompts } from "../../../tests/support/result-prompts";
import { DIENSTHERR_IDS } from "~/modules/calculators/beihilfe-rule-types";
import { bundeslandNames, calculatorCommon, gkvCopy, handoverCopy } from "~/content/calculators";
import { pauschaleBeihilfeState } from "~/content/pauschale-beihilfe";
import { BUNDESLAND_IDS } from "~/config/bundeslaender";
import { CALCULATOR_YEARS, figuresFor } from "~/content/statutory-figures";
import { calculateGkv, halfOfCents } from "~/modules/calculators/gkv-contribution";
import { formatEuroWithCents } from "~/modules/format-de";
import { DRAFT_STORAGE_KEY } from "~/modules/enquiry-draft";
import { formatEuroFromCents } from "~/modules/format-de";
import { typographyProblems } from "../../../tests/support/german-typography";
import { GkvCalculatorDe as GkvCalculator } from "./calculators-de";

const NBSP = "\u00a0";
const fold = (text: string) => text.replace(/\s+/g, " ");
const b = gkvCopy.result.beamte;
const dienstherrLabel = (id: (typeof DIENSTHERR_IDS)[number]) => (id === "bund" ? gkvCopy.fields.dienstherr.bund : bundeslandNames[id]);
/** What the result must say for a Dienstherr, from its state in the table; 2026, 7.000 €, childless, 30. */
function expectedAnswer(id: (typeof DIENSTHERR_IDS)[number]) {
  const name = dienstherrLabel(id);
  const pauschale = pauschaleBeihilfeState(id);
  const amount = "1.121,81 €";
  switch (pauschale.state) {
    case "offered":
      // Half of 982,31 € = 491,155 → 491,16 €, „bis zu“, on application and under conditions, for every Land alike (docs/decisions/0066).
      return {
        verdict: b.verdictShared({ year: 2026, amount, land: name, pauschale: "491,16 €" }),
        term: b.pauschale({ land: name }),
        value: fold(b.pauschaleValue({ pauschale: "491,16 €" })),
        sentence: `${name} zahlt seit ${pauschale.since} auf Antrag eine pauschale Beihilfe`,
        links: [pauschale.provision.url],
      };
    case "unsettled":
      return {
        verdict: b.verdictUnsettled({ year: 2026, amount }),
        term: b.unsettledTerm,
        value: b.unsettledValue,
        sentence: b.unsettledPauschale({ dienstherr: name }),
        links: [],
      };
    case "notOffered":
      return {
        verdict: b.verdict({ year: 2026, amount }),
        term: b.noSubsidy,
        value: b.noSubsidyValue,
        sentence: b.noPauschale({ dienstherr: name }),
        links: [],
      };
  }
}

/** A Land whose pauschale Beihilfe the Dienstherren table says it pays: read from the data, never named here. */
const OFFERING_LAND = BUNDESLAND_IDS.find((land) => pauschaleBeihilfeState(land).state === "offered");

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  // The calculators keep their input in the address: the next test starts from a clean one.
  window.history.replaceState(null, "", "/");
});

/**
 * The whole result box: the summary's own live region and the <details> beside it, or, while a
 * field is wrong, the box itself as the live region. Note: toHaveTextContent folds every
 * whitespace, the no-break space included, into a plain space.
 */
function resultRegion(): HTMLElement {
  const region = document.querySelector<HTMLElement>('#gkv-beitrag [aria-live="polite"]');
  if (!region) throw new Error("no live region");
  return region.hasAttribute("aria-atomic") && region.parentElement ? region.parentElement : region;
}

/** The verdict and its figures: the live region announced on every change. */
function summary(): HTMLElement {
  const region = document.querySelector<HTMLElement>('#gkv-beitrag [aria-live="polite"][aria-atomic="true"]');
  if (!region) throw new Error("no summary");
  return region;
}

/** The value the summary shows for a term, spaces folded. */
function fact(term: string | RegExp): string | undefined {
  const dt = [...summary().querySelectorAll("dt")].find((candidate) => {
    const text = candidate.textContent?.replace(/\s+/g, " ") ?? "";
    return typeof term === "string" ? text === term : term.test(text);
  });
  return dt?.nextElementSibling?.textContent?.replace(/\s+/g, " ");
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

/**
 * The calculator starts empty (docs/decisions/0047): the worked example of 2026 typed in — 7.000 € (above
 * the JAEG and the BBG), 30, childless, and for a civil servant the Bund as Dienstherr.
 */
async function renderWorkedExample(status: "angestellt" | "beamte" = "angestellt") {
  render(<GkvCalculator defaultStatus={status} />);
  await fillWorkedExample(status);
}

async function fillWorkedExample(status: "angestellt" | "beamte") {
  await typeInto(status === "beamte" ? "Besoldung (brutto, monatlich)" : "Bruttomonatsgehalt", "7.000");
  await typeInto("Alter", "30");
  await typeInto("Kinder insgesamt", "0");
  if (status === "beamte") await userEvent.setup().selectOptions(screen.getByLabelText("Dienstherr"), "Bund");
}

describe("GkvCalculator", () => {
  it("is prerendered empty: no pay, age or children, no contribution; saying it is loading, once hydrated what it needs named; the year's figures as the table without JavaScript", () => {
    const html = renderToString(<GkvCalculator />).replaceAll(NBSP, " ");
    expect(html).toContain("Was kostet mich die gesetzliche Krankenversicherung?</h2>");
    // The one field that starts filled: the year's average Zusatzbeitrag, an official figure.
    expect(html).toContain('value="2,9"');
    for (const id of ["gkv-beitrag-gehalt", "gkv-beitrag-alter", "gkv-beitrag-kinder", "gkv-beitrag-kinder-unter-25"]) {
      expect(new RegExp(`<input[^>]*id="${id}"[^>]*>`).exec(html)?.[0], id).toContain('value=""');
    }
    expect(html).not.toContain("Ihr Beitrag 2026");
    expect(html).not.toContain("648,09 €");
    // Until hydrated it says it is loading, not what is missing (docs/decisions/0068); hydrated, it names what it needs.
    // The prompt keeps its place invisibly under the loading text, so hydration changes no height.
    expect(html).toContain('aria-busy="true"');
    expect(resultPrompts(html)).toEqual({
      shown: [calculatorCommon.loading],
      invisible: [calculatorCommon.missing(["Bruttomonatsgehalt", "Alter", "Kinder insgesamt"])],
    });
    render(<GkvCalculator />);
    expect(resultPrompts(document.body)).toEqual({
      shown: [calculatorCommon.missing(["Bruttomonatsgehalt", "Alter", "Kinder insgesamt"])],
      invisible: [],
    });
    expect(resultRegion()).not.toHaveAttribute("aria-busy");
    cleanup();
    expect(html).toContain(gkvCopy.noScript.caption({ year: 2026 }).replaceAll(NBSP, " "));
    for (const figure of ["69.750 €", "5.812,50 €", "14,6 %", "14 %", "2,9 %", "3,6 %", "0,6 %", "508,59 €"]) expect(html).toContain(figure);
  });

  it("asks for „davon unter 25“ only from two children on", async () => {
    render(<GkvCalculator />);
    await typeInto("Bruttomonatsgehalt", "7.000");
    await typeInto("Alter", "30");
    expect(resultRegion()).toHaveTextContent(calculatorCommon.missing(["Kinder insgesamt"]));
    await typeInto("Kinder insgesamt", "1");
    expect(summary()).toHaveTextContent("Ihr Beitrag 2026: 613,22 € im Monat");
    await typeInto("Kinder insgesamt", "2");
    expect(resultRegion()).toHaveTextContent(calculatorCommon.missing(["davon unter 25"]));
    await typeInto("davon unter 25", "2");
    expect(row(/^Pflegeversicherung/, "Sie")[0]).toBe("90,09 €");
  });

  it("above the BBG, says under the verdict why the contribution is the maximum", async () => {
    await renderWorkedExample();
    expect(fold(summary().textContent ?? "")).toContain(
      fold(gkvCopy.result.summary.capped({ year: 2026, bbgMonth: "5.812,50 €", bbgYear: "69.750 €" }).replaceAll(NBSP, " ")),
    );
    await typeInto("Bruttomonatsgehalt", "5.812,50");
    expect(summary()).not.toHaveTextContent("darüber steigt der Beitrag nicht");
  });

  it("shows KV and PV per month and year, each share rounded on its own", async () => {
    await renderWorkedExample();
    expect(row(/^Krankenversicherung: 17,5/, "Sie")).toEqual(["508,59 €", "6.103,08 €"]);
    expect(row(/^Krankenversicherung: 17,5/, "Ihr Arbeitgeber")).toEqual(["508,59 €", "6.103,08 €"]);
    expect(row(/^Krankenversicherung: 17,5/, "Zusammen")).toEqual(["1.017,18 €", "12.206,16 €"]);
    expect(row(/^Pflegeversicherung: 4,2/, "Sie")).toEqual(["139,50 €", "1.674,00 €"]);
    expect(row(/^Pflegeversicherung: 4,2/, "Ihr Arbeitgeber")).toEqual(["104,63 €", "1.255,56 €"]);
    expect(row(/^Kranken- und Pflegeversicherung zusammen/, "Zusammen")).toEqual(["1.261,31 €", "15.135,72 €"]);
  });

  it("follows the typed Zusatzbeitrag, with or without %", async () => {
    await renderWorkedExample();
    await typeInto("Zusatzbeitrag", "2,45 %");
    expect(row(/^Krankenversicherung: 17,05/, "Sie")).toEqual(["495,52 €", "5.946,24 €"]);
    await typeInto("Zusatzbeitrag", "3");
    expect(row(/^Krankenversicherung: 17,6/, "Sie")).toEqual(["511,50 €", "6.138,00 €"]);
  });

  it("caps at the Beitragsbemessungsgrenze: 10.000 € cost what 5.812,50 € cost", async () => {
    await renderWorkedExample();
    await typeInto("Bruttomonatsgehalt", "10.000");
    expect(row(/^Krankenversicherung/, "Sie")).toEqual(["508,59 €", "6.103,08 €"]);
    expect(resultRegion()).toHaveTextContent("gerechnet wird mit 5.812,50 €");
    await typeInto("Bruttomonatsgehalt", "4.000,40");
    // 4.000,40 × 8,75 % = 350,035 → 350,04 € each; the contribution is twice that.
    expect(row(/^Krankenversicherung/, "Zusammen")).toEqual(["700,08 €", "8.400,96 €"]);
  });

  it.each([
    ["0", "0", "22", "Baden-Württemberg", "104,63 €", "104,63 €"],
    ["0", "0", "23", "Baden-Württemberg", "139,50 €", "104,63 €"],
    ["2", "2", "30", "Baden-Württemberg", "90,09 €", "104,63 €"],
    ["3", "1", "50", "Baden-Württemberg", "104,63 €", "104,63 €"],
    ["2", "0", "60", "Baden-Württemberg", "104,63 €", "104,63 €"],
    ["5", "5", "30", "Baden-Württemberg", "46,50 €", "104,63 €"],
    ["6", "6", "30", "Baden-Württemberg", "46,50 €", "104,63 €"],
    ["0", "0", "30", "Sachsen", "168,56 €", "75,56 €"],
    ["1", "1", "30", "Sachsen", "133,69 €", "75,56 €"],
  ])("Pflege with %s children, %s under 25, age %s, %s → Sie %s, Arbeitgeber %s", async (children, under25, age, land, employee, employer) => {
    render(<GkvCalculator />);
    await typeInto("Bruttomonatsgehalt", "7.000");
    await typeInto("Kinder insgesamt", children);
    await typeInto("davon unter 25", under25);
    await typeInto("Alter", age);
    await userEvent.setup().selectOptions(screen.getByLabelText("Bundesland"), land);
    expect(row(/^Pflegeversicherung/, "Sie")[0]).toBe(employee);
    expect(row(/^Pflegeversicherung/, "Ihr Arbeitgeber")[0]).toBe(employer);
  });

  it("gives the lower Pflege subsidy for Sachsen", async () => {
    await renderWorkedExample();
    await userEvent.setup().selectOptions(screen.getByLabelText("Bundesland"), "Sachsen");
    expect(resultRegion()).toHaveTextContent("bis zu 508,59 € im Monat zu Ihrer Krankenversicherung");
    expect(resultRegion()).toHaveTextContent("bis zu 75,56 € zu Ihrer Pflegeversicherung");
    expect(resultRegion()).toHaveTextContent("In Sachsen ist der Zuschuss zur Pflegeversicherung niedriger");
  });

  it("switches the whole calculation to the chosen year; an untouched Zusatzbeitrag follows that year's average", async () => {
    await renderWorkedExample();
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
    ["Kinder insgesamt", "-1", "nicht negativ"],
    ["davon unter 25", "1,5", "ganze Zahl"],
  ])("%s „%s“: message at the field, text kept, no result", async (label, text, message) => {
    render(<GkvCalculator />);
    const field = await typeInto(label, text);
    expect(field).toHaveValue(text);
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(resultRegion()).toHaveTextContent("Sobald die markierte Angabe stimmt");
    expect(resultRegion().textContent).not.toMatch(/NaN|undefined|€/);
  });

  it("hands the monthly pay exactly as computed, and the shares, to the wizard", async () => {
    await renderWorkedExample();
    await typeInto("Bruttomonatsgehalt", "7.250,50");
    await userEvent.setup().click(screen.getByRole("button", { name: "Ergebnis in Anfrage übernehmen" }));
    const stored = JSON.parse(sessionStorage.getItem(DRAFT_STORAGE_KEY) ?? "null");
    expect(stored.enquiry.einkommen).toBe("7250,50");
    expect(stored.enquiry.hinweisGkv).toBe(
      `GKV-Rechner 2026: 7.250,50${NBSP}€ brutto im Monat – Arbeitnehmeranteil KV + PV 648,09${NBSP}€, Arbeitgeberanteil 613,22${NBSP}€`,
    );
  });

  it("the employer subsidy follows the pay up to the BBG, and below the JAEG the result says a private insurance is normally not possible", async () => {
    await renderWorkedExample();
    expect(fact("Arbeitgeberzuschuss bei privater Versicherung")).toBe("bis zu 613,22 €");
    await typeInto("Bruttomonatsgehalt", "4.000");
    // 4.000 × 8,75 % = 350,00 €; × 1,8 % = 72,00 €; 48.000 € a year is not above the JAEG 2026 of 77.400 €.
    expect(resultRegion()).toHaveTextContent("bis zu 350,00 € im Monat zu Ihrer Krankenversicherung");
    expect(resultRegion()).toHaveTextContent("bis zu 72,00 € zu Ihrer Pflegeversicherung");
    expect(fact("Private Versicherung")).toBe("in der Regel nicht möglich");
    // Exempted employees get the subsidy too: the sentence names the exemption and the subsidy's rule (§ 8 Abs. 1, § 257 Abs. 2 SGB V; docs/decisions/0066).
    const hrefs = within(resultRegion())
      .getAllByRole("link")
      .map((link) => link.getAttribute("href"));
    expect(hrefs).toEqual(expect.arrayContaining(["https://www.gesetze-im-internet.de/sgb_5/__8.html", "https://www.gesetze-im-internet.de/sgb_5/__257.html"]));
    expect(fold(resultRegion().textContent ?? "")).toContain(
      fold(
        gkvCopy.result.privateOption
          .notAboveJaeg({ year: 2026, pay: "4.000 €", annual: "48.000 €", jaeg: "77.400 €" })
          .map((part) => (typeof part === "string" ? part : part.citation))
          .join("")
          .split("(")[0]!,
      ),
    );
  });

  it("with a Zusatzbeitrag below the average the subsidy stays the average's, above what the employer would carry in the GKV, and the result says so (docs/decisions/0066)", async () => {
    await renderWorkedExample();
    await typeInto("Zusatzbeitrag", "1,7");
    // 5.812,50 € × (14,6 % + 1,7 %) / 2 = 473,72 € in the GKV; the subsidy on the average 2,9 %: 508,59 €.
    expect(row(/^Krankenversicherung: 16,3/, "Ihr Arbeitgeber")[0]).toBe("473,72 €");
    expect(resultRegion()).toHaveTextContent("bis zu 508,59 € im Monat zu Ihrer Krankenversicherung");
    expect(resultRegion()).toHaveTextContent(fold(gkvCopy.result.subsidyAverage({ year: 2026, rate: "2,9 %" })));
    // The sentence no longer claims the subsidy is what the employer would carry in the GKV, which is false here.
    expect(resultRegion()).not.toHaveTextContent("so viel, wie er bei gesetzlicher Versicherung trüge");
  });

  it("children: more under 25 than in total gets a friendly message at the field, keeps both texts, and no result", async () => {
    await renderWorkedExample();
    await typeInto("Kinder insgesamt", "1");
    const under25 = await typeInto("davon unter 25", "2");
    expect(under25).toHaveValue("2");
    expect(screen.getByLabelText("Kinder insgesamt")).toHaveValue("1");
    expect(under25).toHaveAttribute("aria-invalid", "true");
    expect(under25).toHaveAccessibleDescription(expect.stringContaining("Unter 25 können nicht mehr Kinder sein als insgesamt."));
    expect(resultRegion()).toHaveTextContent("Sobald die markierte Angabe stimmt");
    await typeInto("Kinder insgesamt", "2");
    expect(under25).not.toHaveAttribute("aria-invalid");
    expect(row(/^Pflegeversicherung/, "Sie")[0]).toBe("90,09 €");
  });

  it.each([
    ["1.500", "Übergangsbereich 2026: hier nicht berechnet", "2.000 €"],
    ["2.000", "Übergangsbereich 2026: hier nicht berechnet", "2.000 €"],
    ["500", "Minijob 2026: hier nicht berechnet", "603 €"],
  ])("pay %s € is flagged, not computed with the normal formula", async (pay, verdict, limit) => {
    await renderWorkedExample();
    await typeInto("Bruttomonatsgehalt", pay);
    expect(summary()).toHaveTextContent(verdict);
    expect(fact(/^(Obergrenze des Übergangsbereichs|Geringfügigkeitsgrenze) 2026$/)).toBe(limit);
    expect(within(resultRegion()).queryByRole("table")).toBeNull();
  });

  it("Beamtin/Beamter: reduced rate, half the Pflege rate plus surcharge, alone; the Besoldung label; no employer", async () => {
    render(<GkvCalculator defaultStatus="beamte" />);
    // No Dienstherr is assumed: whether a Land pays half decides the verdict.
    expect(screen.getByLabelText("Dienstherr")).toHaveValue("");
    await fillWorkedExample("beamte");
    expect(screen.getByLabelText("Besoldung (brutto, monatlich)")).toHaveValue("7.000");
    expect(screen.queryByLabelText("Bundesland")).toBeNull();
    // 5.812,50 × 16,9 % = 982,3125 → 982,31 €; × 2,4 % = 139,50 €; together 1.121,81 €.
    expect(summary()).toHaveTextContent("Ihr Beitrag 2026: 1.121,81 € im Monat, von Ihnen allein getragen");
    expect(fact("Krankenversicherung (16,9 %)")).toBe("982,31 €");
    expect(fact("Pflegeversicherung (2,4 %)")).toBe("139,50 €");
    expect(fact("Zuschuss Ihres Dienstherrn")).toBe("keiner");
    expect(resultRegion()).toHaveTextContent("ermäßigter Beitragssatz 2026 von 14 %");
    expect(within(resultRegion()).getByRole("link", { name: /§\s243 SGB\sV/ })).toHaveAttribute("href", "https://www.gesetze-im-internet.de/sgb_5/__243.html");
    expect(screen.queryByText("Ihr Arbeitgeber")).toBeNull();
  });

  it.each(DIENSTHERR_IDS.map((id) => [id, pauschaleBeihilfeState(id).state] as const))(
    "%s (%s): says what the Dienstherren table says — paid with the split in the verdict, not paid, or not settled, never „keine“ for an open one",
    async (id, state) => {
      await renderWorkedExample("beamte");
      await userEvent.setup().selectOptions(screen.getByLabelText("Dienstherr"), dienstherrLabel(id));
      const expected = expectedAnswer(id);
      const text = fold(resultRegion().textContent ?? "");
      expect(fold(summary().textContent ?? "")).toContain(fold(expected.verdict));
      expect(fact(fold(expected.term))).toBe(expected.value);
      expect(text).toContain(fold(expected.sentence));
      expect(/keine allgemeine pauschale Beihilfe/.test(text)).toBe(state === "notOffered");
      expect(/allein getragen/.test(summary().textContent ?? "")).toBe(state !== "offered");
      const hrefs = within(resultRegion())
        .queryAllByRole("link")
        .map((link) => link.getAttribute("href"));
      expect(hrefs).toEqual(expect.arrayContaining(expected.links));
    },
  );

  it("below the minimum base: computes on 1.318,33 € and says so with § 240 Abs. 4 SGB V linked", async () => {
    await renderWorkedExample("beamte");
    await typeInto("Besoldung (brutto, monatlich)", "1.200");
    // 3.955 € / 90 × 30 = 1.318,33 €; × 16,9 % = 222,80 €; × 2,4 % = 31,64 €.
    expect(fact("Krankenversicherung (16,9 %)")).toBe("222,80 €");
    expect(fact("Pflegeversicherung (2,4 %)")).toBe("31,64 €");
    expect(resultRegion()).toHaveTextContent("liegt unter der Mindestbemessungsgrundlage für freiwillige Mitglieder");
    expect(resultRegion()).toHaveTextContent("im Monat also auf 1.318,33 €");
    expect(within(resultRegion()).getByRole("link", { name: /§\s240 Abs\.\s4 Satz\s1 SGB\sV/ })).toHaveAttribute(
      "href",
      "https://www.gesetze-im-internet.de/sgb_5/__240.html",
    );
    await typeInto("Besoldung (brutto, monatlich)", "1.400");
    expect(resultRegion()).not.toHaveTextContent("Mindestbemessungsgrundlage");
  });

  it("names the income of a spouse or partner outside the GKV, with § 240 Abs. 5 SGB V linked (docs/decisions/0066)", async () => {
    await renderWorkedExample("beamte");
    const text = fold(resultRegion().textContent ?? "");
    for (const part of b.otherIncome.filter((item) => typeof item === "string")) expect(text).toContain(fold(part));
    expect(within(resultRegion()).getByRole("link", { name: /§\s240 Abs\.\s5 SGB\sV/ })).toHaveAttribute(
      "href",
      "https://www.gesetze-im-internet.de/sgb_5/__240.html",
    );
  });

  it("states the waiver once and the pauschale Beihilfe as „up to“, under conditions, for every Land that pays it (docs/decisions/0066)", async () => {
    await renderWorkedExample("beamte");
    for (const id of BUNDESLAND_IDS.filter((land) => pauschaleBeihilfeState(land).state === "offered")) {
      await userEvent.setup().selectOptions(screen.getByLabelText("Dienstherr"), bundeslandNames[id]);
      const text = fold(resultRegion().textContent ?? "");
      expect(text.match(/unwiderruflich/g), id).toHaveLength(1);
      expect(fold(summary().textContent ?? ""), id).toContain(
        fold(b.verdictShared({ year: 2026, amount: "1.121,81 €", land: bundeslandNames[id], pauschale: "491,16 €" })),
      );
    }
  }, 30_000);

  it("counts a pauschale Beihilfe that starts during the year only from its month: the verdict says from when, the text how many months", async () => {
    const starts = BUNDESLAND_IDS.flatMap((land) => {
      const state = pauschaleBeihilfeState(land);
      return state.state === "offered" && !state.sinceIso.endsWith("-01-01") ? [{ land, ...state }] : [];
    }).filter((offer) => CALCULATOR_YEARS.includes(Number(offer.sinceIso.slice(0, 4))));
    if (starts.length === 0) return; // No Land in the table starts during a year the calculator offers.
    const offer = starts[0]!;
    const year = Number(offer.sinceIso.slice(0, 4));
    const months = 13 - Number(offer.sinceIso.slice(5, 7));
    await renderWorkedExample("beamte");
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText("Jahr"), String(year));
    await user.selectOptions(screen.getByLabelText("Dienstherr"), bundeslandNames[offer.land]);
    const result = calculateGkv(
      {
        status: "beamte",
        monthlyPayCents: 700_000,
        zusatzbeitragHundredths: Math.round(figuresFor(year).durchschnittlicherZusatzbeitrag * 100),
        age: 30,
        childrenTotal: 0,
        childrenUnder25: 0,
        sachsen: false,
      },
      figuresFor(year),
    );
    if (result.kind !== "beamte") throw new Error("computed as a civil servant");
    const half = halfOfCents(result.health.cents);
    const name = bundeslandNames[offer.land];
    expect(fold(summary().textContent ?? "")).toContain(
      fold(b.verdictShared({ year, amount: formatEuroWithCents(result.totalCents), land: name, pauschale: formatEuroWithCents(half), since: offer.since })),
    );
    expect(fact(fold(b.pauschale({ land: name, since: offer.since })))).toBe(fold(b.pauschaleValue({ pauschale: formatEuroWithCents(half) })));
    expect(fold(resultRegion().textContent ?? "")).toContain(String(months));
    expect(fold(resultRegion().textContent ?? "")).toContain(fold(formatEuroWithCents(half * months)));
    // The next year: the whole year, no „ab dem“.
    await user.selectOptions(screen.getByLabelText("Jahr"), String(year + 1));
    expect(fold(summary().textContent ?? "")).not.toContain(offer.since);
  });

  it("hands status, Land and result of a Beamter to the wizard, with the Land's share where it pays the pauschale Beihilfe", async () => {
    if (!OFFERING_LAND) throw new Error("The Dienstherren table names no Land with pauschale Beihilfe.");
    const name = bundeslandNames[OFFERING_LAND];
    await renderWorkedExample("beamte");
    await userEvent.setup().selectOptions(screen.getByLabelText("Dienstherr"), name);
    await userEvent.setup().click(screen.getByRole("button", { name: "Ergebnis in Anfrage übernehmen" }));
    const stored = JSON.parse(sessionStorage.getItem(DRAFT_STORAGE_KEY) ?? "null");
    expect(stored.enquiry.beruf).toBe(`Beamt:in (${name})`);
    expect(stored.enquiry.hinweisGkv).toBe(
      handoverCopy.gkv.note({
        year: 2026,
        status: "beamte",
        kind: "beamte",
        pay: `7.000${NBSP}€`,
        total: `1.121,81${NBSP}€`,
        land: name,
        pauschale: `491,16${NBSP}€`,
        own: `630,65${NBSP}€`,
      }),
    );
  });

  it("writes the civil servants' texts in German typography: each answer on the pauschale Beihilfe, below the minimum base", async () => {
    await renderWorkedExample("beamte");
    const user = userEvent.setup();
    await typeInto("Besoldung (brutto, monatlich)", "1.200");
    const states = new Set<string>();
    for (const id of DIENSTHERR_IDS) {
      const state = pauschaleBeihilfeState(id).state;
      if (states.has(state)) continue;
      states.add(state);
      await user.selectOptions(screen.getByLabelText("Dienstherr"), dienstherrLabel(id));
      const text = document.body.textContent ?? "";
      expect(typographyProblems(text)).toEqual([]);
      expect(text).not.toMatch(/NaN|undefined/);
    }
    expect(states.size).toBeGreaterThanOrEqual(2);
  }, 20_000);

  it("writes its text in German typography, whatever the case", async () => {
    await renderWorkedExample();
    const user = userEvent.setup();
    const texts = [document.body.textContent ?? ""];
    await typeInto("Kinder insgesamt", "3");
    await typeInto("davon unter 25", "3");
    await user.selectOptions(screen.getByLabelText("Bundesland"), "Sachsen");
    texts.push(document.body.textContent ?? "");
    await typeInto("davon unter 25", "0");
    await typeInto("Kinder insgesamt", "0");
    await typeInto("Alter", "90");
    await typeInto("Bruttomonatsgehalt", "3.000");
    texts.push(document.body.textContent ?? "");
    await typeInto("Bruttomonatsgehalt", "1.500");
    texts.push(document.body.textContent ?? "");
    await user.click(screen.getByLabelText(gkvCopy.fields.status.options.beamte));
    await user.selectOptions(screen.getByLabelText("Dienstherr"), "Sachsen");
    texts.push(document.body.textContent ?? "");
    await typeInto("Besoldung (brutto, monatlich)", "3.000");
    for (const text of texts) {
      expect(typographyProblems(text)).toEqual([]);
      expect(text).not.toMatch(/NaN|undefined/);
    }
    expect(resultRegion()).toHaveTextContent("weil Sie vor 1940 geboren sind");
  });

  describe("self-employed, voluntarily insured (docs/decisions/0069)", () => {
    const f = gkvCopy.fields;
    const se = gkvCopy.result.selbststaendig;
    const profit = f.paySelbststaendig.label;

    /** The worked example of 2026: 4.000 € profit, 41, childless; Krankengeld ticked when asked. */
    async function renderSelfEmployed(krankengeld: boolean) {
      render(<GkvCalculator defaultStatus="selbststaendig" />);
      await typeInto(profit, "4.000");
      await typeInto(f.age.label, "41");
      await typeInto(f.children.label, "0");
      if (krankengeld) await userEvent.setup().click(screen.getByLabelText(f.krankengeld.label));
    }

    it("is prerendered for the page's status: self-employed chosen, the profit asked for, no Land or Dienstherr, Krankengeld unticked", () => {
      const html = renderToString(<GkvCalculator defaultStatus="selbststaendig" />).replaceAll(NBSP, " ");
      expect(html).toContain(calculatorCommon.missing([profit, f.age.label, f.children.label]).replaceAll(NBSP, " "));
      expect(html).toMatch(/<input(?=[^>]*value="selbststaendig")(?=[^>]*checked="")[^>]*>/);
      expect(html).toMatch(/<input[^>]*id="gkv-beitrag-krankengeld"[^>]*type="checkbox"(?![^>]*checked)[^>]*>/);
      expect(html).not.toContain('id="gkv-beitrag-bundesland"');
      expect(html).not.toContain('id="gkv-beitrag-dienstherr"');
      // Without JavaScript the table lists the figures the self-employed are computed with: no employer subsidy.
      expect(html).toContain("14,6 %");
      expect(html).toContain("5.812,50 €");
      expect(html).not.toContain("508,59 €");
    });

    it("computes the worked example 2026: 4.000 €, 41, childless, with Krankengeld → KV 700,00 €, PV 168,00 €, alone", async () => {
      await renderSelfEmployed(true);
      // 4.000 × (14,6 % + 2,9 %) = 700,00 €; 4.000 × (3,6 % + 0,6 %) = 168,00 €
      expect(fact(fold(se.health({ rate: "17,5 %" })))).toBe("700,00 €");
      expect(fact(fold(se.care({ rate: "4,2 %" })))).toBe("168,00 €");
      expect(fact(se.krankengeldTerm)).toBe(fold(se.withKrankengeld));
      expect(fold(summary().textContent ?? "")).toContain(fold(se.verdict({ year: 2026, amount: "868,00 €" })));
      const region = within(resultRegion());
      expect(region.getByRole("link", { name: /§\s241 SGB\sV/ })).toHaveAttribute("href", "https://www.gesetze-im-internet.de/sgb_5/__241.html");
      expect(region.getAllByRole("link", { name: /§\s44 Abs\.\s2 SGB\sV/ })[0]).toHaveAttribute("href", "https://www.gesetze-im-internet.de/sgb_5/__44.html");
      expect(region.getByRole("link", { name: /§\s250 Abs\.\s2 SGB\sV/ })).toHaveAttribute("href", "https://www.gesetze-im-internet.de/sgb_5/__250.html");
      expect(resultRegion()).toHaveTextContent("10.416,00 €");
      expect(screen.queryByText(gkvCopy.result.table.employer)).toBeNull();
    });

    it("without the Wahlerklärung: the reduced rate, 4.000 × 16,9 % = 676,00 €, the Pflege unchanged", async () => {
      await renderSelfEmployed(false);
      expect(fact(fold(se.health({ rate: "16,9 %" })))).toBe("676,00 €");
      expect(fact(fold(se.care({ rate: "4,2 %" })))).toBe("168,00 €");
      expect(fact(se.krankengeldTerm)).toBe(fold(se.withoutKrankengeld));
      expect(within(resultRegion()).getByRole("link", { name: /§\s243 SGB\sV/ })).toHaveAttribute(
        "href",
        "https://www.gesetze-im-internet.de/sgb_5/__243.html",
      );
    });

    it("below 1.318,33 €, and at 0 €, computes on the minimum base and says so with § 240 Abs. 4 Satz 1 SGB V linked", async () => {
      await renderSelfEmployed(true);
      await typeInto(profit, "1.000");
      // 3.955 € / 90 × 30 = 1.318,33 €; × 17,5 % = 230,71 €; × 4,2 % = 55,37 €.
      expect(fact(fold(se.health({ rate: "17,5 %" })))).toBe("230,71 €");
      expect(fact(fold(se.care({ rate: "4,2 %" })))).toBe("55,37 €");
      // The sentence up to its first link, as the owner's file words it.
      const [sentence] = se.minimumBase({ year: 2026, profit: "1.000 €", minimum: "1.318,33 €", bezugsgroesse: "3.955 €" });
      expect(fold(resultRegion().textContent ?? "")).toContain(fold(String(sentence)));
      expect(within(resultRegion()).getByRole("link", { name: /§\s240 Abs\.\s4 Satz\s1 SGB\sV/ })).toHaveAttribute(
        "href",
        "https://www.gesetze-im-internet.de/sgb_5/__240.html",
      );
      await typeInto(profit, "0");
      expect(fact(fold(se.health({ rate: "17,5 %" })))).toBe("230,71 €");
      await typeInto(profit, "1.318,33");
      expect(resultRegion()).not.toHaveTextContent("Mindestbemessungsgrundlage");
      expect(fact(fold(se.health({ rate: "17,5 %" })))).toBe("230,71 €");
    });

    it("a loss typed as a negative profit gets the field's own message, no result", async () => {
      render(<GkvCalculator defaultStatus="selbststaendig" />);
      const field = await typeInto(profit, "-500");
      expect(field).toHaveAttribute("aria-invalid", "true");
      expect(field).toHaveAccessibleDescription(expect.stringContaining(fold(f.paySelbststaendig.errors.negative)));
    });

    it("asks back in its own words when the yearly profit is typed, and takes the twelfth", async () => {
      render(<GkvCalculator defaultStatus="selbststaendig" />);
      await typeInto(profit, "48.000");
      const asked = f.paySelbststaendig.yearlyInMonthField({ typed: formatEuroFromCents(4_800_000), suggested: formatEuroFromCents(400_000) });
      expect(document.body).toHaveTextContent(fold(asked));
      await userEvent.setup().click(screen.getByRole("button", { name: calculatorCommon.pay.apply({ suggested: formatEuroFromCents(400_000) }) }));
      expect(screen.getByLabelText(profit)).toHaveValue("4.000");
    });

    it("hands the profit, the occupation and both contributions to the wizard", async () => {
      await renderSelfEmployed(true);
      await userEvent.setup().click(screen.getByRole("button", { name: calculatorCommon.handoverButton }));
      const stored = JSON.parse(sessionStorage.getItem(DRAFT_STORAGE_KEY) ?? "null");
      expect(stored.enquiry.beruf).toBe(handoverCopy.gkv.selbststaendigBeruf);
      expect(stored.enquiry.einkommen).toBe("4000");
      expect(stored.enquiry.hinweisGkv).toContain(`700,00${NBSP}€`);
      expect(stored.enquiry.hinweisGkv).toContain(`168,00${NBSP}€`);
      expect(stored.enquiry.hinweisGkv).toContain("2026");
    });

    it("notes artists and publicists with the KSVG linked, other income and the provisional setting, in German typography", async () => {
      await renderSelfEmployed(true);
      const region = within(resultRegion());
      for (const paragraph of ["1", "16", "16a"]) {
        expect(region.getByRole("link", { name: new RegExp(`§\\s${paragraph} KSVG`) })).toHaveAttribute(
          "href",
          `https://www.gesetze-im-internet.de/ksvg/__${paragraph}.html`,
        );
      }
      const texts = [document.body.textContent ?? ""];
      await userEvent.setup().click(screen.getByLabelText(f.krankengeld.label));
      await typeInto(profit, "10.000");
      await typeInto(f.children.label, "3");
      await typeInto(f.childrenUnder25.label, "3");
      texts.push(document.body.textContent ?? "");
      await typeInto(profit, "500");
      texts.push(document.body.textContent ?? "");
      for (const text of texts) {
        expect(typographyProblems(text)).toEqual([]);
        expect(text).not.toMatch(/NaN|undefined/);
      }
    });
  });
});
