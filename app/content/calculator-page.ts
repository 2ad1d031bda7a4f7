/** Copy of the page /pkv-rechner around its three calculators (the calculators' own copy: calculators.ts). */
import { beihilfeCopy, gkvCopy, switchCheckCopy } from "./calculators";
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

/** The calculators' section ids on this page (their components' default idPrefix). */
export const CALCULATOR_ANCHORS = { switchCheck: "pkv-wechsel", gkv: "gkv-beitrag", beihilfe: "beihilfe-rechner" } as const;

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
      "Drei Fragen kommen vor jedem Gespräch: Darf ich überhaupt in die private Krankenversicherung? Was zahle ich heute in der gesetzlichen? Und als Beamtin oder Beamter: Wie viel übernimmt die Beihilfe?",
      "Die Rechner arbeiten mit den amtlichen Werten des gewählten Jahres und nennen zu jedem Wert das Gesetz, aus dem er stammt. Einen PKV-Beitrag rechnen sie bewusst nicht aus: Der hängt von Alter, Gesundheit und Tarif ab, und den ermittle ich mit Ihnen anhand echter Angebote. Mit „Ergebnis in Anfrage übernehmen“ landet Ihr Ergebnis in Ihrer Anfrage.",
    ],
  },
  contents: {
    heading: "Die Rechner auf dieser Seite",
    links: [
      { label: switchCheckCopy.title, anchor: CALCULATOR_ANCHORS.switchCheck },
      { label: gkvCopy.title, anchor: CALCULATOR_ANCHORS.gkv },
      { label: beihilfeCopy.title, anchor: CALCULATOR_ANCHORS.beihilfe },
    ],
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
