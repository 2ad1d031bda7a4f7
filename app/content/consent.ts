/**
 * The cookie banner's text (pkv-site-spec.md §4), from the owner's file texte/cookie-hinweis.yaml,
 * finished by the build; English pages take its twin en/texte/cookie-hinweis.yaml (docs/decisions/0073).
 * The site sets no cookies; what the answer decides is whether the browser
 * may keep an offline copy of the site and whether the site may offer to install itself as an
 * app (§ 25 Abs. 1 TDDDG). The confirmation toasts live in toast-messages.ts.
 */
import { englishRoute } from "~/config/english-routes";
import type { Lang } from "~/config/languages";
import { legalRoute } from "~/config/site-routes";
import type { CookieBannerText } from "~/modules/text-files/notices-schema";
import englishText from "./en/texte/cookie-hinweis.yaml";
import text from "./texte/cookie-hinweis.yaml";

function bannerCopy(copy: CookieBannerText, privacyPath: string) {
  return {
    ...copy,
    details: {
      ...copy.details,
      /** The section on browser storage; the legal dialog opens it in place. */
      href: `${privacyPath}#cookies`,
    },
  } as const;
}

export const cookieBanner = bannerCopy(text as CookieBannerText, legalRoute("datenschutz").path);

/** The banner in the page's language; on English pages its details link leads to the English privacy page. */
export function cookieBannerFor(lang: Lang): typeof cookieBanner {
  return lang === "en" ? bannerCopy(englishText as CookieBannerText, englishRoute("datenschutz").path) : cookieBanner;
}
