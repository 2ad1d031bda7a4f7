import { describe, expect, it } from "vitest";
import { siteConfig } from "~/config/site-config";
import { formatEuro } from "~/modules/format-de";
import { home } from "./home";
import { currentFigures, figuresOfYear } from "./statutory-figures";

/** Every string of the home page's content, joined: what a reader can find somewhere on the page. */
function allText(value: unknown): string {
  if (typeof value === "string") return value;
  if (Array.isArray(value)) return value.map(allText).join("\n");
  if (value && typeof value === "object") return Object.values(value).map(allText).join("\n");
  return "";
}

const text = allText(home);

describe("home content", () => {
  it.each([
    ["over 500 satisfied customers", /500\+/],
    ["over 10 years of experience", /10\+|über 10\u00a0Jahren/],
    ["24/7 personal service, worded truthfully", /24\/7[\s\S]*rund um die Uhr|rund um die Uhr[\s\S]*24\/7/],
    ["up to 40 % savings at higher income", /bis zu 40\u00a0% Ersparnis möglich/i],
    ["lifelong protection and contributions cushioned in old age", /Leben lang[\s\S]*Alterungsrückstellungen/],
    ["immediate reimbursement", /Sofort-Erstattung/],
    ["direct billing", /direkt mit dem Versicherer ab|rechnet der Versicherer direkt ab/],
    ["tax deductibility as provision expenses", /als Vorsorgeaufwendungen absetzbar/],
    ["flexible deductible", /Selbstbeteiligung bestimmen Sie flexibel/],
    ["optional extras", /Chefarztbehandlung, Einbettzimmer, Zahnzusatz und Krankenhaustagegeld/],
    ["free, non-binding consultation in about 2 minutes", /kostenlos und unverbindlich[\s\S]*2\u00a0Minuten/],
    ["thorough health questions before applying", /Gesundheitsfragen bereite ich vor dem Antrag gründlich/],
    ["help when a claim arises", /im Leistungsfall/],
    ["certified adviser", /Zertifizierter Versicherungsmakler/],
  ])("states the spec's claim: %s", (_claim, pattern) => {
    expect(text).toMatch(pattern);
  });

  it("names the broker partner from the site config", () => {
    expect(home.about.brokerNote).toContain(siteConfig.broker.name);
  });

  it("quotes the current income threshold with its year, and labels the 2025 figure as 2025's", () => {
    const incomeAnswer = home.faq.items[1].answer.join(" ");
    expect(incomeAnswer).toContain(`${currentFigures.year} bei ${formatEuro(currentFigures.versicherungspflichtgrenze)}`);
    expect(incomeAnswer).toContain(`2025 lag sie noch bei ${formatEuro(figuresOfYear(2025).versicherungspflichtgrenze)}`);
  });

  it("quotes the employer subsidy of the current year", () => {
    expect(text).toContain(`${currentFigures.year} höchstens ${formatEuro(currentFigures.maxEmployerSubsidyHealth)} im Monat`);
  });

  it("writes no bare space where German typography wants a non-breaking one", () => {
    expect(text).not.toMatch(/\d %|§ \d|\d Minuten|\d Uhr/);
  });
});
