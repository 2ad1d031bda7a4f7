/**
 * The figures of any year of the table as the English pages print them (docs/decisions/0073): typed
 * by hand in an English owner text or article, they would stay at the year change, so the build
 * refuses them there (../owner-copy.ts, ./guide-checks.ts).
 */
import { ARTICLE_FIGURE_NAMES, figureText, gkvMaximumText } from "~/modules/article-figures";
import * as englishFormats from "~/modules/format-en";
import { KNOWN_FIGURE_YEARS, figuresFor } from "../statutory-figures";

export const ENGLISH_TABLE_VALUES: readonly string[] = [
  ...new Set(
    KNOWN_FIGURE_YEARS.flatMap((year) => {
      const figures = figuresFor(year);
      return [
        ...ARTICLE_FIGURE_NAMES.map((name) => figureText(name, figures, englishFormats)),
        gkvMaximumText("kv", figures, englishFormats),
        gkvMaximumText("total", figures, englishFormats),
      ];
    }),
  ),
];
