/**
 * The languages the site can speak (docs/decisions/0073). German is always built and binding;
 * English is the owner's choice in the config (`languages`), so an adviser who cannot answer in
 * English gets no English page, link or hreflang.
 */
export const LANGUAGES = ["de", "en"] as const;
export type Lang = (typeof LANGUAGES)[number];

/** The language of the site's own addresses, its legal texts and of x-default. */
export const DEFAULT_LANG: Lang = "de";

/** What the language switch and hreflang call each language, in that language. */
export const LANGUAGE_NAMES: Readonly<Record<Lang, string>> = { de: "Deutsch", en: "English" };

/** Whether the owner publishes the English section. */
export function hasEnglish(config: { languages?: readonly Lang[] | undefined }): boolean {
  return config.languages?.includes("en") ?? false;
}
