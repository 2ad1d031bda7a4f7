import { ExternalLink, Mail, MapPin, Phone } from "lucide-react";
import { Link } from "react-router";
import { siteConfig } from "~/config/site-config";
import { groupRoutes } from "~/config/site-routes";
import { useCurrentYear } from "./use-current-year";
import { BrandMark } from "./brand-mark";
import { requestCookieSettings } from "./consent/cookie-settings-request";
import { useLegalDialogs } from "./legal/legal-dialogs";

const footerLink = "rounded-control text-slate-200 underline-offset-4 hover:text-white hover:underline focus-visible:outline-3 focus-visible:outline-white";

export function SiteFooter() {
  const { openLegal } = useLegalDialogs();
  const year = useCurrentYear();
  const { address, phone, email, openingHours } = siteConfig;
  return (
    <footer className="bg-ink text-slate-200">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="flex flex-col gap-3">
          <BrandMark inverse />
          <p className="text-sm leading-relaxed">
            {siteConfig.adviser.name} – {siteConfig.adviser.role}. Unabhängige, kostenlose Beratung zur privaten Krankenversicherung.
          </p>
        </div>
        <div>
          <h2 className="text-base font-semibold text-white">Kontakt</h2>
          <ul className="mt-3 flex flex-col gap-2 text-sm">
            <li className="flex items-center gap-2">
              <Phone aria-hidden="true" className="size-4 shrink-0" />
              <a className={footerLink} href={`tel:+${phone.digits}`}>
                {phone.display}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <Mail aria-hidden="true" className="size-4 shrink-0" />
              <a className={footerLink} href={`mailto:${email}`}>
                {email}
              </a>
            </li>
            <li className="flex items-start gap-2">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <address className="not-italic">
                {address.street}
                <br />
                {address.postalCode}&nbsp;{address.city}
              </address>
            </li>
            <li>
              Telefonisch erreichbar {openingHours.days}, {openingHours.from}&nbsp;bis {openingHours.to}&nbsp;Uhr
            </li>
          </ul>
        </div>
        <div>
          <h2 className="text-base font-semibold text-white">PKV Beratung</h2>
          <ul className="mt-3 flex flex-col gap-2 text-sm">
            {groupRoutes.map((group) => (
              <li key={group.path}>
                <Link className={footerLink} to={group.path}>
                  PKV für {group.groupName}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="text-base font-semibold text-white">Folgen &amp; Rechtliches</h2>
          <ul className="mt-3 flex flex-col gap-2 text-sm">
            {siteConfig.social.map((profile) => (
              <li key={profile.url}>
                <a className={`${footerLink} inline-flex items-center gap-1`} href={profile.url} target="_blank" rel="noopener noreferrer">
                  {profile.label}
                  <ExternalLink aria-hidden="true" className="size-3.5" />
                  <span className="sr-only">(öffnet in neuem Tab)</span>
                </a>
              </li>
            ))}
            <li>
              <button type="button" className={footerLink} onClick={() => openLegal("datenschutz")}>
                Datenschutz
              </button>
            </li>
            <li>
              <button type="button" className={footerLink} onClick={() => openLegal("impressum")}>
                Impressum
              </button>
            </li>
            <li>
              {/* Withdrawing or changing the answer must be as easy as giving it. */}
              <button type="button" className={footerLink} onClick={(event) => requestCookieSettings(event.currentTarget)}>
                Cookie-Einstellungen
              </button>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/15">
        <p className="mx-auto max-w-6xl px-4 py-5 text-sm">
          © {year} {siteConfig.brand} · {siteConfig.adviser.name}
        </p>
      </div>
    </footer>
  );
}
