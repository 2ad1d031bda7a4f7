/** Copy of the cookie banner (spec §4). It says plainly what the site keeps in the browser. */
export const cookieBanner = {
  heading: "Cookie-Einstellungen",
  text:
    "Diese Website setzt keine Tracking- oder Werbe-Cookies und lädt nichts von anderen Anbietern. In Ihrem Browser speichert sie nur Ihre Antwort auf diesen Hinweis, ob Sie die App installiert oder den Installationshinweis geschlossen haben, und bis zum Schließen des Tabs den Entwurf Ihrer Anfrage.",
  details: { before: "Mehr dazu in der ", link: "Datenschutzerklärung", after: ". Ihre Antwort können Sie jederzeit über „Cookie-Einstellungen“ im Seitenfuß ändern." },
  current: { accepted: "Ihre aktuelle Antwort: akzeptiert.", declined: "Ihre aktuelle Antwort: abgelehnt." },
  accept: "Alle akzeptieren",
  decline: "Ablehnen",
  close: "Hinweis schließen",
} as const;
