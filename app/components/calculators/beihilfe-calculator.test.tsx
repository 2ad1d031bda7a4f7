// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { resultPrompts } from "../../../tests/support/result-prompts";
import { DIENSTHERREN } from "~/content/beihilfe/dienstherren";
import { rateBasis } from "~/content/beihilfe/rate-basis";
import { beihilfeCopy, calculatorCommon } from "~/content/calculators";
import { DRAFT_STORAGE_KEY } from "~/modules/enquiry-draft";
import { typographyProblems } from "../../../tests/support/german-typography";
import { BeihilfeCalculatorDe as BeihilfeCalculator } from "./calculators-de";
import { RateBasisTableDe as RateBasisTable } from "./calculators-de";

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  // The calculators keep their input in the address: the next test starts from a clean one.
  window.history.replaceState(null, "", "/");
});

/** Note: toHaveTextContent folds every whitespace, the no-break space included, into a plain space. */
function resultRegion(): HTMLElement {
  const region = document.querySelector<HTMLElement>('[aria-live="polite"]');
  if (!region) throw new Error("no live region");
  return region;
}

/** The figure shown for a person („Sie selbst“, „Ehe-/Lebenspartner:in“, „je Kind“), or null. */
function figure(person: string): string | null {
  const term = within(resultRegion()).queryByText(person, { selector: "dt" });
  return term?.nextElementSibling?.textContent?.replace("\u00a0", " ") ?? null;
}

async function typeChildren(text: string) {
  const user = userEvent.setup();
  const field = screen.getByLabelText("Kinder");
  await user.clear(field);
  if (text) await user.type(field, text);
  return field;
}

/** The calculator starts with no Dienstherr and no children (docs/decisions/0047): these choose them, as a visitor does. */
async function renderFor(dienstherr: string, children?: string) {
  render(<BeihilfeCalculator />);
  await userEvent.setup().selectOptions(screen.getByLabelText("Dienstherr"), dienstherr);
  if (children !== undefined) await typeChildren(children);
}

describe("BeihilfeCalculator", () => {
  it("is prerendered with no Dienstherr chosen and no rate, saying it is loading; once hydrated, what it needs named; the Bund's rates with their provisions as the table without JavaScript", () => {
    const html = renderToString(<BeihilfeCalculator />);
    expect(html).toContain("Beihilfe-Rechner für Beamte</h2>");
    expect(html).not.toContain("Beihilfe 2026: Bund");
    expect(html).not.toContain("Die Beihilfe trägt für Sie");
    expect(html).toMatch(/<option value="" selected="">Bitte wählen<\/option>/);
    // Until hydrated it says it is loading, not what is missing (docs/decisions/0068); hydrated, it names what it needs.
    // The prompt keeps its place invisibly under the loading text, so hydration changes no height.
    expect(html).toContain('aria-busy="true"');
    expect(resultPrompts(html)).toEqual({ shown: [calculatorCommon.loading], invisible: [calculatorCommon.missing(["Dienstherr", "Kinder"])] });
    render(<BeihilfeCalculator />);
    expect(resultPrompts(document.body)).toEqual({ shown: [calculatorCommon.missing(["Dienstherr", "Kinder"])], invisible: [] });
    expect(resultRegion()).not.toHaveAttribute("aria-busy");
    cleanup();
    expect(html).toContain(beihilfeCopy.noScript.caption);
    expect(html).toContain('href="https://www.gesetze-im-internet.de/bbhv/__46.html" target="_blank" rel="noopener noreferrer"');
    expect(html).toContain("§\u00a046 Abs.\u00a02 Nr.\u00a01 BBhV");
    for (const rate of ["50\u00a0%", "70\u00a0%", "80\u00a0%"]) expect(html).toContain(rate);
  });

  it("with a Dienstherr chosen and the children typed: the verdict and the linked provision with its check date", async () => {
    await renderFor("bund", "0");
    expect(resultRegion()).toHaveTextContent("Beihilfe 2026: Bund");
    expect(resultRegion()).toHaveTextContent("Die Beihilfe trägt für Sie 50 % der beihilfefähigen Kosten");
    expect(resultRegion()).toHaveTextContent("geprüft am 23. November 2026");
  });

  it.each([
    ["aktiv", "0", false, "50 %", null, null, "§ 46 Abs. 2 Nr. 1 BBhV"],
    ["aktiv", "1", false, "50 %", null, "80 %", "§ 46 Abs. 2 Nr. 1 BBhV"],
    ["aktiv", "2", false, "70 %", null, "80 %", "§ 46 Abs. 3 Satz 1 BBhV"],
    ["aktiv", "0", true, "50 %", "70 %", null, "§ 46 Abs. 2 Nr. 1 BBhV"],
    ["Versorgungsempfänger:in", "0", true, "70 %", "70 %", null, "§ 46 Abs. 2 Nr. 2 BBhV"],
  ] as const)(
    "Bund, %s, %s Kinder, Partner %s → selbst %s, Partner %s, Kind %s (%s)",
    async (status, children, partner, selbst, partnerRate, kind, citation) => {
      await renderFor("bund");
      const user = userEvent.setup();
      await user.click(screen.getByLabelText(status));
      if (partner) await user.click(screen.getByLabelText("Ehe- oder Lebenspartner:in ist berücksichtigungsfähig"));
      await typeChildren(children);
      expect(figure("Sie selbst")).toBe(selbst);
      expect(figure("Ehe-/Lebenspartner:in")).toBe(partnerRate);
      expect(figure("je Kind")).toBe(kind);
      expect(within(resultRegion()).getAllByRole("link", { name: new RegExp(citation.replaceAll(" ", "\\s")) })[0]).toHaveAttribute(
        "href",
        "https://www.gesetze-im-internet.de/bbhv/__46.html",
      );
    },
  );

  it("asks for Elternzeit only while aktiv, and it raises the Bund's rate to 70 %", async () => {
    await renderFor("bund", "0");
    const user = userEvent.setup();
    await user.click(screen.getByLabelText("Ich bin in Elternzeit"));
    expect(figure("Sie selbst")).toBe("70 %");
    await user.click(screen.getByLabelText("Versorgungsempfänger:in"));
    expect(screen.queryByLabelText("Ich bin in Elternzeit")).toBeNull();
  });

  it("shows Hessen's rate for stationäre Leistungen under each figure, with its provision, and the Anwärter rate (§ 15 HBeihVO)", async () => {
    await renderFor("hessen", "0");
    const user = userEvent.setup();
    const lines = () => within(resultRegion()).getAllByText(/^Bei stationärer Behandlung: \d/, { selector: "dd" });
    const text = () => lines().map((dd) => dd.textContent?.replaceAll("\u00a0", " "));
    const hessen = DIENSTHERREN.hessen;
    if (hessen.status !== "geprüft" || !hessen.stationaer) throw new Error("Hessen states a stationary rate");
    expect(figure("Sie selbst")).toBe("50 %");
    expect(text()).toEqual([expect.stringMatching(/^Bei stationärer Behandlung: 65 % \(PKV: 35 %\) – § 15 HBeihVO/)]);
    expect(within(lines()[0]!).getByRole("link")).toHaveAttribute("href", hessen.stationaer.source.url);

    await user.click(screen.getByLabelText("Ich bin Anwärter:in im Vorbereitungsdienst"));
    await user.click(screen.getByLabelText("Ehe- oder Lebenspartner:in ist berücksichtigungsfähig"));
    expect(figure("Sie selbst")).toBe("70 %");
    expect(figure("Ehe-/Lebenspartner:in")).toBe("70 %");
    expect(text()).toEqual(Array(2).fill(expect.stringMatching(/^Bei stationärer Behandlung: 85 % \(PKV: 15 %\) – § 15 HBeihVO/)));
    const reasoning = within(resultRegion()).getByText(/^Bei stationärer Behandlung: 15/, { selector: "li" });
    const verified = hessen.stationaer.source.verified;
    if (verified.how === "Normtext") throw new Error("Hessen's stationary rate rests on two sources");
    expect(reasoning).toHaveTextContent(
      beihilfeCopy.result.verifiedSecondary({ first: verified.sources[0], second: verified.sources[1] }).replaceAll("\u00a0", " "),
    );
  });

  it("marks under the figure itself a rate whose wording was not read, and names both sources with who publishes them (docs/decisions/0066)", async () => {
    // A Dienstherr whose base rate rests on two sources, and one whose base rate was read: both from the data.
    const base = (id: keyof typeof DIENSTHERREN) => {
      const entry = DIENSTHERREN[id];
      return entry.status === "geprüft" ? entry.cases.selbst.at(-1)!.source : null;
    };
    const ids = Object.keys(DIENSTHERREN) as (keyof typeof DIENSTHERREN)[];
    const secondary = ids.find((id) => base(id)?.verified.how === "zwei Sekundärquellen");
    const read = ids.find((id) => base(id)?.verified.how === "Normtext");
    if (!secondary || !read) throw new Error("the table has rates of both kinds");
    await renderFor(secondary, "0");
    expect(resultRegion()).toHaveTextContent(beihilfeCopy.result.secondaryMark);
    const verified = base(secondary)!.verified;
    if (verified.how === "Normtext") throw new Error("unreachable");
    for (const source of verified.sources)
      expect(resultRegion()).toHaveTextContent(`${source.name} (${beihilfeCopy.result.sourceKinds[source.kind]})`.replaceAll("\u00a0", " "));
    cleanup();
    await renderFor(read, "0");
    expect(resultRegion()).not.toHaveTextContent(beihilfeCopy.result.secondaryMark);
  });

  it("shows, without JavaScript, what each Dienstherr's rates rest on: read provisions linked, two sources named with their publishers, a word where none is official", () => {
    // Static beside the island (calculator-island.astro), not part of it.
    const html = renderToString(<RateBasisTable />)
      .replaceAll("&quot;", '"')
      .replaceAll("&amp;", "&");
    expect(renderToString(<BeihilfeCalculator />)).not.toContain(beihilfeCopy.basis.caption);
    expect(html).toContain(beihilfeCopy.basis.summary);
    for (const entry of Object.values(DIENSTHERREN)) {
      const basis = rateBasis(entry);
      if (basis === null) continue;
      for (const source of basis.read) expect(html, entry.id).toContain(`href="${source.url}"`);
      for (const { sources, official, onlyIntermediaries } of basis.secondary) {
        for (const source of sources) expect(html, entry.id).toContain(`${source.name} (${beihilfeCopy.result.sourceKinds[source.kind]})`);
        // Neither official: said; both intermediaries: said more plainly; an authority among them: nothing to say.
        const warning = onlyIntermediaries ? beihilfeCopy.result.onlyIntermediaries : official ? "" : beihilfeCopy.result.noOfficialSource;
        expect(html, entry.id).toContain(warning.replace(/[.]$/, ""));
      }
    }
  });

  it("shows no stationary line where the Dienstherr states none", async () => {
    await renderFor("bund", "0");
    expect(resultRegion()).not.toHaveTextContent("Bei stationärer Behandlung");
  });

  it("shows an open case as „auf Anfrage“ with its reason, never as a verified rate", async () => {
    const openCase = Object.values(DIENSTHERREN)
      .flatMap((entry) => (entry.status === "geprüft" ? entry.cases.kind.map((c) => ({ entry, c })) : []))
      .find(({ c }) => c.rate.kind === "offen" && Object.keys(c.when).length === 0);
    if (!openCase || openCase.c.rate.kind !== "offen") throw new Error("no Dienstherr has an open child case: test this path with a fixture instead");
    render(<BeihilfeCalculator />);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText("Dienstherr"), openCase.entry.id);
    await typeChildren("1");
    expect(figure("je Kind")).toBe("auf Anfrage");
    const item = within(resultRegion())
      .getAllByRole("listitem")
      .find((li) => li.textContent?.startsWith("je Kind"));
    expect(item?.textContent).toContain(openCase.c.rate.reason);
    expect(item?.textContent).not.toContain("im Wortlaut der Vorschrift geprüft");
  });

  it("goes back to no Dienstherr when „Bitte wählen“ is chosen again, and asks for one", async () => {
    await renderFor("hessen", "0");
    await userEvent.setup().selectOptions(screen.getByLabelText("Dienstherr"), calculatorCommon.chooseOption);
    expect(screen.getByLabelText("Dienstherr")).toHaveValue("");
    expect(resultRegion()).toHaveTextContent(calculatorCommon.missing(["Dienstherr"]));
  });

  it("lists the Bund and every Land, the unsettled ones marked", () => {
    render(<BeihilfeCalculator />);
    const [choose, ...options] = within(screen.getByLabelText("Dienstherr")).getAllByRole<HTMLOptionElement>("option");
    expect(choose).toHaveValue("");
    expect(choose).toHaveTextContent(calculatorCommon.chooseOption);
    expect(options).toHaveLength(17);
    expect(options[0]).toHaveTextContent(/^Bund$/);
    for (const option of options) {
      const settled = DIENSTHERREN[option.value as keyof typeof DIENSTHERREN].status === "geprüft";
      expect(option.textContent?.endsWith("(auf Anfrage)")).toBe(!settled);
    }
  });

  it("shows the pauschale Beihilfe of the chosen Dienstherr and a table of all 17", async () => {
    await renderFor("bund", "0");
    expect(resultRegion()).toHaveTextContent("Der Bund bietet keine pauschale Beihilfe an");
    const table = screen.getByRole("table", { hidden: true, name: /^Pauschale Beihilfe nach Dienstherr/ });
    expect(within(table).getAllByRole("row", { hidden: true })).toHaveLength(18);
  });

  it("keeps an unreadable number of children and says what is wrong", async () => {
    await renderFor("bund");
    const field = await typeChildren("zwei");
    expect(field).toHaveValue("zwei");
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(resultRegion()).toHaveTextContent("Sobald die markierte Angabe stimmt");
  });

  it("hands occupation and rates to the wizard", async () => {
    await renderFor("bund", "2");
    await userEvent.setup().click(screen.getByRole("button", { name: "Ergebnis in Anfrage übernehmen" }));
    const stored = JSON.parse(sessionStorage.getItem(DRAFT_STORAGE_KEY) ?? "null");
    expect(stored.enquiry.beruf).toBe("Beamt:in (Bund)");
    expect(stored.enquiry.hinweisBeihilfe).toBe(
      "Beihilfe-Rechner 2026: Bund, aktiv, 2 Kinder – Beihilfe selbst 70\u00a0%, Kinder 80\u00a0%; PKV selbst 30\u00a0%",
    );
  });

  it("writes its text in German typography for every Dienstherr", async () => {
    render(<BeihilfeCalculator />);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText("Ehe- oder Lebenspartner:in ist berücksichtigungsfähig"));
    await typeChildren("2");
    for (const option of within(screen.getByLabelText("Dienstherr")).getAllByRole<HTMLOptionElement>("option").slice(1)) {
      await user.selectOptions(screen.getByLabelText("Dienstherr"), option.textContent ?? "");
      const text = document.body.textContent ?? "";
      expect(typographyProblems(text)).toEqual([]);
      expect(text).not.toMatch(/NaN|undefined/);
    }
    // Seventeen selections re-render the whole result; on a shared, busy machine that passes the default 5 s.
  }, 20_000);
});
