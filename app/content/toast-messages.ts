/**
 * Every toast text of the site (pkv-site-spec.md §7, §8 and the consent confirmations), in one catalogue.
 * The consent confirmations depart from the spec's „Cookies akzeptiert“ / „Cookies abgelehnt“
 * (docs/decisions/0022): the site sets no cookies, so they say what was allowed or declined –
 * the offline copy and the install offer. Two more depart from
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
  cookiesAccepted: {
    title: "Offline-Kopie und App-Angebot erlaubt",
    description:
      "Ihr Browser darf die Seiten für den Offline-Abruf speichern, und ich biete Ihnen an, die Website als App zu installieren. Cookies setzt sie nicht.",
  },
  cookiesDeclined: {
    title: "Offline-Kopie und App-Angebot abgelehnt",
    description: "Gespeichert ist nur Ihre Wahl, damit der Hinweis nicht wiederkommt. Cookies setzt diese Website nicht.",
  },
  /** Replaces either description when the browser refused to store the answer (private mode, blocked storage). */
  cookieChoiceNotStored: { description: "Ihr Browser erlaubt hier keine Speicherung, deshalb erscheint die Frage beim nächsten Besuch erneut." },
} as const;

/** Spec §9: the site's toasts show for 3 s. */
export const TOAST_DURATION_MS = 3000;

/** The toast area's own labels (app/components/toasts/toast-area.tsx). */
export const toastAreaCopy = {
  label: "Benachrichtigungen",
  close: "Benachrichtigung schließen",
  /** Moves focus to the toast on screen (the toast library's hotkey the spec lists, § 9). */
  hotkey: "Alt+T",
} as const;
