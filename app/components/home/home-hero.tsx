import { BadgeCheck } from "lucide-react";
import type { HomeContent } from "~/content/types";
import { SectionLink } from "../section-link";
import { buttonClasses } from "../ui/button";

export function HomeHero({ content }: { content: HomeContent["hero"] }) {
  const lead = content.title.endsWith(content.titleHighlight)
    ? content.title.slice(0, content.title.length - content.titleHighlight.length)
    : `${content.title} `;
  return (
    <section id="top" className="bg-surface-tint pt-28 pb-16 sm:pt-32 sm:pb-20">
      <div className="mx-auto max-w-6xl px-4">
        <ul className="flex flex-wrap gap-2" aria-label="Das zeichnet die Beratung aus">
          {content.badges.map((badge) => (
            <li key={badge} className="inline-flex items-center gap-1.5 rounded-full border border-brand-200 bg-white px-3 py-1 text-sm font-medium text-brand-800">
              <BadgeCheck aria-hidden="true" className="size-4" />
              {badge}
            </li>
          ))}
        </ul>
        <h1 className="mt-6 max-w-3xl text-4xl leading-tight font-bold tracking-tight text-ink sm:text-5xl">
          {lead}
          <span className="text-brand-700">{content.titleHighlight}</span>
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-ink-muted">{content.subtitle}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <SectionLink section="versicherungsform" onThisPage className={buttonClasses("primary", "lg")}>
            {content.primaryCta}
          </SectionLink>
          <SectionLink section="about" onThisPage className={buttonClasses("outline", "lg")}>
            {content.secondaryCta}
          </SectionLink>
        </div>
        <dl className="mt-12 grid max-w-xl grid-cols-3 gap-4">
          {content.stats.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse">
              <dt className="text-sm text-ink-muted">{stat.label}</dt>
              <dd className="text-3xl font-bold text-brand-700">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
