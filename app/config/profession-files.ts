/**
 * The profession pages' files: app/content/berufe/<slug>.yaml, one file per page (docs/decisions/0054). The
 * file name is the slug (/pkv-<slug>); the file holds the page's place in the menus, its
 * calculators and guides, its home card and all its copy. Adding a file adds the page everywhere,
 * deleting it removes it.
 *
 * Read with Node's fs, synchronously, because the route table is needed synchronously: by the
 * build's config and steps, the unit and browser tests and the scripts, none of which has
 * Astro's content store (docs/decisions/0054). Browser bundles never import this module: the
 * editor's build hands it the data read here (scripts/editor/build-editor.mjs). Paths are taken
 * from the working directory, the project root for every npm script.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { addressSlug } from "./page-address";

export const PROFESSION_FILES = { folder: "app/content/berufe", extension: "yaml" } as const;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export interface ProfessionFile {
  /** The file name without extension; the page's address is /pkv-<slug>. */
  slug: string;
  /** Path from the project root, for messages: „app/content/berufe/aerzte.yaml“. */
  file: string;
  data: unknown;
}

/** Thrown for a file the build cannot use; the message is German and names the file. */
export class ProfessionFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ProfessionFileError";
  }
}

let cache: { signature: string; files: readonly ProfessionFile[] } | null = null;

/**
 * Every profession file, sorted by name. Read again only when a file was added, removed or
 * changed (by name and modification time): a build reads each file once, and the preview of
 * `npm run edit`, which re-runs this module when a file changes (scripts/build/watch-profession-files.ts),
 * shows the edit.
 */
export function readProfessionFiles(root: string = process.cwd()): readonly ProfessionFile[] {
  const folder = join(root, PROFESSION_FILES.folder);
  const names = readdirSync(folder)
    .filter((name) => name.endsWith(`.${PROFESSION_FILES.extension}`))
    .sort();
  const signature = `${folder}|${names.map((name) => `${name}:${statSync(join(folder, name)).mtimeMs}`).join("|")}`;
  if (cache?.signature === signature) return cache.files;
  const files = names.map((name): ProfessionFile => {
    const file = `${PROFESSION_FILES.folder}/${name}`;
    const slug = name.slice(0, -(PROFESSION_FILES.extension.length + 1));
    if (!SLUG.test(slug)) {
      throw new ProfessionFileError(
        `Fehler in ${file}: Der Dateiname wird die Adresse /pkv-${slug} und darf nur Kleinbuchstaben, Ziffern und Bindestriche enthalten (ä → ae, ß → ss) – nennen Sie die Datei „${addressSlug(slug) || "zahnaerzte"}.${PROFESSION_FILES.extension}“.`,
      );
    }
    try {
      return { slug, file, data: parse(readFileSync(join(folder, name), "utf8")) };
    } catch (error) {
      throw new ProfessionFileError(`Fehler in ${file}: Die Datei ist kein gültiges YAML – ${error instanceof Error ? error.message : String(error)}`);
    }
  });
  cache = { signature, files };
  return files;
}
