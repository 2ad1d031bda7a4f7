/**
 * The texts of the three notices every page carries: the cookie banner (pkv-site-spec.md §4),
 * the install prompt with the web app manifest's name, and the toasts (§7–§9). Short on purpose:
 * the banner covers at most a quarter of a 320 × 640 px phone and fits 320 × 256 px (decisions
 * 0050, 0068).
 */
import { z } from "zod";
import { text } from "~/config/schema-fields";

/** A toast: its heading and its sentence, and what else it has. */
const titled = <T extends z.ZodRawShape = {}>(title: string, more: T = {} as T) =>
  z
    .object({ title: text.meta({ title: "Überschrift" }), description: text.meta({ title: "Text", multiline: true }), ...more })
    .strict()
    .meta({ title });

/**
 * The banner's text and its link text together, in characters: three lines on a 320 px phone, so
 * that the banner covers at most a quarter of a 320 × 640 screen; the details stand in the privacy
 * policy behind the link (docs/decisions/0068-prospects-slips.md).
 */
export const COOKIE_BANNER_MAX_CHARS = 120;

export const cookieBannerTextSchema = z
  .object({
    heading: text.meta({ title: "Überschrift" }),
    text: text.meta({ title: "Text (kurz: Einzelheiten stehen hinter dem Link)", multiline: true }),
    details: z
      .object({ link: text.meta({ title: `Linktext (steht am Ende des Texts; beide zusammen höchstens ${COOKIE_BANNER_MAX_CHARS} Zeichen)` }) })
      .strict()
      .meta({ title: "Verweis auf die Datenschutzerklärung (Abschnitt zu Cookies und Speicher)" }),
    current: z
      .object({ accepted: text.meta({ title: "wenn akzeptiert" }), declined: text.meta({ title: "wenn abgelehnt" }) })
      .strict()
      .meta({ title: "Ihre bisherige Antwort (beim erneuten Öffnen)" }),
    accept: text.meta({ title: "Knopf „akzeptieren“" }),
    decline: text.meta({ title: "Knopf „ablehnen“" }),
    close: text.meta({ title: "Schließen-Knopf (für Screenreader)" }),
  })
  .strict()
  .refine((banner) => `${banner.text} ${banner.details.link}`.length <= COOKIE_BANNER_MAX_CHARS, {
    path: ["text"],
    message: `ist mit dem Linktext zusammen länger als ${COOKIE_BANNER_MAX_CHARS} Zeichen – der Hinweis soll auf einem Handy höchstens ein Viertel des Bildschirms bedecken; Einzelheiten stehen in der Datenschutzerklärung hinter dem Link`,
  });

export const installTextSchema = z
  .object({
    heading: text.meta({ title: "Überschrift" }),
    text: text.meta({ title: "Text", multiline: true }),
    install: text.meta({ title: "Knopf „Installieren“" }),
    later: text.meta({ title: "Knopf „Später“" }),
    close: text.meta({ title: "Schließen-Knopf (für Screenreader)" }),
    ios: z
      .object({
        text: text.meta({ title: "Text", multiline: true }),
        showGuide: text.meta({ title: "Knopf zur Anleitung" }),
        steps: z.array(text).min(1, "braucht mindestens einen Schritt").meta({ title: "Schritte der Anleitung" }),
        done: text.meta({ title: "Knopf am Ende der Anleitung" }),
      })
      .strict()
      .meta({ title: "Auf iPhone und iPad" }),
    manifest: z
      .object({ name: text.meta({ title: "Name der App" }), description: text.meta({ title: "Beschreibung der App", multiline: true }) })
      .strict()
      .meta({ title: "Die App (Name und Beschreibung beim Installieren)" }),
  })
  .strict();

export const toastTextSchema = z
  .object({
    privacyRequired: titled("Einwilligung für WhatsApp fehlt"),
    whatsappOpening: titled("WhatsApp wird geöffnet"),
    popupBlocked: titled("WhatsApp blockiert (Pop-up)", { action: text.meta({ title: "Knopf zum erneuten Öffnen" }) }),
    cookiesAccepted: titled("Cookie-Hinweis akzeptiert"),
    cookiesDeclined: titled("Cookie-Hinweis abgelehnt"),
    cookieChoiceNotStored: z
      .object({ description: text.meta({ title: "Text (ersetzt den der Meldung)", multiline: true }) })
      .strict()
      .meta({ title: "Antwort nicht speicherbar (privater Modus)" }),
    area: z
      .object({ label: text.meta({ title: "Name des Bereichs" }), close: text.meta({ title: "Schließen-Knopf" }) })
      .strict()
      .meta({ title: "Meldungsbereich (für Screenreader)" }),
  })
  .strict();

export type CookieBannerText = z.output<typeof cookieBannerTextSchema>;
export type InstallText = z.output<typeof installTextSchema>;
export type ToastText = z.output<typeof toastTextSchema>;
