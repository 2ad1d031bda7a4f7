/**
 * Copy of the cookie banner (pkv-site-spec.md §4). The site sets no cookies; what the answer decides is
 * whether the browser may keep an offline copy of the site (service worker and Cache Storage)
 * and whether the site may offer to install itself as an app (§ 25 Abs. 1 TDDDG). The button
 * labels are the spec's. The confirmation toasts live in toast-messages.ts.
 * Short on purpose: the banner covers at most a quarter of a 390 × 844 px phone screen (issue 25,
 * decision 0050) and must fit a 320 × 256 px viewport, where it scrolls inside itself.
 */
export const cookieBanner = {
  heading: "Cookie-Einstellungen",
  text: "Diese Website setzt keine Cookies. „Alle akzeptieren“ erlaubt Ihrem Browser eine Offline-Kopie der Seiten, und ich biete Ihnen an, die Website als App zu installieren; „Ablehnen“ speichert nur Ihre Wahl.",
  details: {
    before: "Mehr in der ",
    link: "Datenschutzerklärung",
    /** The section on browser storage; the legal dialog opens it in place. */
    href: "/datenschutz#cookies",
    after: "; Ihre Wahl ändern Sie jederzeit unter „Cookie-Einstellungen“ im Seitenfuß.",
  },
  current: { accepted: "Ihre aktuelle Antwort: akzeptiert.", declined: "Ihre aktuelle Antwort: abgelehnt." },
  accept: "Alle akzeptieren",
  decline: "Ablehnen",
  close: "Hinweis schließen",
} as const;
