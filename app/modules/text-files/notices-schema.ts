/**
 * The texts of the three notices every page carries: the cookie banner (pkv-site-spec.md §4),
 * the install prompt with the web app manifest's name, and the toasts (§7–§9). Short on purpose:
 * the banner covers at most a quarter of a 390 × 844 px phone and fits 320 × 256 px (decision 0050).
 */
import { z } from "zod";
import { text } from "~/config/schema-fields";

const titled = z.object({ title: text, description: text }).strict();

export const cookieBannerTextSchema = z
  .object({
    heading: text,
    text,
    details: z.object({ before: text, link: text, after: text }).strict(),
    current: z.object({ accepted: text, declined: text }).strict(),
    accept: text,
    decline: text,
    close: text,
  })
  .strict();

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
