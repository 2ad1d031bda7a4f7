/**
 * The page the service worker shows offline for an address it has not stored
 * (app/pages/offline.astro, docs/decisions/0049). Offline, only the stored pages open: it says
 * so and lists them, rather than claiming (like the 404 page) that the address does not exist.
 */
export const offlinePage = {
  eyebrow: "Keine Verbindung",
  title: "Diese Seite ist ohne Internet nicht verfügbar",
  text: "Ihr Gerät ist gerade offline, und diese Adresse ist nicht darauf gespeichert. Die Seiten dieser Website sind es: Sie öffnen sich auch ohne Verbindung. Sobald Sie wieder online sind, laden Sie diese Seite einfach neu.",
  homeLink: "Zur Startseite",
  pagesHeading: "Diese Seiten öffnen sich auch offline",
};
