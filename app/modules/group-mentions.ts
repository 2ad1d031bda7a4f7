/**
 * Where owner files still name a profession group whose page is gone: its words („Anwälte“) as
 * whole words, and its address (/pkv-anwaelte). The texts that came with the project list the
 * groups by hand („Ich berate Ärzte, Anwälte, …“), and so may the owner's own; after a page is
 * deleted, the build lists each such place (scripts/build/removed-pages.ts, docs/decisions/0071).
 */

export interface NamedGroup {
  /** The file name of its page, /pkv-<slug>. */
  slug: string;
  /** The words for the group, the first as the message names it. */
  names: readonly string[];
}

export interface OwnerText {
  /** Path from the project root. */
  file: string;
  text: string;
}

export interface GroupMention {
  group: NamedGroup;
  file: string;
  /** Counted from 1, as an editor shows it. */
  line: number;
  /** The line around the mention, shortened. */
  excerpt: string;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A name as a word of its own („Ärzte“, not in „Zahnärzte“ or „Ärztetarife“), or the page's address. */
function mentionPattern(group: NamedGroup): RegExp {
  const names = group.names.filter((name) => name.trim() !== "").map(escape);
  const address = `/pkv-${escape(group.slug)}(?![a-z0-9-])`;
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${names.join("|")})(?![\\p{L}\\p{N}])|${address}`, "u");
}

const EXCERPT_SIDE = 40;

/** The line around the mention, cut at whole words. */
function excerptOf(line: string, index: number, length: number): string {
  let start = Math.max(0, index - EXCERPT_SIDE);
  if (start > 0) start = line.indexOf(" ", start) + 1 || start;
  let end = Math.min(line.length, index + length + EXCERPT_SIDE);
  if (end < line.length) end = Math.max(line.lastIndexOf(" ", end), index + length);
  return `${start > 0 ? "…" : ""}${line.slice(start, end).trim()}${end < line.length ? "…" : ""}`;
}

/** Every line of `files` that names one of `groups`, in the order of the files and lines. */
export function groupMentions(groups: readonly NamedGroup[], files: readonly OwnerText[]): GroupMention[] {
  const patterns = groups.map((group) => ({ group, pattern: mentionPattern(group) }));
  return files.flatMap(({ file, text }) =>
    text.split(/\r?\n/).flatMap((line, index) =>
      patterns.flatMap(({ group, pattern }) => {
        const match = pattern.exec(line);
        return match ? [{ group, file, line: index + 1, excerpt: excerptOf(line, match.index, match[0].length) }] : [];
      }),
    ),
  );
}

/** What the build prints: per group, one German heading and one line per place. */
export function describeGroupMentions(mentions: readonly GroupMention[]): string[] {
  const groups = [...new Set(mentions.map((mention) => mention.group))];
  return groups.flatMap((group) => [
    `Die Berufsseite „${group.names[0]}“ (/pkv-${group.slug}) gibt es nicht mehr, aber diese Stellen nennen sie noch – bitte anpassen (im Editor unter „Texte“, „Berufsseiten“ oder „Ratgeber“, oder in der Datei):`,
    ...mentions.filter((mention) => mention.group === group).map((mention) => `  – ${mention.file}, Zeile ${mention.line}: „${mention.excerpt}“`),
  ]);
}
