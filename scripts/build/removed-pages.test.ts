import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { SHIPPED_PROFESSIONS } from "../../app/config/shipped-professions";
import { REMEMBERED_GROUPS_FILE, isMissingProfessionPage, removedPagesReport, reportRemovedPages } from "./removed-pages";

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A project folder holding `files` (path → text). */
function project(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), "removed-pages-"));
  roots.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const [kept, removed] = SHIPPED_PROFESSIONS;
const page = (name: string) => `order: 1\ngroupName: ${name}\nshortLabel: ${name}\n`;

describe("after a profession page is deleted, the build", () => {
  it("lists every owner file and line that still names a shipped group, by its word or its address", () => {
    const root = project({
      [`app/content/berufe/${kept!.slug}.yaml`]: page(kept!.names[0]!),
      "app/content/texte/startseite.yaml": `hero:\n  subtitle: Ich berate ${kept!.names[0]} und ${removed!.names[0]}.\n`,
      "app/content/ratgeber/artikel.mdx": `---\ntitle: Artikel\nrelated:\n  - /pkv-${removed!.slug}\n---\nText\n`,
      "app/config/site-config.json": "{}\n",
    });
    const { lines } = removedPagesReport(root);
    expect(lines[0]).toBe(
      `Die Berufsseite „${removed!.names[0]}“ (/pkv-${removed!.slug}) gibt es nicht mehr, aber diese Stellen nennen sie noch – bitte anpassen (im Editor unter „Texte“, „Berufsseiten“ oder „Ratgeber“, oder in der Datei):`,
    );
    expect(lines.slice(1, 3)).toEqual([
      `  – app/content/texte/startseite.yaml, Zeile 2: „subtitle: Ich berate ${kept!.names[0]} und ${removed!.names[0]}.“`,
      `  – app/content/ratgeber/artikel.mdx, Zeile 4: „- /pkv-${removed!.slug}“`,
    ]);
    expect(lines[3]).toMatch(new RegExp(`^app/content/ratgeber/artikel\\.mdx: „Passend dazu“ nennt /pkv-${removed!.slug}, eine Berufsseite, die es nicht \\(mehr\\) gibt`));
  });

  it("says nothing while every group the texts name has its page", () => {
    const root = project({
      ...Object.fromEntries(SHIPPED_PROFESSIONS.map((group) => [`app/content/berufe/${group.slug}.yaml`, page(group.names[0]!)])),
      "app/content/texte/startseite.yaml": `subtitle: ${SHIPPED_PROFESSIONS.map((group) => group.names[0]).join(", ")}\n`,
    });
    expect(removedPagesReport(root).lines).toEqual([]);
  });

  it("remembers a page the owner added, names it after she deletes it, and forgets it once no text names it", () => {
    const root = project({ "app/content/berufe/zahnaerzte.yaml": page("Zahnärzte"), "app/content/texte/startseite.yaml": "subtitle: Ich berate Zahnärzte.\n" });
    reportRemovedPages(root);
    expect(JSON.parse(readFileSync(join(root, REMEMBERED_GROUPS_FILE), "utf8"))).toEqual([{ slug: "zahnaerzte", names: ["Zahnärzte"] }]);
    rmSync(join(root, "app/content/berufe/zahnaerzte.yaml"));
    expect(removedPagesReport(root).lines).toEqual([
      expect.stringMatching(/^Die Berufsseite „Zahnärzte“ \(\/pkv-zahnaerzte\) gibt es nicht mehr/),
      "  – app/content/texte/startseite.yaml, Zeile 1: „subtitle: Ich berate Zahnärzte.“",
    ]);
    reportRemovedPages(root);
    writeFileSync(join(root, "app/content/texte/startseite.yaml"), "subtitle: Ich berate Ärztinnen.\n");
    reportRemovedPages(root);
    expect(JSON.parse(readFileSync(join(root, REMEMBERED_GROUPS_FILE), "utf8"))).toEqual([]);
  });

  it("takes /pkv-rechner and existing pages for pages, any other /pkv-<name> for a missing one", () => {
    const slugs = new Set(["aerzte"]);
    expect(isMissingProfessionPage("/pkv-rechner", slugs)).toBe(false);
    expect(isMissingProfessionPage("/pkv-aerzte", slugs)).toBe(false);
    expect(isMissingProfessionPage("/pkv-anwaelte", slugs)).toBe(true);
    expect(isMissingProfessionPage("/pkv-rechner#gkv-beitrag", slugs)).toBe(false);
  });
});
