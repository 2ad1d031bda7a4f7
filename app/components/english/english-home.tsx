import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { siteConfig } from "~/config/site-config";
import { englishRoute, type EnglishPage } from "~/config/english-routes";
import { legalRoute, sectionIds } from "~/config/site-routes";
import { citedText } from "~/content/cited-text";
import { englishRole } from "~/content/english-role";
import { englishSectionCopy } from "~/content/en/english-section";
import { siteImages } from "~/modules/responsive-images";
import { AdviserMonogram } from "../adviser-monogram";
import { RichTextView } from "../calculators/rich-text";
import { ResponsiveImage } from "../responsive-image";
import { buttonClasses } from "../ui/button";

const copy = englishSectionCopy.home;
const OFFERS = ["expats", "calculators", "guide", "glossary"] as const satisfies readonly EnglishPage[];

/**
 * The English home (/en/, docs/decisions/0073): for expats who may choose private insurance. The
 * hero with the adviser, what the site offers in English, who may go private (figures by
 * placeholder, each rule's paragraph linked by citedText), about the adviser from the config, and
 * the enquiry, which the page passes in (`enquiry`).
 */
export function EnglishHome({ enquiry }: { enquiry?: ReactNode }) {
  const { adviserPhoto } = siteImages(siteConfig);
  const role = englishRole(siteConfig.registration.status);
  return (
    <>
      <section id={sectionIds.top} className="bg-surface-tint pt-24 pb-10 sm:pt-32 sm:pb-16">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 lg:grid-cols-[1fr_18rem]">
          <div>
            <p className="font-semibold text-brand-800">{copy.hero.eyebrow}</p>
            <h1 className="mt-4 max-w-3xl text-display font-bold tracking-tight text-ink">{copy.hero.title}</h1>
            <p className="mt-5 max-w-2xl text-lg text-ink-muted">{copy.hero.text}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <a href={`#${sectionIds.contact}`} className={buttonClasses("primary", "lg")}>
                {copy.hero.primaryCta}
              </a>
              <a href={englishRoute("expats").path} className={buttonClasses("outline", "lg")}>
                {copy.hero.secondaryCta}
              </a>
            </div>
          </div>
          <figure className="flex items-center gap-4 lg:flex-col lg:items-start">
            <span className="size-20 shrink-0 overflow-hidden rounded-full bg-surface-muted lg:size-40">
              {adviserPhoto ? (
                <ResponsiveImage image={adviserPhoto} sizes="(min-width: 1024px) 160px, 80px" priority className="block size-full object-cover" />
              ) : (
                <AdviserMonogram name={siteConfig.adviser.name} className="size-full" />
              )}
            </span>
            <figcaption>
              <span className="block font-bold text-ink">{siteConfig.adviser.name}</span>
              <span className="block text-sm text-ink-muted">{role}</span>
            </figcaption>
          </figure>
        </div>
      </section>

      <section aria-labelledby="en-offers" className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
        <h2 id="en-offers" className="text-2xl font-bold text-ink sm:text-3xl">
          {copy.offers.heading}
        </h2>
        <p className="mt-3 max-w-2xl text-ink-muted">{copy.offers.intro}</p>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {OFFERS.map((page) => (
            <li key={page} className="rounded-card border border-line bg-white p-5 shadow-card">
              <a href={englishRoute(page).path} className="group flex items-center gap-2 font-semibold text-brand-800 underline-offset-4 hover:underline">
                {copy.offers[page].title}
                <ArrowRight aria-hidden="true" className="size-4" />
              </a>
              <p className="mt-2 text-sm text-ink-muted">{copy.offers[page].text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="en-who" className="bg-surface-tint">
        <div className="mx-auto max-w-4xl px-4 py-12 sm:py-16">
          <h2 id="en-who" className="text-2xl font-bold text-ink sm:text-3xl">
            {copy.whoMayGoPrivate.heading}
          </h2>
          <ol className="mt-6 flex list-decimal flex-col gap-4 pl-6 marker:font-bold marker:text-brand-700">
            {copy.whoMayGoPrivate.lines.map((line) => (
              <li key={line}>
                <RichTextView text={citedText(line)} newTab={false} />
              </li>
            ))}
          </ol>
          <p className="mt-6 text-ink-muted">{copy.whoMayGoPrivate.note}</p>
        </div>
      </section>

      <section id={sectionIds.about} aria-labelledby="en-about" className="mx-auto max-w-4xl px-4 py-12 sm:py-16">
        <h2 id="en-about" className="text-2xl font-bold text-ink sm:text-3xl">
          {copy.about.heading}
        </h2>
        <p className="mt-4 font-semibold text-ink">
          {siteConfig.adviser.name}, {role}
        </p>
        {copy.about.paragraphs.map((paragraph) => (
          <p key={paragraph} className="mt-3 text-ink-muted">
            {paragraph}
          </p>
        ))}
        <p className="mt-4">
          <a href={englishRoute("impressum").path} className="font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900">
            {copy.about.link}
          </a>{" "}
          <span className="text-sm text-ink-muted">
            (
            <a href={legalRoute("impressum").path} lang="de" hrefLang="de" className="underline underline-offset-4">
              {legalRoute("impressum").navLabel}
            </a>
            )
          </span>
        </p>
      </section>
      {enquiry}
    </>
  );
}
