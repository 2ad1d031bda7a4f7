import type { ReactNode } from "react";
import type { CalculatorPageContent } from "~/content/calculator-page";
import { EnquirySection } from "../enquiry-section";
import { FigureSourcesSection } from "../figures/figure-sources-section";

interface CalculatorPageProps {
  /** The calculator islands in the order of the calculators list (app/pages/pkv-rechner.astro, default slot). */
  children?: ReactNode;
  wizard?: ReactNode;
  /** The page's words in its language (calculatorPage, or the English page's, decision 0073). */
  content: CalculatorPageContent;
  /** The enquiry section in the page's language, when it is not the German one with `wizard` in it. */
  enquirySection?: ReactNode;
  /** Where the calculators' figures come from; hidden where the page shows them in its own words. */
  figureSources?: boolean;
}

/** /pkv-rechner and /en/calculators: what the calculators answer, the three of them, and the enquiry they feed. */
export function CalculatorPage({ children, wizard, content, enquirySection, figureSources = true }: CalculatorPageProps) {
  const { hero, contents, enquiry } = content;
  return (
    <>
      <section aria-labelledby="rechner-titel" className="bg-surface-tint pt-28 pb-12 sm:pt-32">
        <div className="mx-auto max-w-4xl px-4">
          <p className="font-semibold text-brand-800">{hero.eyebrow}</p>
          <h1 id="rechner-titel" className="mt-3 text-display font-bold tracking-tight text-ink">
            {hero.title}
          </h1>
          {hero.intro.map((paragraph) => (
            <p key={paragraph} className="mt-4 text-lg text-ink-muted">
              {paragraph}
            </p>
          ))}
          <nav aria-labelledby="rechner-inhalt" className="mt-8">
            <h2 id="rechner-inhalt" className="text-base font-semibold text-ink">
              {contents.heading}
            </h2>
            <ol className="mt-3 flex list-decimal flex-col gap-2 pl-6 marker:font-semibold marker:text-brand-700">
              {contents.links.map((link) => (
                <li key={link.anchor}>
                  <a href={`#${link.anchor}`} className="font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900">
                    {link.label}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        </div>
      </section>
      {/* Marks the page whose printout is its calculators alone (app/styles/site.css, decision 0068). */}
      <div className="bg-surface-muted py-12 sm:py-16" data-print-calculators="">
        <div className="mx-auto flex max-w-4xl flex-col gap-10 px-4">{children}</div>
      </div>
      {enquirySection ?? <EnquirySection heading={enquiry.heading} intro={enquiry.intro} wizard={wizard} />}
      {figureSources && <FigureSourcesSection sources={content.figureSources} chart />}
    </>
  );
}
