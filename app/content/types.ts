/**
 * Shapes of the site's copy. Components receive these; they never contain copy themselves.
 * Tuples fix the counts the spec asks for (4 features, 6 benefits × 3 points, 6 FAQs),
 * so a missing card is a type error, not a gap on the page.
 */
import type { GroupSlug } from "~/config/site-routes";

/** Icons content may name; app/components/content-icon.tsx maps them to lucide-react. */
export type IconName =
  | "stethoscope"
  | "scale"
  | "hard-hat"
  | "briefcase"
  | "landmark"
  | "building"
  | "shield-check"
  | "heart-pulse"
  | "piggy-bank"
  | "clock"
  | "hospital"
  | "graduation-cap"
  | "users"
  | "file-check"
  | "calculator"
  | "baby"
  | "plane"
  | "smile"
  | "wallet"
  | "trending-up"
  | "handshake"
  | "award"
  | "zap"
  | "cog"
  | "laptop"
  | "receipt"
  | "user-check"
  | "lock"
  | "star"
  | "activity";

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
  points: readonly [string, string, string];
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

type Four<T> = readonly [T, T, T, T];
type Six<T> = readonly [T, T, T, T, T, T];

export interface PageSeo {
  /** Page title without the " | {brand} PKV-Beratung" suffix. */
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
    primaryCta: string;
    secondaryCta: string;
  };
  features: Four<FeatureCard>;
  /** Section "Nutzen für {Gruppe}". */
  benefits: { intro: string; cards: Six<BenefitCard> };
  /**
   * Red band "Warum sich eine private Krankenversicherung für {Gruppe} lohnt": the three
   * advantages (titles in group-page-labels.ts; issue 11 retitled the spec's „lebenslang stabile
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
  faqs: Six<FaqItem>;
  /**
   * From October on: next year's Versicherungspflichtgrenze (or, for the self-employed, the
   * Beitragsbemessungsgrenze), or the dated statement that it is not yet published. Shown next to
   * the hero, where the page first quotes the limit. Null before October.
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
  benefits: readonly [string, string, string];
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
    cards: Six<TargetGroupCard>;
    benefitsBlock: {
      heading: string;
      items: readonly [FeatureCard, FeatureCard, FeatureCard];
      /** Shown under the three items: the dated worked example behind the savings card. */
      savingsExample: SavingsExampleContent;
    };
    cta: { text: string; button: string };
  };
  about: {
    heading: string;
    eyebrow: string;
    intro: readonly string[];
    qualities: Four<FeatureCard>;
    stats: readonly [Stat, Stat, Stat];
    certification: string;
    brokerNote: string;
    cta: string;
  };
  benefitsGrid: { heading: string; intro: string; items: Four<FeatureCard> };
  wizardSection: { heading: string; intro: string };
  faq: { heading: string; intro: string; items: Six<FaqItem>; cta: { text: string; button: string } };
  /** As on the group pages: next year's Versicherungspflichtgrenze or that it is not yet published; shown with the FAQ on the income limit. */
  nextYearNote: string | null;
  /** Sources of every statutory figure the page quotes, listed at the end of the page. */
  figureSources: readonly FigureSource[];
}
