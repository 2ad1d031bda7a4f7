/**
 * Copy of the page /pkv-rechner around its three calculators, from the owner's file
 * texte/rechner-seite.yaml, finished by the build (the calculators' own copy: calculators.ts).
 * The table of contents and the figures' sources are derived here, not written.
 */
import { CALCULATOR_ANCHORS, CALCULATOR_IDS, type CalculatorId } from "~/config/calculator-ids";
import type { SiteConfig } from "~/config/site-config-schema";
import { adviserRole } from "./adviser-role";
import { calculatorCopies } from "./calculators";
import { figureSources } from "./figure-notes";
import { currentFigures } from "./statutory-figures";
import type { FigureSource, PageSeo } from "./types";
import type { CalculatorPageText } from "~/modules/text-files/calculator-schemas";
import text from "./texte/rechner-seite.yaml";

const page = text as CalculatorPageText;

export interface CalculatorPageContent {
  seo: PageSeo;
  hero: { eyebrow: string; title: string; intro: readonly string[] };
  /** In-page links to the three calculators, in their order on the page. */
  contents: { heading: string; links: readonly { label: string; anchor: string }[] };
  enquiry: { heading: string; intro: string };
  figureSources: readonly FigureSource[];
}

export interface CalculatorEntry {
  id: CalculatorId;
  /** Section id of the calculator on /pkv-rechner: the target of links such as /pkv-rechner#gkv-beitrag. */
  anchor: string;
  title: string;
}

/**
 * The calculators, in their order on /pkv-rechner (the order of app/config/calculator-ids.ts). The
 * page, its table of contents, the profession pages, the guide's links and the tests read this
 * list; app/components/calculators/calculator-island.astro binds each id to its component.
 */
export const CALCULATORS: readonly CalculatorEntry[] = CALCULATOR_IDS.map((id) => ({ id, anchor: CALCULATOR_ANCHORS[id], title: calculatorCopies[id].title }));

/**
 * Printed under every calculator, wherever it stands (calculator-island.astro; only on paper):
 * whom a printed result can be discussed with, from the site config.
 */
export function calculatorPrintContact(config: Pick<SiteConfig, "adviser" | "registration" | "phone" | "email" | "siteUrl">): string {
  const role = adviserRole(config);
  const site = config.siteUrl.replace(/^https?:\/\//, "");
  return `${role.yourContact}: ${config.adviser.name}, ${role.role} · Telefon ${config.phone.display} · E-Mail ${config.email} · ${site}`;
}

export function calculatorEntry(id: CalculatorId): CalculatorEntry {
  const found = CALCULATORS.find((entry) => entry.id === id);
  if (!found) throw new Error(`Unknown calculator: ${id}`);
  return found;
}

/**
 * The page's content from one language's file (texte/rechner-seite.yaml or its English twin) and
 * that language's calculator titles; the anchors are the same in both, so a link or the language
 * switch keeps its calculator (decision 0073).
 */
export function makeCalculatorPage(pageText: CalculatorPageText, titles: Readonly<Record<CalculatorId, string>>): CalculatorPageContent {
  return {
    seo: pageText.seo,
    hero: pageText.hero,
    contents: {
      heading: pageText.contents.heading,
      links: CALCULATOR_IDS.map((id) => ({ label: titles[id], anchor: CALCULATOR_ANCHORS[id] })),
    },
    enquiry: pageText.enquiry,
    figureSources: calculatorPageSources(),
  };
}

/** The figures the page's calculators compute with, with their sources (figure-notes.ts). */
function calculatorPageSources(): readonly FigureSource[] {
  return figureSources(
    [
      "versicherungspflichtgrenze",
      "beitragsbemessungsgrenze",
      "allgemeinerBeitragssatz",
      "durchschnittlicherZusatzbeitrag",
      "pflegeBeitragssatz",
      "pflegeKinderlosenzuschlag",
      "maxEmployerSubsidyHealth",
    ],
    currentFigures.year,
  );
}

export const calculatorPage: CalculatorPageContent = makeCalculatorPage(page, {
  switchCheck: calculatorCopies.switchCheck.title,
  gkv: calculatorCopies.gkv.title,
  beihilfe: calculatorCopies.beihilfe.title,
});
