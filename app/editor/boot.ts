/**
 * The editor's entry: reads the owner's config and texts as they are now (fresh-content.ts), then
 * loads the editor itself, whose previews fill placeholders from them. Where no local backend
 * answers (online editing through a git host), the previews show what the editor was built with.
 */
import builtConfig from "~/config/site-config.json" with { type: "json" };
import { EDITOR_API_PATH } from "../../scripts/lib/security-headers.mjs";
import { loadFreshContent, localBackend } from "./fresh-content";

void (async () => {
  const problems = await loadFreshContent(localBackend(new URL(EDITOR_API_PATH, location.origin).href), builtConfig as Record<string, unknown>);
  for (const problem of problems) console.warn(`Vorschau: ${problem}`);
  await import("./main");
})();
