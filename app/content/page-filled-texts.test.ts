/**
 * The texts whose page puts values in (decision 0061): an owner who writes every placeholder a
 * field allows gets every one filled, on every page that shows the text. Each file is replaced by
 * its shipped data with each such field rewritten to name all its placeholders, finished by the
 * build's own code; then every export is called and must show no placeholder left.
 */
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { describe, expect, it, vi } from "vitest";
import type { z } from "zod";
import { TEXT_FILES, TEXT_FILE_FOLDER, type TextFileName } from "~/modules/text-files/text-files";
import type { FigureYear } from "./statutory-figures";

const FILES = ["ratgeber-seiten", "suche", "suchmaschinen", "vertrauen", "rechengroessen", "rechengroessen-grafik"] as const satisfies readonly TextFileName[];

/** Every field with placeholders the page fills, as [path, names]; the schema's hint names them. */
function pageFields(schema: z.ZodType, path: readonly string[] = []): [readonly string[], string[]][] {
  const shape = (schema as Partial<z.ZodObject>).shape;
  if (shape) return Object.entries(shape).flatMap(([key, field]) => pageFields(field as z.ZodType, [...path, key]));
  const names = [...(schema.description ?? "").matchAll(/\{([A-Za-z]+)\}/g)].map((match) => match[1]!);
  return names.length ? [[path, names]] : [];
}

/** A template naming every placeholder of `names`, with words between them as an owner writes. */
const everyPlaceholder = (names: readonly string[]) => `Anfang ${names.map((name) => `{${name}}`).join(" und ")} Ende`;

function rewritten(name: TextFileName): unknown {
  const data = parse(readFileSync(`${TEXT_FILE_FOLDER}/${name}.yaml`, "utf8")) as Record<string, unknown>;
  for (const [path, names] of pageFields(TEXT_FILES[name].schema)) {
    const parent = path.slice(0, -1).reduce((node, key) => node[key] as Record<string, unknown>, data);
    parent[path.at(-1)!] = everyPlaceholder(names);
  }
  return data;
}

const finished = async (name: TextFileName) => ({ default: (await import("./text-file-data")).textFileData(name, rewritten(name)) });

vi.mock("./texte/ratgeber-seiten.yaml", () => finished("ratgeber-seiten"));
vi.mock("./texte/suche.yaml", () => finished("suche"));
vi.mock("./texte/suchmaschinen.yaml", () => finished("suchmaschinen"));
vi.mock("./texte/vertrauen.yaml", () => finished("vertrauen"));
vi.mock("./texte/rechengroessen.yaml", () => finished("rechengroessen"));
vi.mock("./texte/rechengroessen-grafik.yaml", () => finished("rechengroessen-grafik"));

const LEFT_OVER = /\{[A-Za-z]+(?::[A-Za-z]+)?\}/;

/** Every string in `value`, with where it is. */
function strings(value: unknown, path = ""): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${path}[${index}]`));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([key, item]) => strings(item, `${path}.${key}`));
  return [];
}

describe("texts the page fills", () => {
  it("each file has fields the page fills, and the rewritten files pass the build", async () => {
    const { textFileIssues } = await import("./text-file-data");
    for (const name of FILES) {
      expect(pageFields(TEXT_FILES[name].schema).length, name).toBeGreaterThan(0);
      expect(textFileIssues(name, rewritten(name)), name).toEqual([]);
    }
  });

  it("refuses a placeholder the page fills only in another field, where it would show as typed", async () => {
    const { textFileIssues } = await import("./text-file-data");
    const shipped = (name: TextFileName) => parse(readFileSync(`${TEXT_FILE_FOLDER}/${name}.yaml`, "utf8")) as Record<string, unknown>;
    const search = shipped("suche");
    search.noResults = "Nichts zu {anzahl}.";
    expect(textFileIssues("suche", search)).toEqual([
      {
        field: "noResults",
        problem: "„{anzahl}“ setzt die Seite nur in einem anderen Feld ein, hier bliebe es als Text stehen; hier setzt sie „{suchbegriff}“ ein",
      },
    ]);
    const trust = shipped("vertrauen");
    (trust.reviews as Record<string, string>).heading = "Stimmen von {kunden} Kunden";
    expect(textFileIssues("vertrauen", trust)).toEqual([
      { field: "reviews.heading", problem: "„{kunden}“ setzt die Seite nur in einem anderen Feld ein, hier bliebe es als Text stehen" },
    ]);
  });

  it("show every placeholder a field allows filled, on every page", async () => {
    const { siteConfig } = await import("~/config/site-config");
    const { groupRoutes } = await import("~/config/page-routes");
    const guide = await import("./ratgeber-pages");
    const { searchCopy } = await import("./search-copy");
    const words = await import("~/modules/search-words");
    const heads = await import("./page-heads");
    const { internalLinkLabel } = await import("./ratgeber-links");
    const facts = await import("./adviser-facts");
    const { trustContent } = await import("./trust");
    const notes = await import("./figure-notes");
    const chart = await import("./figures-chart");
    const { KNOWN_FIGURE_YEARS, figuresOfYear } = await import("./statutory-figures");
    const seo = { title: "Titel", description: "Beschreibung", keywords: ["PKV"] };
    const route = groupRoutes[0]!;
    const year = KNOWN_FIGURE_YEARS.at(-1)!;
    const next = { year: year + 1, published: true, figures: { ...figuresOfYear(year as FigureYear), year: year + 1 } };
    const shown = {
      guide: [
        guide.topicLabels,
        guide.guideIndex,
        guide.feedTitle,
        guide.articleLabels,
        guide.glossaryPage,
        guide.groupArticlesLabels.heading(route.groupName),
      ],
      search: [
        // The script's templates are filled in the browser, below as it fills them.
        { ...searchCopy, script: { loading: searchCopy.script.loading, failed: searchCopy.script.failed } },
        words.noResultsText(searchCopy.script, "Beitrag"),
        words.resultCountText(searchCopy.script, 1),
        words.resultCountText(searchCopy.script, 7),
        words.glossaryHitText(searchCopy.script, "Basistarif"),
      ],
      heads: [heads.groupPageName(route.groupName), heads.calculatorHead(seo), heads.guideHead(seo), internalLinkLabel(route.path, () => undefined)],
      facts: [
        facts.clientsStat(siteConfig.adviser),
        facts.experienceStat(2010, 2026),
        facts.experienceStat(2025, 2026),
        facts.reachabilityStat("Antwort am selben Tag"),
      ],
      // Every variant of the reviews' and the profile's statement (all, a selection with and without its address).
      trust: [
        trustContent({
          testimonials: { howChecked: "Geprüft.", collectedSince: "2025-01-01", shown: "alle", items: [{ text: "Gut", author: "A. B.", date: "2026-01-02" }] },
          ratingProfile: { label: "Portal", url: "https://example.org", shown: "alle" },
          insurersCompared: ["Versicherer"],
          adviceBasis: "eingeschraenkte-auswahl",
        } as never),
        trustContent({
          testimonials: {
            howChecked: "Geprüft.",
            collectedSince: "2025-01-01",
            shown: "auswahl",
            total: 5,
            howSelected: "Die jüngste.",
            allReviewsUrl: "https://example.org/alle",
            items: [{ text: "Gut", author: "A. B.", date: "2026-01-02" }],
          },
          ratingProfile: { label: "Portal", url: "https://example.org", shown: "auswahl", howSelected: "Die freigegebenen." },
        } as never),
        trustContent({
          testimonials: {
            howChecked: "Geprüft.",
            collectedSince: "2025-01-01",
            shown: "auswahl",
            total: 5,
            howSelected: "Die jüngste.",
            items: [{ text: "Gut", author: "A. B.", date: "2026-01-02" }],
          },
        } as never),
      ],
      figures: [
        notes.QUOTED_FIGURES.map((field) => notes.figureSource(field, year)),
        (["versicherungspflichtgrenze", "beitragsbemessungsgrenze"] as const).flatMap((subject) => [
          notes.nextYearNote(next, new Date("2026-10-05T12:00:00Z"), subject, year),
          notes.nextYearNote({ year: year + 1, published: false }, new Date("2026-10-05T12:00:00Z"), subject, year),
        ]),
      ],
      chart: [chart.figuresChartCopy, KNOWN_FIGURE_YEARS.map((known) => [chart.changesDuringYearNotes(known), chart.yearSources(known)])],
    };
    const all = strings(shown);
    expect(all.filter(([, text]) => text.includes("Anfang")).length).toBeGreaterThan(20);
    expect(all.filter(([, text]) => LEFT_OVER.test(text))).toEqual([]);
  });
});
