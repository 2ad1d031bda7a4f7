/**
 * The owner's config and text files as they are now, for the editor's previews. The editor is
 * built once by `npm run edit` and had the config and texts of that moment built in: after the
 * owner changed the name, brand or phone in the editor, the previews kept the old ones until
 * `npm run edit` was restarted. Now the editor reads both from the local backend when it starts
 * (boot.ts), before any module that fills a placeholder runs, and starts again after each save of
 * the config or a text file (main.tsx). Imports nothing that reads the config: whatever this
 * module's imports compute when loaded would still be computed from the built-in values.
 */
import { parse } from "yaml";
import { SITE_CONFIG_FILE, siteConfigIssues } from "~/config/site-config-schema";
import { ENGLISH_TEXT_FILE_FOLDER, TEXT_FILE_FOLDER } from "~/config/text-file-folder";

/** The text files as read at start, by name (app/content/texte/<name>.yaml); text-file-at-start.ts reads it. */
export const freshTexts = new Map<string, unknown>();

/** The English text files there at start (app/content/en/texte/<name>.yaml), for „Texte (Englisch)“ (english-texts.ts). */
export const freshEnglishNames: string[] = [];

const nameOf = (path: string) =>
  path
    .split("/")
    .pop()!
    .replace(/\.yaml$/, "");

interface BackendEntry {
  data: string;
  file: { path: string };
}

/** Calls the local backend (decap-server, through /admin/api/v1); the same requests Decap's proxy backend makes. */
export type BackendCall = (action: string, params: Record<string, unknown>) => Promise<unknown>;

export function localBackend(apiUrl: string, branch = "master"): BackendCall {
  return async (action, params) => {
    const response = await fetch(apiUrl, {
      method: "POST",
      headers: { "Content-Type": "application/json; charset=utf-8" },
      body: JSON.stringify({ action, params: { branch, ...params } }),
    });
    if (!response.ok) throw new Error(`${action}: ${response.status}`);
    return response.json();
  };
}

/** `target`'s own keys replaced by `source`'s, in place: every module holding the object sees the new values. */
export function replaceInPlace(target: Record<string, unknown>, source: Record<string, unknown>): void {
  for (const key of Object.keys(target)) delete target[key];
  Object.assign(target, structuredClone(source));
}

/**
 * Reads the config file and every text file through `call`. The config replaces `builtConfig` (the
 * editor's copy of site-config.json) in place, unless the build would refuse it; the texts go into
 * `freshTexts`. Returns what could not be read (the previews then show the built-in values).
 */
export async function loadFreshContent(call: BackendCall, builtConfig: Record<string, unknown>): Promise<string[]> {
  const problems: string[] = [];
  try {
    const [entry] = (await call("entriesByFiles", { files: [{ path: SITE_CONFIG_FILE }] })) as BackendEntry[];
    const config: unknown = JSON.parse(entry!.data);
    if (siteConfigIssues(config).length > 0) problems.push(`${SITE_CONFIG_FILE}: hat Fehler, die Vorschau zeigt die Angaben vom Start`);
    else replaceInPlace(builtConfig, config as Record<string, unknown>);
  } catch (error) {
    problems.push(`${SITE_CONFIG_FILE}: ${error instanceof Error ? error.message : String(error)}`);
  }
  try {
    const entries = (await call("entriesByFolder", { folder: TEXT_FILE_FOLDER, extension: "yaml", depth: 1 })) as BackendEntry[];
    freshTexts.clear();
    for (const { data, file } of entries) freshTexts.set(nameOf(file.path), parse(data));
  } catch (error) {
    problems.push(`${TEXT_FILE_FOLDER}: ${error instanceof Error ? error.message : String(error)}`);
  }
  try {
    const entries = (await call("entriesByFolder", { folder: ENGLISH_TEXT_FILE_FOLDER, extension: "yaml", depth: 1 })) as BackendEntry[];
    freshEnglishNames.splice(0, freshEnglishNames.length, ...entries.map(({ file }) => nameOf(file.path)));
  } catch {
    // No English texts (or no local backend): „Texte (Englisch)“ is left out.
  }
  return problems;
}
