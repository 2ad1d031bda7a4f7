import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { siteConfig } from "~/config/site-config";
import { formatEuro } from "~/modules/format-de";
import { formatOpeningHours } from "~/modules/opening-hours";
import { insurerChoiceWords } from "./insurer-choice";
import { clientsStat, experienceStat, reachability } from "./adviser-facts";
import { home } from "./home";
import { savingsCardTitle, savingsExampleCopy } from "./savings-example-copy";
import { BUILD_YEAR, currentFigures, figuresFor } from "./statutory-figures";

/** Every string of the home page's content, joined: what a reader can find somewhere on the page. */
function allText(value: unknown): string {
  if (typeof value === "string") return value;
  if (Array.isArray(value)) return value.map(allText).join("\n");
  if (value && typeof value === "object") return Object.values(value).map(allText).join("\n");
  return "";
}

const text = allText(home);
const NBSP = "\u00a0";

describe("home content", () => {
  // The spec's claims as docs/decisions/0015 allows them: each is still made, in a form that is true.
  it.each([
    ["tax deductibility as provision expenses, in both systems", /in der PKV wie in der GKV als Vorsorgeaufwendungen ab/],
    ["flexible deductible", /Selbstbeteiligung bestimmen Sie flexibel/],
    ["optional extras", /Chefarztbehandlung, Einbettzimmer, Zahnzusatz und Krankenhaustagegeld/],
    ["free, non-binding consultation in about 2 minutes", /kostenlos und unverbindlich[\s\S]*2\u00a0Minuten/],
    ["thorough health questions before applying", /Gesundheitsfragen bereite ich vor dem Antrag gründlich/],
    ["help when a claim arises", /im Leistungsfall/],
    ["lifelong protection as the law gives it: no ordinary termination", /Lebenslanger Schutz[\s\S]*nicht ordentlich kündigen \(§\u00a0206 VVG\)/],
    [
      "premium reviews on claims costs and mortality, all assumptions, with a trustee",
      /Leistungsausgaben und Sterbewahrscheinlichkeiten[^]*allen Rechnungsgrundlagen[^.]*unabhängiger Treuhänder muss zustimmen \(§\u00a0203 Abs\.\u00a02 VVG, §\u00a0155 VAG\)/,
    ],
    ["fast reimbursement by app, not immediate", /Schnelle Erstattung per App/],
    ["direct billing where the insurer offers it", /Klinikcard[^.]*wenn Ihr Versicherer sie anbietet/],
    ["planable contributions: ageing reserves and the 10 % surcharge of § 149 VAG", /Alterungsrückstellungen[^.]*10\u00a0% \(§\u00a0149 VAG\)/],
    ["the right to change tariff keeping the reserves", /§\u00a0204 VVG/],
    ["age wording of § 6 Abs. 3a SGB V", /ab 55\u00a0Jahren[^.]*§\u00a06 Abs.\u00a03a SGB\u00a0V/],
  ])("states: %s", (_claim, pattern) => {
    expect(text).toMatch(pattern);
  });

  it("shows the adviser's own figures from the config, dated, instead of a count of satisfied customers", () => {
    expect(home.hero.stats.slice(0, 2)).toEqual([clientsStat(siteConfig.adviser), experienceStat(siteConfig.adviser.activeSinceYear, BUILD_YEAR)]);
    expect(home.hero.stats[0].label).toMatch(/Stand \p{L}+ \d{4}/u);
    expect(text).toContain(`Seit ${siteConfig.adviser.activeSinceYear} berate ich`);
  });

  it("writes none of the adviser's figures into the module itself", () => {
    const source = readFileSync(new URL("./home.ts", import.meta.url), "utf8");
    for (const figure of [siteConfig.adviser.clientsAdvised, siteConfig.adviser.activeSinceYear]) {
      expect(source).not.toMatch(new RegExp(`\\b${figure}\\b`));
    }
  });

  it("says what is true about reaching the adviser instead of „24/7“", () => {
    expect(text).toContain(reachability(siteConfig));
    expect(text).not.toMatch(/24\/7|24 Stunden/);
  });

  // „Rund um die Uhr“ read as round-the-clock availability while the phone has hours (docs/decisions/0067).
  it("says „rund um die Uhr“ only of sending an enquiry, with the phone's hours in the same place", () => {
    const hours = formatOpeningHours(siteConfig.openingHours);
    const [, , third] = home.hero.stats;
    expect(third.value).toBe("rund um die Uhr");
    expect(third.label).toMatch(/^Anfrage/);
    expect(third.label).toContain(hours);
    const sentences = text.split(/(?<=[.!?])\s+|\n/).filter((sentence) => /rund um die Uhr/.test(sentence) && sentence !== third.value);
    for (const sentence of sentences) expect(sentence).toMatch(/Anfrage/);
  });

  it("speaks of the insurers compared in words that follow the basis of advice and the list (§ 60 VVG)", () => {
    const words = insurerChoiceWords(siteConfig);
    expect(home.about.intro.join(" ")).toContain(`unter den Tarifen ${words} aus`);
    expect(home.about.brokerNote).toContain(`die Tarife ${words}`);
    expect(text).not.toMatch(/zahlreiche[rn]? (Gesellschaften|private[rn]? Krankenversicherer)/);
  });

  it("names the qualification and status the config declares, never an unnamed certificate", () => {
    expect(home.hero.badges).toContain(siteConfig.adviser.qualification);
    expect(home.about.certification).toContain(siteConfig.registration.permission);
    expect(home.about.certification).toContain(siteConfig.registration.registerNumber);
    expect(home.about.certification).toContain(siteConfig.adviser.qualification);
    expect(text).not.toMatch(/zertifiziert/i);
  });

  it("explains „unabhängig“ with what it means for a Makler and names the Maklerverbund", () => {
    const paragraph = home.about.intro.find((entry) => /unabhängig/i.test(entry));
    expect(paragraph).toMatch(/an keinen Versicherer gebunden/);
    expect(paragraph).toContain(siteConfig.broker.name);
    expect(home.about.brokerNote).toContain(siteConfig.broker.name);
  });

  it("keeps the spec's savings card, without a percentage unless the config documents one, with the worked example", () => {
    const { items, savingsExample } = home.targetGroups.benefitsBlock;
    expect(items[0].title).toBe(savingsCardTitle(siteConfig.savingsComparison));
    const percents = `${items[0].title} ${items[0].description}`.match(/\d+(?:,\d+)?\s?%/g) ?? [];
    expect(percents).toEqual(siteConfig.savingsComparison === undefined ? [] : [`${siteConfig.savingsComparison.percent}${NBSP}%`]);
    expect(items[0].description).toMatch(/Rechenbeispiel/);
    expect(savingsExample).toBe(savingsExampleCopy);
  });

  // The previous year is derived from the quoted one: a new row in the figures table moves it along.
  const previousYear = currentFigures.year - 1;

  it("quotes the current income threshold with its year and source, and labels the previous year's figure with its year", () => {
    const incomeAnswer = home.faq.items[1].answer.join(" ");
    expect(incomeAnswer).toContain(
      `${currentFigures.year} bei ${formatEuro(currentFigures.versicherungspflichtgrenze)} brutto im Jahr (§${NBSP}6 Abs.${NBSP}6 SGB${NBSP}V)`,
    );
    expect(incomeAnswer).toContain(`${previousYear} lag sie noch bei ${formatEuro(figuresFor(previousYear).versicherungspflichtgrenze)}`);
  });

  it("quotes the employer subsidy of the current year with its source", () => {
    expect(text).toContain(
      `${currentFigures.year} höchstens ${formatEuro(currentFigures.maxEmployerSubsidyHealth)} im Monat für die Krankenversicherung (§${NBSP}257 Abs.${NBSP}2 SGB${NBSP}V)`,
    );
  });

  it("lists a source for each year whose threshold it quotes", () => {
    const labels = home.figureSources.map((source) => source.label);
    expect(labels).toContain(`Versicherungspflichtgrenze (Jahresarbeitsentgeltgrenze) ${currentFigures.year}`);
    expect(labels).toContain(`Versicherungspflichtgrenze (Jahresarbeitsentgeltgrenze) ${previousYear}`);
    for (const source of home.figureSources)
      expect(source.url).toMatch(/^https:\/\/(www\.gesetze-im-internet\.de|www\.recht\.bund\.de|www\.bgbl\.de|www\.bundesanzeiger\.de)\//);
  });

  it("writes no bare space where German typography wants a non-breaking one", () => {
    expect(text).not.toMatch(/\d %|§ \d|\d Minuten|\d Uhr/);
  });
});
