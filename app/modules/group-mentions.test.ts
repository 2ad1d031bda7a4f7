import { describe, expect, it } from "vitest";
import { describeGroupMentions, groupMentions } from "./group-mentions";

const lawyers = { slug: "anwaelte", names: ["Anwälte"] };
const files = [
  { file: "app/content/texte/startseite.yaml", text: 'hero:\n  subtitle: Ich berate Ärzte, Anwälte und Ingenieure.\n  intro: "Rechtsanwälte und Anwältinnen"' },
  { file: "app/content/ratgeber/krankentagegeld.mdx", text: "---\nrelated:\n  - /pkv-anwaelte\n  - /pkv-anwaelte-2\n---\nText" },
  { file: "app/content/texte/anfrage.yaml", text: "placeholder: z. B. Arzt, Anwalt, Ingenieur" },
];

describe("owner files that still name a removed group", () => {
  it("finds the group's word as a word of its own and its address, by file and line", () => {
    expect(groupMentions([lawyers], files).map(({ file, line }) => `${file}:${line}`)).toEqual([
      "app/content/texte/startseite.yaml:2",
      "app/content/ratgeber/krankentagegeld.mdx:3",
    ]);
  });

  it("leaves words that only contain it, another page's longer address and the singular alone", () => {
    const text = "Rechtsanwälte, Anwältinnen, /pkv-anwaelte-2, ein Anwalt";
    expect(groupMentions([lawyers], [{ file: "a.yaml", text }])).toEqual([]);
  });

  it("is said in German, per group, with each place and its words", () => {
    expect(describeGroupMentions(groupMentions([lawyers], files))).toEqual([
      "Die Berufsseite „Anwälte“ (/pkv-anwaelte) gibt es nicht mehr, aber diese Stellen nennen sie noch – bitte anpassen (im Editor unter „Texte“, „Berufsseiten“ oder „Ratgeber“, oder in der Datei):",
      "  – app/content/texte/startseite.yaml, Zeile 2: „subtitle: Ich berate Ärzte, Anwälte und Ingenieure.“",
      "  – app/content/ratgeber/krankentagegeld.mdx, Zeile 3: „- /pkv-anwaelte“",
    ]);
  });

  it("shortens a long line around the mention, at whole words", () => {
    const text = `${"Wort ".repeat(30)}Anwälte${" Wort".repeat(30)}`;
    const [mention] = groupMentions([lawyers], [{ file: "a.yaml", text }]);
    expect(mention!.excerpt).toMatch(/^…(Wort ){6,10}Anwälte( Wort){6,10}…$/u);
  });
});
