import { Mail, MessageCircle, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { siteConfig, whatsAppDigits } from "~/config/site-config";
import { enquirySectionCopy } from "~/content/enquiry-section";
import { buildWhatsAppUrl } from "~/modules/whatsapp-message";
import { telHref } from "~/modules/tel-link";
import { sectionIds } from "~/config/site-routes";

interface EnquirySectionProps {
  heading: string;
  intro: string;
  /** The wizard: an island the page file places here (it hydrates when scrolled into view). */
  wizard?: ReactNode;
  /** The first line of the WhatsApp link without the form; the member page has its own (docs/decisions/0070). */
  whatsappGreeting?: string;
  /** The words around the wizard; the English section brings its own (docs/decisions/0073). */
  copy?: SectionCopy;
}

type SectionCopy = Pick<typeof enquirySectionCopy, "alternative" | "noScript" | "whatsappLabel"> & { newTab: string };

const GERMAN_COPY: SectionCopy = { ...enquirySectionCopy, newTab: "(öffnet in neuem Tab)" };

/** The form section (id versicherungsform) every page leads to: the wizard, or phone, e-mail and WhatsApp. */
export function EnquirySection({ heading, intro, wizard, whatsappGreeting = enquirySectionCopy.whatsappGreeting, copy = GERMAN_COPY }: EnquirySectionProps) {
  return (
    // The same form on every page: not what a search should find (Pagefind ignores it).
    <section id={sectionIds.contact} aria-labelledby={`${sectionIds.contact}-heading`} className="bg-surface-muted py-16 sm:py-20" data-pagefind-ignore="">
      <div className="mx-auto max-w-4xl px-4">
        <h2 id={`${sectionIds.contact}-heading`} className="text-2xl font-bold tracking-tight text-ink sm:text-4xl">
          {heading}
        </h2>
        {/* The intro describes the wizard's steps and the line under it leads to the links as an
            alternative to it: without scripts both give way to one note that says what works then. */}
        <p className="needs-script mt-4 max-w-3xl text-lg text-ink-muted">{intro}</p>
        {/* Shown instead of the wizard when scripts are off (app/styles/site.css, `scripting: none`); a
            <noscript> would also do in real browsers, but not where only execution is disabled. */}
        <p className="no-script-note mt-6 hidden rounded-control border border-line bg-white p-4 text-ink">{copy.noScript}</p>
        <div className="needs-script mt-8">{wizard}</div>
        <p className="needs-script mt-8 text-ink">{copy.alternative}</p>
        <ul className="mt-3 flex flex-col gap-2 sm:flex-row sm:gap-6">
          <li>
            <a
              className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800 underline underline-offset-4"
              href={telHref(siteConfig.phone.digits)}
            >
              <Phone aria-hidden="true" className="size-5" />
              {siteConfig.phone.display}
            </a>
          </li>
          <li>
            <a
              className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800 underline underline-offset-4"
              href={`mailto:${siteConfig.email}`}
            >
              <Mail aria-hidden="true" className="size-5" />
              {siteConfig.email}
            </a>
          </li>
          <li>
            {/* A plain link: works without JavaScript and opens a chat without the form's data. */}
            <a
              className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800 underline underline-offset-4"
              href={buildWhatsAppUrl(whatsAppDigits(), whatsappGreeting)}
              target="_blank"
              rel="noopener noreferrer"
            >
              <MessageCircle aria-hidden="true" className="size-5" />
              {copy.whatsappLabel}
              <span className="sr-only">{copy.newTab}</span>
            </a>
          </li>
        </ul>
      </div>
    </section>
  );
}
