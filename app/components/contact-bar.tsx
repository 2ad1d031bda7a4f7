import { Mail, MessageCircle, Pencil, Phone, X, type LucideIcon } from "lucide-react";
import { siteConfig, whatsAppDigits } from "~/config/site-config";
import { sectionIds } from "~/config/site-routes";
import { contactBarCopyFor } from "~/content/contact-bar";
import { ENGLISH_HOME } from "~/config/english-routes";
import type { Lang } from "~/config/languages";
import { telHref } from "~/modules/tel-link";
import { buildWhatsAppUrl } from "~/modules/whatsapp-message";
import { SectionLink } from "./section-link";

/** The adviser's ways to be reached, from the site config (phone and e-mail only). */
function contactHrefs() {
  const { phone, email } = siteConfig;
  return {
    call: telHref(phone.digits),
    // A chat with the adviser's number and no text: nothing of the visitor's goes to WhatsApp before they write.
    whatsapp: buildWhatsAppUrl(whatsAppDigits()),
    email: `mailto:${email}`,
  };
}

function Channel({ href, label, Icon }: { href: string; label: string; Icon: LucideIcon }) {
  return (
    <li>
      <a href={href}>
        <Icon aria-hidden="true" className="size-5" strokeWidth={1.75} />
        {label}
      </a>
    </li>
  );
}

/**
 * The contact bar on phones: static HTML in the bottom dock (app/layouts/site-layout.astro), hidden
 * until app/browser/contact-bar.ts shows it below the page's opening; its CSS (app/styles/site.css)
 * keeps it off wide screens, away from a focused form field and from the cookie banner, and gives
 * its links and button their look once there rather than on each (every page carries the bar).
 */
export function ContactBar({ lang }: { lang: Lang }) {
  const href = contactHrefs();
  const contactBarCopy = contactBarCopyFor(lang);
  return (
    <nav aria-label={contactBarCopy.label} data-contact-bar="" className="contact-bar w-full border-t border-line bg-white shadow-dock">
      <div className="mx-auto flex w-full max-w-xl items-center gap-1 px-2">
        <ul className="grid flex-1 grid-cols-4 gap-1">
          <Channel href={href.call} label={contactBarCopy.call} Icon={Phone} />
          <Channel href={href.whatsapp} label={contactBarCopy.whatsapp} Icon={MessageCircle} />
          <Channel href={href.email} label={contactBarCopy.email} Icon={Mail} />
          <li>
            {/* The home page's form; the script points it at this page's form where there is one. */}
            {/* On English pages the English home's enquiry section (docs/decisions/0073). */}
            {lang === "en" ? (
              <a href={`${ENGLISH_HOME}#${sectionIds.contact}`} data-section-link="">
                <Pencil aria-hidden="true" className="size-5" strokeWidth={1.75} />
                {contactBarCopy.enquiry}
              </a>
            ) : (
              <SectionLink section={sectionIds.contact}>
                <Pencil aria-hidden="true" className="size-5" strokeWidth={1.75} />
                {contactBarCopy.enquiry}
              </SectionLink>
            )}
          </li>
        </ul>
        <button type="button" data-contact-bar-close="" aria-label={contactBarCopy.close}>
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
    </nav>
  );
}
