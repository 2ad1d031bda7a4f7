/** Copy of the page /pkv-rechner around its three calculators (the calculators' own copy: calculators.ts). */
import { CALCULATOR_ANCHORS, CALCULATOR_IDS, type CalculatorId } from "~/config/calculator-ids";
import type { SiteConfig } from "~/config/site-config-schema";
import { adviserRole } from "./adviser-role";
import { calculatorCopies } from "./calculators";
import { figureSources } from "./figure-notes";
import { currentFigures } from "./statutory-figures";
import type { FigureSource, PageSeo } from "./types";

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

export const calculatorPage: CalculatorPageContent = {
  seo: {
    title: "PKV-Rechner: Wechsel, GKV-Beitrag, Beihilfe",
    description:
      "Drei Rechner mit den amtlichen Werten des Jahres: Dürfen Sie in die PKV wechseln, was kostet Sie die GKV, wie viel zahlt die Beihilfe? Mit Paragraf zu jedem Wert.",
    keywords: ["PKV-Rechner", "Versicherungspflichtgrenze", "GKV-Beitrag berechnen", "Beihilfe-Rechner", "Beitragsbemessungsgrenze", "Arbeitgeberzuschuss PKV"],
  },
  hero: {
    eyebrow: "PKV-Rechner",
    title: "Wechsel, GKV-Beitrag und Beihilfe selbst nachrechnen",
    intro: [
      "Drei Fragen kommen vor jedem Gespräch: Darf ich überhaupt in die private Krankenversicherung? Was zahle ich heute in der gesetzlichen? Und als Beamt:in: Wie viel übernimmt die Beihilfe?",
      "Die Rechner arbeiten mit den amtlichen Werten des gewählten Jahres und nennen zu jedem Wert das Gesetz, aus dem er stammt. Einen PKV-Beitrag rechnen sie bewusst nicht aus: Der hängt von Alter, Gesundheit und Tarif ab, und den ermittle ich mit Ihnen anhand echter Angebote. Mit „Ergebnis in Anfrage übernehmen“ landet Ihr Ergebnis in Ihrer Anfrage.",
    ],
  },
  contents: {
    heading: "Die Rechner auf dieser Seite",
    links: CALCULATORS.map(({ title, anchor }) => ({ label: title, anchor })),
  },
  enquiry: {
    heading: "Ihr Ergebnis besprechen",
    intro:
      "Ob sich der Wechsel für Sie lohnt, hängt an mehr als einer Zahl. Schicken Sie mir Ihre Anfrage – mit dem übernommenen Ergebnis weiß ich gleich, worum es geht.",
  },
  figureSources: figureSources(
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
  ),
};
