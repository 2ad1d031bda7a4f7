/**
 * The cookie banner's text (pkv-site-spec.md §4), from the owner's file texte/cookie-hinweis.yaml,
 * finished by the build. The site sets no cookies; what the answer decides is whether the browser
 * may keep an offline copy of the site and whether the site may offer to install itself as an
 * app (§ 25 Abs. 1 TDDDG). The confirmation toasts live in toast-messages.ts.
 */
import type { CookieBannerText } from "~/modules/text-files/notices-schema";
import text from "./texte/cookie-hinweis.yaml";

const copy = text as CookieBannerText;

export const cookieBanner = {
  ...copy,
  details: {
    ...copy.details,
    /** The section on browser storage; the legal dialog opens it in place. */
    href: "/datenschutz#cookies",
  },
} as const;
