/**
 * The install prompt's text (pkv-site-spec.md §4) and the web app manifest's name and description,
 * from the owner's file texte/app-installation.yaml, finished by the build (brand and role filled in).
 */
import type { InstallText } from "~/modules/text-files/notices-schema";
import text from "./texte/app-installation.yaml";

const { manifest, ...prompt } = text as InstallText;

export const installPrompt = prompt;

export const webAppManifestCopy = manifest;
