import { Mail, Phone } from "lucide-react";
import { siteConfig } from "~/config/site-config";

interface EnquirySectionProps {
  heading: string;
  intro: string;
}

/** The form section (id versicherungsform) every page leads to. */
export function EnquirySection({ heading, intro }: EnquirySectionProps) {
  return (
    <section id="versicherungsform" aria-labelledby="versicherungsform-heading" className="bg-surface-muted py-16 sm:py-20">
      <div className="mx-auto max-w-3xl px-4">
        <h2 id="versicherungsform-heading" className="text-3xl font-bold text-ink">
          {heading}
        </h2>
        <p className="mt-4 text-ink-muted">{intro}</p>
        <p className="mt-6 text-ink">Lieber direkt sprechen?</p>
        <ul className="mt-3 flex flex-col gap-2 sm:flex-row sm:gap-6">
          <li>
            <a className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800 underline underline-offset-4" href={`tel:+${siteConfig.phone.digits}`}>
              <Phone aria-hidden="true" className="size-5" />
              {siteConfig.phone.display}
            </a>
          </li>
          <li>
            <a className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800 underline underline-offset-4" href={`mailto:${siteConfig.email}`}>
              <Mail aria-hidden="true" className="size-5" />
              {siteConfig.email}
            </a>
          </li>
        </ul>
      </div>
    </section>
  );
}
