/**
 * What `import … from "~/content/texte/<name>.yaml"` gives inside the editor (build-editor.mjs):
 * the text file as read when the editor started (fresh-content.ts), finished with the config of
 * that moment, so the previews show the owner's current name, brand and texts. A file the build
 * would now refuse shows as it was when the editor was built (`built`), and the check before
 * saving names its faults.
 */
import { textFileData } from "~/content/text-file-data";
import { freshTexts } from "./fresh-content";

export function textFileAtStart(name: string, raw: unknown, built: unknown): unknown {
  try {
    return textFileData(name, freshTexts.get(name) ?? raw);
  } catch {
    return built;
  }
}
