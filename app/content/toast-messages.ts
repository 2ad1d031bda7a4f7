/** Every toast text of the site (spec §7, §8 and the cookie confirmations), in one catalogue. */
export const toastMessages = {
  privacyRequired: { title: "Datenschutz erforderlich", description: "Bitte akzeptieren Sie unsere Datenschutzerklärung." },
  whatsappOpening: { title: "WhatsApp wird geöffnet", description: (adviserName: string) => `Ihre Anfrage wird an ${adviserName} gesendet.` },
  popupBlocked: {
    title: "WhatsApp konnte nicht geöffnet werden",
    description: "Ihr Browser hat das neue Fenster blockiert. Ihre Angaben bleiben erhalten.",
    action: "WhatsApp öffnen",
  },
  cookiesAccepted: { title: "Cookies akzeptiert", description: "Ihre Präferenzen wurden gespeichert." },
  cookiesDeclined: { title: "Cookies abgelehnt", description: "Es werden nur notwendige Cookies verwendet." },
  /** Replaces either description when the browser refused to store the answer (private mode, blocked storage). */
  cookieChoiceNotStored: { description: "Ihr Browser erlaubt hier keine Speicherung, deshalb fragen wir beim nächsten Besuch erneut." },
} as const;

/** Spec §9: the site's toasts show for 3 s. */
export const TOAST_DURATION_MS = 3000;
