/**
 * What the build says after a profession page was deleted (docs/decisions/0071): every owner file
 * that still names the group – its word („Anwälte“) or its address (/pkv-anwaelte) – by file and
 * line, and every guide article whose „Passend dazu“ names a profession page that does not exist
 * (the article page leaves such a link out: app/content.config.ts). Warnings, not a stop: a text
 * that still names a group the adviser advises anyway is hers to decide.
 *
 * Which groups had a page: those the project shipped (app/config/shipped-professions.ts) and those
 * an earlier build in this folder saw (REMEMBERED_GROUPS_FILE, kept under build/ while any file
 * still names them, so the list is repeated by every build until the last place is fixed).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { parse } from "yaml";
import { readProfessionFiles } from "../../app/config/profession-files.ts";
import { SITE_CONFIG_FILE } from "../../app/config/site-config-schema.ts";
import { SHIPPED_PROFESSIONS } from "../../app/config/shipped-professions.ts";
import { TEXT_FILE_FOLDER } from "../../app/config/text-file-folder.ts";
import { describeGroupMentions, groupMentions, type NamedGroup, type OwnerText } from "../../app/modules/group-mentions.ts";

/** The groups the builds in this folder have seen, with their words. */
export const REMEMBERED_GROUPS_FILE = "build/berufsgruppen.json";

/** The owner's files that may name a group: texts, profession pages, guide, glossary, config. */
const OWNER_FOLDERS = [
  { folder: TEXT_FILE_FOLDER, extension: ".yaml" },
  { folder: "app/content/berufe", extension: ".yaml" },
  { folder: "app/content/ratgeber", extension: ".mdx" },
  { folder: "app/content/glossar", extension: ".md" },
];

function ownerTexts(root: string): OwnerText[] {
  const files = OWNER_FOLDERS.flatMap(({ folder, extension }) =>
    existsSync(join(root, folder))
      ? readdirSync(join(root, folder))
          .filter((name) => name.endsWith(extension))
          .sort()
          .map((name) => `${folder}/${name}`)
      : [],
  );
  return [...files, SITE_CONFIG_FILE].filter((file) => existsSync(join(root, file))).map((file) => ({ file, text: readFileSync(join(root, file), "utf8") }));
}

function rememberedGroups(root: string): NamedGroup[] {
  try {
    const groups: unknown = JSON.parse(readFileSync(join(root, REMEMBERED_GROUPS_FILE), "utf8"));
    return Array.isArray(groups) ? groups.filter((group): group is NamedGroup => typeof group?.slug === "string" && Array.isArray(group?.names)) : [];
  } catch {
    return [];
  }
}

/** The words of a group that has a page now: its name and short label, as its file has them. */
function currentGroups(root: string): NamedGroup[] {
  return readProfessionFiles(root).map((file) => {
    const data = (file.data ?? {}) as { groupName?: unknown; shortLabel?: unknown };
    const names = [data.groupName, data.shortLabel].filter((name): name is string => typeof name === "string" && name.trim() !== "");
    return { slug: file.slug, names: [...new Set(names)] };
  });
}

/** „Passend dazu“ links of the guide's articles to /pkv-<name> pages that have no file. */
function missingRelatedPages(texts: readonly OwnerText[], slugs: ReadonlySet<string>): string[] {
  return texts
    .filter((text) => text.file.endsWith(".mdx"))
    .flatMap(({ file, text }) => {
      const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1];
      let related: unknown;
      try {
        related = frontmatter ? (parse(frontmatter) as { related?: unknown })?.related : undefined;
      } catch {
        return []; // The collection's own check names a broken frontmatter.
      }
      return (Array.isArray(related) ? related : [])
        .filter((link): link is string => typeof link === "string" && isMissingProfessionPage(link, slugs))
        .map((link) => `${file}: „Passend dazu“ nennt ${link}, eine Berufsseite, die es nicht (mehr) gibt – die Seite zeigt den Link nicht; entfernen Sie ihn im Editor (Ratgeber) oder in der Datei.`);
    });
}

/** A profession page's address (/pkv-<name>, not the calculators' /pkv-rechner) without a file. */
export function isMissingProfessionPage(link: string, slugs: ReadonlySet<string>): boolean {
  const slug = /^\/pkv-([a-z0-9-]+)$/.exec(link)?.[1];
  return slug !== undefined && slug !== "rechner" && !slugs.has(slug);
}

/** The German lines for the build, and the groups to remember; `root` is the project folder. */
export function removedPagesReport(root: string): { lines: string[]; remember: NamedGroup[] } {
  const current = currentGroups(root);
  const slugs = new Set(current.map((group) => group.slug));
  const known = [...SHIPPED_PROFESSIONS, ...rememberedGroups(root)];
  const removed = known.filter((group, index) => !slugs.has(group.slug) && known.findIndex((other) => other.slug === group.slug) === index);
  const texts = ownerTexts(root);
  const mentions = groupMentions(removed, texts);
  const stillNamed = removed.filter((group) => mentions.some((mention) => mention.group === group));
  return {
    lines: [...describeGroupMentions(mentions), ...missingRelatedPages(texts, slugs)],
    remember: [...current, ...stillNamed.filter((group) => !SHIPPED_PROFESSIONS.some((shipped) => shipped.slug === group.slug))],
  };
}

/** Prints the report as warnings and remembers the groups for the next build. */
export function reportRemovedPages(root: string): void {
  const { lines, remember } = removedPagesReport(root);
  if (lines.length > 0) console.warn(`\nHinweis: ${lines.join("\n")}\n`);
  const file = join(root, REMEMBERED_GROUPS_FILE);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(remember, null, 2)}\n`);
}
