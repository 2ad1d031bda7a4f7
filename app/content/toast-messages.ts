/**
 * Every toast text of the site (pkv-site-spec.md §7, §8 and the consent confirmations), in one catalogue.
 * The consent confirmations are the spec's (true as they stand: the site sets no cookies at all,
 * so „nur notwendige“ holds; what the answer changes, the banner itself says). Two depart from
 * the spec (issue 11, docs/decisions/0015-claims-corrected.md): opening WhatsApp sends nothing to
 * the adviser yet, so that toast no longer says „wird … gesendet“; the consent toast asks for the
 * consent the checkbox gives – for the WhatsApp channel, naming the e-mail way that needs none
 * (issue 16, docs/decisions/0021).
 */
export const toastMessages = {
  privacyRequired: {
    title: "Einwilligung für WhatsApp erforderlich",
    description: "Bitte setzen Sie das Häkchen, damit Ihre Anfrage über WhatsApp gehen kann – oder senden Sie sie ohne WhatsApp per E-Mail.",
  },
  whatsappOpening: {
    title: "WhatsApp wird geöffnet",
    description: (adviserName: string) => `Ihre Nachricht an ${adviserName} ist vorbereitet. Tippen Sie in WhatsApp auf „Senden“, um sie abzuschicken.`,
  },
  popupBlocked: {
    title: "WhatsApp konnte nicht geöffnet werden",
    description: "Ihr Browser hat das neue Fenster blockiert. Ihre Angaben bleiben erhalten.",
    action: "WhatsApp öffnen",
  },
  cookiesAccepted: { title: "Cookies akzeptiert", description: "Ihre Präferenzen wurden gespeichert." },
  cookiesDeclined: { title: "Cookies abgelehnt", description: "Es werden nur notwendige Cookies verwendet." },
  /** Replaces either description when the browser refused to store the answer (private mode, blocked storage). */
  cookieChoiceNotStored: { description: "Ihr Browser erlaubt hier keine Speicherung, deshalb erscheint die Frage beim nächsten Besuch erneut." },
} as const;

/** Spec §9: the site's toasts show for 3 s. */
export const TOAST_DURATION_MS = 3000;
