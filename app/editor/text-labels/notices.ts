/** The editor's German field names for the notices' text files (cookie-hinweis, app-installation, meldungen). */
import { COOKIE_BANNER_MAX_CHARS } from "~/modules/text-files/notices-schema";
import { longText } from "../field-labels";
import type { FieldSpecs } from "../zod-to-decap";

export const cookieBannerFields: FieldSpecs = {
  heading: { label: "Überschrift" },
  text: { label: "Text (kurz: Einzelheiten stehen hinter dem Link)", override: longText },
  details: { label: "Verweis auf die Datenschutzerklärung (Abschnitt zu Cookies und Speicher)" },
  "details.link": { label: `Linktext (steht am Ende des Texts; beide zusammen höchstens ${COOKIE_BANNER_MAX_CHARS} Zeichen)` },
  current: { label: "Ihre bisherige Antwort (beim erneuten Öffnen)" },
  "current.accepted": { label: "wenn akzeptiert" },
  "current.declined": { label: "wenn abgelehnt" },
  accept: { label: "Knopf „akzeptieren“" },
  decline: { label: "Knopf „ablehnen“" },
  close: { label: "Schließen-Knopf (für Screenreader)" },
};

export const installFields: FieldSpecs = {
  heading: { label: "Überschrift" },
  text: { label: "Text", override: longText },
  install: { label: "Knopf „Installieren“" },
  later: { label: "Knopf „Später“" },
  close: { label: "Schließen-Knopf (für Screenreader)" },
  ios: { label: "Auf iPhone und iPad" },
  "ios.text": { label: "Text", override: longText },
  "ios.showGuide": { label: "Knopf zur Anleitung" },
  "ios.steps": { label: "Schritte der Anleitung" },
  "ios.done": { label: "Knopf am Ende der Anleitung" },
  manifest: { label: "Die App (Name und Beschreibung beim Installieren)" },
  "manifest.name": { label: "Name der App" },
  "manifest.description": { label: "Beschreibung der App", override: longText },
};

const toast = (label: string, key: string): FieldSpecs => ({
  [key]: { label },
  [`${key}.title`]: { label: "Überschrift" },
  [`${key}.description`]: { label: "Text", override: longText },
});

export const toastFields: FieldSpecs = {
  ...toast("Einwilligung für WhatsApp fehlt", "privacyRequired"),
  ...toast("WhatsApp wird geöffnet", "whatsappOpening"),
  ...toast("WhatsApp blockiert (Pop-up)", "popupBlocked"),
  "popupBlocked.action": { label: "Knopf zum erneuten Öffnen" },
  ...toast("Cookie-Hinweis akzeptiert", "cookiesAccepted"),
  ...toast("Cookie-Hinweis abgelehnt", "cookiesDeclined"),
  cookieChoiceNotStored: { label: "Antwort nicht speicherbar (privater Modus)" },
  "cookieChoiceNotStored.description": { label: "Text (ersetzt den der Meldung)", override: longText },
  area: { label: "Meldungsbereich (für Screenreader)" },
  "area.label": { label: "Name des Bereichs" },
  "area.close": { label: "Schließen-Knopf" },
};
