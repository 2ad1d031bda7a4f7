import { describe, expect, it } from "vitest";
import { glossaryRoute } from "~/config/site-routes";
import * as figureTable from "~/content/statutory-figures";
import { articleFigureText, articleGkvMaximumText, figureYearText } from "~/modules/article-figures";
import { bodyBlocks, printInlineComponents, sectionHeadings } from "./article-body";

describe("an article's MDX in the editor's preview", () => {
  it("prints figures with the functions the page's components use", () => {
    const text = printInlineComponents(
      'Grenze <Figure name="versicherungspflichtgrenze" />, vorher <Figure name="versicherungspflichtgrenze" year="previous" />, Jahr <FigureYear />, nächstes <FigureYear offset={1} />, GKV <GkvMaximum part="kv" /> und <GkvMaximum />.',
      [],
    );
    expect(text).toBe(
      `Grenze ${articleFigureText(figureTable, "versicherungspflichtgrenze")}, vorher ${articleFigureText(figureTable, "versicherungspflichtgrenze", "previous")}, Jahr ${figureYearText(figureTable)}, nächstes ${figureYearText(figureTable, 1)}, GKV ${articleGkvMaximumText(figureTable, "kv")} und ${articleGkvMaximumText(figureTable)}.`,
    );
  });

  it("links known glossary terms as the page does and marks what the build would refuse", () => {
    expect(printInlineComponents('Die <Term slug="basistarif">Basistarife</Term> sind', ["basistarif"])).toBe(
      `Die [Basistarife](${glossaryRoute.path}#basistarif "term") sind`,
    );
    expect(printInlineComponents('Der <Term slug="gibtsnicht">Begriff</Term>', ["basistarif"])).toBe("Der Begriff ⚠ kein Glossarbegriff „gibtsnicht“ ⚠");
    expect(printInlineComponents('<Figure name="erfunden" />', [])).toMatch(/^⚠ <Figure name="erfunden" \/>: <Figure name="erfunden">: unknown figure/);
  });

  it("cuts the text into Markdown, the short answer and callouts", () => {
    const body = [
      "<ShortAnswer>",
      "",
      "Kurz.",
      "",
      "</ShortAnswer>",
      "",
      "## Erstens",
      "",
      "Text.",
      "",
      '<Callout title="Achtung">',
      "",
      "Wichtig.",
      "",
      "</Callout>",
      "",
    ].join("\n");
    expect(bodyBlocks(body)).toEqual([
      { kind: "shortAnswer", text: "\nKurz.\n\n" },
      { kind: "markdown", text: "\n\n## Erstens\n\nText.\n\n" },
      { kind: "callout", title: "Achtung", text: "\nWichtig.\n\n" },
    ]);
  });

  it("lists the sections with the ids Astro gives the headings", () => {
    expect(sectionHeadings("## Wer darf wechseln?\n\nText\n\n### Unterpunkt\n\n## Wer darf wechseln?\n")).toEqual([
      { slug: "wer-darf-wechseln", text: "Wer darf wechseln?" },
      { slug: "wer-darf-wechseln-1", text: "Wer darf wechseln?" },
    ]);
  });
});
