/**
 * The English calculators page around its islands (/en/calculators, decision 0073): its words from
 * en/texte/rechner-seite.yaml, the calculators' English titles, its head. Read by the page file at
 * build time only; the islands' words are calculators-en.ts.
 */
import { siteConfig } from "~/config/site-config";
import { buildSeo, type PageHead } from "~/modules/seo";
import type { CalculatorPageText } from "~/modules/text-files/calculator-schemas";
import { makeCalculatorPage, type CalculatorPageContent } from "../calculator-page";
import { englishCalculatorWords } from "./calculators";
import { englishRole } from "../english-role";
import pageText from "./texte/rechner-seite.yaml";
import { ogImagePath } from "../page-heads";

/** The English calculators page (/en/calculators): its words from en/texte/rechner-seite.yaml, the calculators' English titles. */
export const englishCalculatorPage: CalculatorPageContent = makeCalculatorPage(pageText as CalculatorPageText, {
  switchCheck: englishCalculatorWords.switchCheck.title,
  gkv: englishCalculatorWords.gkv.title,
  beihilfe: englishCalculatorWords.beihilfe.title,
});

/** The page's head: canonical /en/calculators, the German page's share image (figures, no words of a language), in English, as en/page-heads.ts builds the other English pages'. */
export function englishCalculatorHead(path: string): PageHead {
  const { seo, hero } = englishCalculatorPage;
  return buildSeo(
    { ...seo, path, ogImage: ogImagePath("pkv-rechner"), ogImageAlt: seo.title, breadcrumbName: hero.eyebrow, serviceName: seo.title, lang: "en" },
    siteConfig,
    englishRole(siteConfig.registration.status),
  );
}

/** Printed under every English calculator (only on paper): whom a printed result can be discussed with. */
export function englishCalculatorPrintContact(config: Pick<typeof siteConfig, "adviser" | "registration" | "phone" | "email" | "siteUrl">): string {
  const site = config.siteUrl.replace(/^https?:\/\//, "");
  return `Your contact: ${config.adviser.name}, ${englishRole(config.registration.status)} · Phone ${config.phone.display} · E-mail ${config.email} · ${site}`;
}
