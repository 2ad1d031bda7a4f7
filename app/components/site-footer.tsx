import { Mail, MapPin, Phone } from "lucide-react";
import { siteConfig } from "~/config/site-config";
import { telHref } from "~/modules/tel-link";
import { adviserRole } from "~/content/adviser-role";
import { calculatorRoute, firstInformationPdfPath, glossaryRoute, guideRoute, legalRoutes, memberRoute } from "~/config/site-routes";
import { groupRoutes } from "~/config/page-routes";
import { BUILD_YEAR } from "~/content/statutory-figures";
import { BrandMark } from "./brand-mark";
import { groupMenuLabel } from "./nav-items";
import { NewTabLink } from "./ui/new-tab-link";
import { siteFrame } from "~/content/site-frame";
import { groupPageName } from "~/content/page-heads";

const { footer } = siteFrame;

const footerLink = "rounded-control text-slate-200 underline-offset-4 hover:text-white hover:underline focus-visible:outline-3 focus-visible:outline-white";

/**
 * Brand, contact, the group pages and the legal texts. Impressum, Datenschutz and Erstinformation
 * are plain links to their pages, so they work without JavaScript (§ 5 DDG: always reachable);
 * app/browser/legal-dialogs.ts opens them in a dialog instead when it runs. „Cookie-Einstellungen“
 * needs the banner's script and is hidden without JavaScript, when nothing is stored anyway.
 */
export function SiteFooter() {
  const { address, phone, email } = siteConfig;
  return (
    // Contact details and link lists on every page would drown the search results (Pagefind).
    <footer className="bg-ink text-slate-200" data-pagefind-ignore="">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="flex flex-col gap-3">
          <BrandMark inverse />
          <p className="text-sm leading-relaxed">
            {siteConfig.adviser.name} – {adviserRole(siteConfig).role}. {siteConfig.registration.permission}.
          </p>
        </div>
        <div>
          <h2 className="text-base font-semibold text-white">{footer.contact}</h2>
          <ul className="mt-3 flex flex-col gap-2 text-sm">
            <li className="flex items-center gap-2">
              <Phone aria-hidden="true" className="size-4 shrink-0" />
              <a className={footerLink} href={telHref(phone.digits)}>
                {phone.display}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <Mail aria-hidden="true" className="size-4 shrink-0" />
              <a className={`${footerLink} break-all`} href={`mailto:${email}`}>
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
            <li>{footer.hours}</li>
          </ul>
        </div>
        <div>
          <h2 className="text-base font-semibold text-white">{groupMenuLabel}</h2>
          <ul className="mt-3 flex flex-col gap-2 text-sm">
            {groupRoutes.map((group) => (
              <li key={group.path}>
                <a className={footerLink} href={group.path}>
                  {groupPageName(group.groupName)}
                </a>
              </li>
            ))}
            {[memberRoute, calculatorRoute, guideRoute, glossaryRoute].map((route) => (
              <li key={route.path}>
                <a className={footerLink} href={route.path}>
                  {route.navLabel}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div>
          {/* With no social profile in the config the column is only the legal links. */}
          <h2 className="text-base font-semibold text-white">{siteConfig.social.length ? footer.followAndLegal : footer.legal}</h2>
          <ul className="mt-3 flex flex-col gap-2 text-sm">
            {siteConfig.social.map((profile) => (
              <li key={profile.url}>
                <NewTabLink className={footerLink} href={profile.url} text={profile.label} />
              </li>
            ))}
            {legalRoutes.map((route) => (
              <li key={route.path}>
                <a className={footerLink} href={route.path} data-legal-link={route.slug}>
                  {route.navLabel}
                </a>
                {route.slug === "erstinformation" && (
                  <>
                    {" ("}
                    <a className={footerLink} href={firstInformationPdfPath} type="application/pdf" aria-label={footer.firstInformationPdf}>
                      PDF
                    </a>
                    {")"}
                  </>
                )}
              </li>
            ))}
            <li data-needs-script="">
              {/* Withdrawing or changing the answer must be as easy as giving it. */}
              <button type="button" className={footerLink} data-cookie-settings="">
                Cookie-Einstellungen
              </button>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/15">
        <p className="mx-auto max-w-6xl px-4 py-5 text-sm">
          © {BUILD_YEAR} {siteConfig.brand} · {siteConfig.adviser.name}
        </p>
      </div>
    </footer>
  );
}
