/**
 * Shapes of the site's copy. Components receive these; they never contain copy themselves.
 * Tuples fix the counts the spec asks for where the copy is TypeScript (the home page); the
 * profession files' schema (app/modules/profession-schema.ts) checks the same counts there.
 */
import type { GroupSlug } from "~/config/site-routes";
import type { IconName } from "~/modules/icon-names";

export interface FaqItem {
  question: string;
  /** One or more paragraphs. */
  answer: readonly string[];
}

export interface FeatureCard {
  icon: IconName;
  title: string;
  description: string;
}

export interface BenefitCard {
  icon: IconName;
  title: string;
  description: string;
  points: readonly string[];
}

export interface TextSection {
  heading: string;
  paragraphs: readonly string[];
}

export interface Stat {
  value: string;
  label: string;
}

/**
 * Where a statutory figure quoted on a page is laid down. Pages list these under their copy
 * (heading `groupPageLabels.figureSourcesHeading`), each citation linking to `url`.
 */
export interface FigureSource {
  /** The figure and its year, e.g. „Versicherungspflichtgrenze (Jahresarbeitsentgeltgrenze) 2026“. */
  label: string;
  /** e.g. „§ 6 Abs. 6 SGB V; Sozialversicherungs-Rechengrößenverordnung 2026“. */
  citation: string;
  url: string;
}

/**
 * The dated worked example that must stand next to every „bis zu 40 %“ (UWG § 5): the year's
 * maximum statutory contribution computed from the statutory figures, what 40 % less would be,
 * the conditions under which a private tariff can be that much cheaper, and that it is no promise.
 */
export interface SavingsExampleContent {
  heading: string;
  /** The computation, step by step. */
  paragraphs: readonly string[];
  conditionsIntro: string;
  conditions: readonly string[];
  disclaimer: string;
  sources: readonly FigureSource[];
}

export interface PageSeo {
  /** Page title without the " | {brand} PKV Beratung" suffix. */
  title: string;
  /** 120–160 characters. */
  description: string;
  keywords: readonly string[];
}

export interface GroupContent {
  slug: GroupSlug;
  seo: PageSeo;
  hero: {
    /** The page's h1. */
    title: string;
    /** Eyebrow line naming who the page is for. */
    targetGroup: string;
    subtitle: string;
    description: string;
    /**
     * The button to the enquiry form, in the group's words. The hero's one primary action where the
     * route table names no calculator; where it does, the primary action leads to the first
     * calculator (label: `calculatorCopies[id].pageAction`, calculators.ts) and this one follows it (docs/decisions/0046).
     */
    enquiryCta: string;
  };
  features: readonly FeatureCard[];
  /** Section "Nutzen für {Gruppe}". */
  benefits: { intro: string; cards: readonly BenefitCard[] };
  /**
   * Red band "Warum sich eine private Krankenversicherung für {Gruppe} lohnt": the three
   * advantages (titles in group-page-labels.ts; docs/decisions/0015 retitled the spec's „lebenslang stabile
   * Beiträge“ and „Sofort-Erstattung“, the keys say what the text now says) explained for the
   * group. Under the band goes the shared worked example `groupPageLabels.savingsExample`, which
   * `savings` refers to.
   */
  whyPkv: { savings: string; plannablePremiums: string; fastReimbursement: string };
  /**
   * A group whose members pay the GKV differently from the general example (civil servants:
   * reduced rate, half the Pflege rate, alone) gets its own worked example, computed by the GKV
   * calculator's module; the band shows it instead of `groupPageLabels.savingsExample`.
   */
  gkvExample?: SavingsExampleContent;
  /** Text under "Bereit für den Wechsel?". */
  readyCta: string;
  /** "Ihre Vorteile im Überblick": 400–700 words in all. */
  overview: { intro: string; sections: readonly TextSection[] };
  faqs: readonly FaqItem[];
  /**
   * From October on: next year's Versicherungspflichtgrenze (or, for the self-employed, the
   * Beitragsbemessungsgrenze), or the dated statement that it is not yet published. Shown folded
   * after the calculators (or the adviser card), out of the hero (docs/decisions/0046). Null before October.
   */
  nextYearNote: string | null;
  /** Sources of every statutory figure the page quotes, listed at the end of the page. */
  figureSources: readonly FigureSource[];
  /** Only the doctors' page: an extra wording block with its own FAQ (own heading, as it is its own section). */
  extra?: { heading: string; intro: string; sections: readonly TextSection[]; faqHeading: string; faqs: readonly FaqItem[] };
}

export interface TargetGroupCard {
  slug: GroupSlug;
  icon: IconName;
  title: string;
  description: string;
  benefits: readonly string[];
}

export interface HomeContent {
  seo: PageSeo;
  hero: {
    badges: readonly string[];
    title: string;
    /** Part of the title shown in the brand colour. */
    titleHighlight: string;
    subtitle: string;
    primaryCta: string;
    secondaryCta: string;
    stats: readonly [Stat, Stat, Stat];
  };
  targetGroups: {
    heading: string;
    intro: string;
    /** One per profession file that asks for a home card (app/content/professions.ts). */
    cards: readonly TargetGroupCard[];
    /**
     * The page's one benefits section (docs/decisions/0046: once, not twice): the spec's three advantages of
     * the red band first, then the benefits grid's own (extras and deductible, free choice of doctor);
     * the intro carries the grid's statement on tax deductibility.
     */
    benefitsBlock: {
      heading: string;
      intro: string;
      /** The savings card first; counts are the schema's (app/modules/text-files/home-schema.ts). */
      items: readonly FeatureCard[];
      /** Shown under the three items: the dated worked example behind the savings card. */
      savingsExample: SavingsExampleContent;
    };
    cta: { text: string; button: string };
  };
  about: {
    heading: string;
    eyebrow: string;
    intro: readonly string[];
    qualities: readonly FeatureCard[];
    certification: string;
    brokerNote: string;
    cta: string;
  };
  wizardSection: { heading: string; intro: string };
  faq: { heading: string; intro: string; items: readonly FaqItem[]; cta: { text: string; button: string } };
  /** As on the group pages: next year's Versicherungspflichtgrenze or that it is not yet published; shown with the FAQ on the income limit. */
  nextYearNote: string | null;
  /** Sources of every statutory figure the page quotes, listed at the end of the page. */
  figureSources: readonly FigureSource[];
}

/** A step of the enquiry's four (the new customer's and the member's alike). */
export type StepNumber = 1 | 2 | 3 | 4;

export interface WizardStep {
  number: StepNumber;
  /** Short name in the step list and the announcement, e.g. "Beruflich". */
  label: string;
  /** Second line in the step list, e.g. "Ihr Job". */
  subtitle: string;
  /** The step's heading above its fields. */
  heading: string;
  intro: string;
}
