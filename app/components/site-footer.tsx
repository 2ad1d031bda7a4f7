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
import { siteFrameFor } from "~/content/site-frame";
import { englishSectionCopy } from "~/content/en/english-section";
import { groupPageName } from "~/content/page-heads";
import { englishRoute } from "~/config/english-routes";
import type { Lang } from "~/config/languages";
import { englishRole } from "~/content/english-role";
import { englishNavItems } from "./nav-items";

const footerLink = "rounded-control text-slate-200 underline-offset-4 hover:text-white hover:underline focus-visible:outline-3 focus-visible:outline-white";

/**
 * Brand, contact, the group pages and the legal texts. Impressum, Datenschutz and Erstinformation
 * are plain links to their pages, so they work without JavaScript (§ 5 DDG: always reachable);
 * app/browser/legal-dialogs.ts opens them in a dialog instead when it runs. „Cookie-Einstellungen“
 * needs the banner's script and is hidden without JavaScript, when nothing is stored anyway.
 */
export function SiteFooter({ lang }: { lang: Lang }) {
  const { address, phone, email } = siteConfig;
  const { footer } = siteFrameFor(lang);
  const english = lang === "en";
  return (
    // Contact details and link lists on every page would drown the search results (Pagefind).
    <footer className="bg-ink text-slate-200" data-pagefind-ignore="">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="flex flex-col gap-3">
          <BrandMark inverse />
          <p className="text-sm leading-relaxed">
            {siteConfig.adviser.name} – {english ? englishRole(siteConfig.registration.status) : adviserRole(siteConfig).role}.{" "}
            {/* The permission is the register's German wording. */}
            {english ? <span lang="de">{siteConfig.registration.permission}</span> : siteConfig.registration.permission}.
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
        {english ? <EnglishPagesColumn /> : <GermanPagesColumn />}
        <div>
          {/* With no social profile in the config the column is only the legal links. */}
          <h2 className="text-base font-semibold text-white">{siteConfig.social.length ? footer.followAndLegal : footer.legal}</h2>
          <ul className="mt-3 flex flex-col gap-2 text-sm">
            {siteConfig.social.map((profile) => (
              <li key={profile.url}>
                <NewTabLink className={footerLink} href={profile.url} text={profile.label} />
              </li>
            ))}
            {english ? <EnglishLegalLinks /> : <GermanLegalLinks firstInformationPdf={footer.firstInformationPdf} />}
            <li data-needs-script="">
              {/* Withdrawing or changing the answer must be as easy as giving it. */}
              <button type="button" className={footerLink} data-cookie-settings="">
                {footer.cookieSettings}
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

function GermanPagesColumn() {
  return (
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
  );
}

function GermanLegalLinks({ firstInformationPdf, lang }: { firstInformationPdf: string; lang?: "de" }) {
  return (
    <>
      {legalRoutes.map((route) => (
        <li key={route.path}>
          <a className={footerLink} href={route.path} data-legal-link={route.slug} lang={lang}>
            {route.navLabel}
          </a>
          {route.slug === "erstinformation" && (
            <>
              {" ("}
              <a className={footerLink} href={firstInformationPdfPath} type="application/pdf" aria-label={firstInformationPdf}>
                PDF
              </a>
              {")"}
            </>
          )}
        </li>
      ))}
    </>
  );
}

/** The English section's pages (docs/decisions/0073); the German profession pages stay in the German frame. */
function EnglishPagesColumn() {
  return (
    <div>
      <h2 className="text-base font-semibold text-white">{englishSectionCopy.footer.pages}</h2>
      <ul className="mt-3 flex flex-col gap-2 text-sm">
        {englishNavItems.map((item) => (
          <li key={item.path}>
            <a className={footerLink} href={item.path}>
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The courtesy translations, then the German texts, which alone are binding (docs/decisions/0073):
 * both always reachable by a plain link (§ 5 DDG); the German ones open in the legal dialog.
 */
function EnglishLegalLinks() {
  const { footer } = englishSectionCopy;
  const translations = [
    { label: footer.legalNotice, path: englishRoute("impressum").path },
    { label: footer.privacy, path: englishRoute("datenschutz").path },
    { label: footer.firstInformation, path: englishRoute("erstinformation").path },
  ];
  return (
    <>
      {translations.map((link) => (
        <li key={link.path}>
          <a className={footerLink} href={link.path}>
            {link.label}
          </a>
        </li>
      ))}
      <li className="pt-2 font-semibold text-white">{footer.bindingOriginals}</li>
      <GermanLegalLinks firstInformationPdf={siteFrameFor("en").footer.firstInformationPdf} lang="de" />
    </>
  );
}
