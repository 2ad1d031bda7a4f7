import { Mail, MessageCircle, Pencil, Phone, X, type LucideIcon } from "lucide-react";
import { siteConfig } from "~/config/site-config";
import { sectionIds } from "~/config/site-routes";
import { contactBarCopy } from "~/content/contact-bar";
import { enquirySectionCopy } from "~/content/enquiry-section";
import { buildWhatsAppUrl } from "~/modules/whatsapp-message";
import { SectionLink } from "./section-link";

/** The adviser's ways to be reached, from the site config (phone and e-mail only). */
function contactHrefs() {
  const { phone, email } = siteConfig;
  return {
    call: `tel:+${phone.digits}`,
    // The same chat opening as the form section's WhatsApp link: a greeting, none of the visitor's data.
    whatsapp: buildWhatsAppUrl(phone.digits, enquirySectionCopy.whatsappGreeting),
    email: `mailto:${email}`,
  };
}

const item =
  "flex min-h-14 min-w-11 flex-col items-center justify-center gap-0.5 rounded-control px-1 text-xs font-semibold text-brand-800 " +
  "hover:bg-brand-50 focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-focus";

function Channel({ href, label, Icon }: { href: string; label: string; Icon: LucideIcon }) {
  return (
    <li>
      <a href={href} className={item}>
        <Icon aria-hidden="true" className="size-5" strokeWidth={1.75} />
        {label}
      </a>
    </li>
  );
}

/**
 * The contact bar on phones: static HTML in the bottom dock (app/layouts/site-layout.astro), hidden
 * until app/browser/contact-bar.ts shows it below the page's opening; its CSS (app/styles/site.css)
 * keeps it off wide screens, away from a focused form field and from the cookie banner.
 */
export function ContactBar() {
  const href = contactHrefs();
  return (
    <nav aria-label={contactBarCopy.label} data-contact-bar="" className="contact-bar w-full border-t border-line bg-white shadow-dock">
      <div className="mx-auto flex w-full max-w-xl items-center gap-1 px-2">
        <ul className="grid flex-1 grid-cols-4 gap-1">
          <Channel href={href.call} label={contactBarCopy.call} Icon={Phone} />
          <Channel href={href.whatsapp} label={contactBarCopy.whatsapp} Icon={MessageCircle} />
          <Channel href={href.email} label={contactBarCopy.email} Icon={Mail} />
          <li>
            {/* The home page's form; the script points it at this page's form where there is one. */}
            <SectionLink section={sectionIds.contact} className={item}>
              <Pencil aria-hidden="true" className="size-5" strokeWidth={1.75} />
              {contactBarCopy.enquiry}
            </SectionLink>
          </li>
        </ul>
        <button
          type="button"
          data-contact-bar-close=""
          aria-label={contactBarCopy.close}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-control text-ink-muted hover:bg-surface-muted hover:text-ink focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-focus"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
    </nav>
  );
}
