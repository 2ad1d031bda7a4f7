/**
 * Every toast text of the site (spec §7, §8 and the consent confirmations), in one catalogue.
 * Departures from the spec (issue 11): opening WhatsApp sends nothing to the adviser yet, so the
 * toast no longer says „wird … gesendet“; the site sets no cookies, so the consent toasts say
 * what accepting or declining actually changes (the offline copy, § 25 TDDDG); the privacy toast
 * asks for the consent the checkbox gives instead of „akzeptieren Sie unsere Datenschutzerklärung“.
 */
export const toastMessages = {
  privacyRequired: { title: "Datenschutz erforderlich", description: "Bitte stimmen Sie der Verarbeitung Ihrer Daten gemäß der Datenschutzerklärung zu." },
  whatsappOpening: {
    title: "WhatsApp wird geöffnet",
    description: (adviserName: string) => `Ihre Nachricht an ${adviserName} ist vorbereitet. Tippen Sie in WhatsApp auf „Senden“, um sie abzuschicken.`,
  },
  popupBlocked: {
    title: "WhatsApp konnte nicht geöffnet werden",
    description: "Ihr Browser hat das neue Fenster blockiert. Ihre Angaben bleiben erhalten.",
    action: "WhatsApp öffnen",
  },
  cookiesAccepted: { title: "Zustimmung gespeichert", description: "Die Website wird für die Offline-Nutzung in Ihrem Browser gespeichert." },
  cookiesDeclined: { title: "Ablehnung gespeichert", description: "Es wird keine Offline-Kopie in Ihrem Browser angelegt." },
  /** Replaces either description when the browser refused to store the answer (private mode, blocked storage). */
  cookieChoiceNotStored: { description: "Ihr Browser erlaubt hier keine Speicherung, deshalb erscheint die Frage beim nächsten Besuch erneut." },
} as const;

/** Spec §9: the site's toasts show for 3 s. */
export const TOAST_DURATION_MS = 3000;
