/**
 * The texts of the three notices every page carries: the cookie banner (pkv-site-spec.md §4),
 * the install prompt with the web app manifest's name, and the toasts (§7–§9). Short on purpose:
 * the banner covers at most a quarter of a 320 × 640 px phone and fits 320 × 256 px (decisions
 * 0050, 0068).
 */
import { z } from "zod";
import { text } from "~/config/schema-fields";

const titled = z.object({ title: text, description: text }).strict();

/**
 * The banner's text and its link text together, in characters: three lines on a 320 px phone, so
 * that the banner covers at most a quarter of a 320 × 640 screen; the details stand in the privacy
 * policy behind the link (docs/decisions/0068-prospects-slips.md).
 */
export const COOKIE_BANNER_MAX_CHARS = 120;

export const cookieBannerTextSchema = z
  .object({
    heading: text,
    text,
    details: z.object({ link: text }).strict(),
    current: z.object({ accepted: text, declined: text }).strict(),
    accept: text,
    decline: text,
    close: text,
  })
  .strict()
  .refine((banner) => `${banner.text} ${banner.details.link}`.length <= COOKIE_BANNER_MAX_CHARS, {
    path: ["text"],
    message: `ist mit dem Linktext zusammen länger als ${COOKIE_BANNER_MAX_CHARS} Zeichen – der Hinweis soll auf einem Handy höchstens ein Viertel des Bildschirms bedecken; Einzelheiten stehen in der Datenschutzerklärung hinter dem Link`,
  });

export const installTextSchema = z
  .object({
    heading: text,
    text,
    install: text,
    later: text,
    close: text,
    ios: z.object({ text, showGuide: text, steps: z.array(text).min(1, "braucht mindestens einen Schritt"), done: text }).strict(),
    manifest: z.object({ name: text, description: text }).strict(),
  })
  .strict();

export const toastTextSchema = z
  .object({
    privacyRequired: titled,
    whatsappOpening: titled,
    popupBlocked: titled.extend({ action: text }).strict(),
    cookiesAccepted: titled,
    cookiesDeclined: titled,
    cookieChoiceNotStored: z.object({ description: text }).strict(),
    area: z.object({ label: text, close: text }).strict(),
  })
  .strict();

export type CookieBannerText = z.output<typeof cookieBannerTextSchema>;
export type InstallText = z.output<typeof installTextSchema>;
export type ToastText = z.output<typeof toastTextSchema>;
