/**
 * The install prompt's text (pkv-site-spec.md §4) and the web app manifest's name and description,
 * from the owner's file texte/app-installation.yaml, finished by the build (brand and role filled in).
 * English pages show the prompt from its twin en/texte/app-installation.yaml; the manifest stays
 * German, as the app opens the German home (docs/decisions/0073).
 */
import type { Lang } from "~/config/languages";
import type { InstallText } from "~/modules/text-files/notices-schema";
import englishText from "./en/texte/app-installation.yaml";
import text from "./texte/app-installation.yaml";

const { manifest, ...prompt } = text as InstallText;

export const installPrompt = prompt;

export function installPromptFor(lang: Lang): typeof installPrompt {
  if (lang === "de") return installPrompt;
  const { manifest: _unused, ...english } = englishText as InstallText;
  return english;
}

export const webAppManifestCopy = manifest;
