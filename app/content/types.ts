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

type Four<T> = readonly [T, T, T, T];
type Six<T> = readonly [T, T, T, T, T, T];

export interface PageSeo {
  /** Page title without the " | PKV-Experte PKV Beratung" suffix. */
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
   * advantages' titles are fixed by the spec; these are the group's explanations of them.
   */
  whyPkv: { savings: string; stableContributions: string; immediateReimbursement: string };
  /** Text under "Bereit für den Wechsel?". */
  readyCta: string;
  /** "Ihre Vorteile im Überblick": 400–700 words in all. */
  overview: { intro: string; sections: readonly TextSection[] };
  faqs: Six<FaqItem>;
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
    benefitsBlock: { heading: string; items: readonly [FeatureCard, FeatureCard, FeatureCard] };
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
}
