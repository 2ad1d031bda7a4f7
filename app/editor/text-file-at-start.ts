/**
 * What `import … from "~/content/texte/<name>.yaml"` gives inside the editor (build-editor.mjs):
 * the text file as read when the editor started (fresh-content.ts), finished with the config of
 * that moment, so the previews show the owner's current name, brand and texts. A file the build
 * would now refuse shows as it was when the editor was built (`built`), and the check before
 * saving names its faults.
 */
import type { Lang } from "~/config/languages";
import { textFileData } from "~/content/text-file-data";
import { freshTexts } from "./fresh-content";

/** `lang`: the file's language; the English files (app/content/en/texte) are finished with the config as read at start, from their built text. */
export function textFileAtStart(name: string, raw: unknown, built: unknown, lang: Lang = "de"): unknown {
  try {
    return textFileData(name, (lang === "de" ? freshTexts.get(name) : undefined) ?? raw, lang);
  } catch {
    return built;
  }
}
