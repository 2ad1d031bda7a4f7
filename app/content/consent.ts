/** Copy of the cookie banner (spec §4). It says plainly what the site keeps in the browser. */
export const cookieBanner = {
  heading: "Cookie-Einstellungen",
  text:
    "Wir setzen keine Tracking- oder Werbe-Cookies und laden nichts von anderen Anbietern. In Ihrem Browser speichern wir nur Ihre Antwort hier, Ihre Wahl zum App-Hinweis und bis zum Schließen des Tabs Ihren Anfrage-Entwurf.",
  details: { before: "Mehr in der ", link: "Datenschutzerklärung", after: ". Ändern können Sie Ihre Antwort jederzeit unter „Cookie-Einstellungen“ im Seitenfuß." },
  current: { accepted: "Ihre aktuelle Antwort: akzeptiert.", declined: "Ihre aktuelle Antwort: abgelehnt." },
  accept: "Alle akzeptieren",
  decline: "Ablehnen",
  close: "Hinweis schließen",
} as const;
