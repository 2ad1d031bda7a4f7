import { describe, expect, it } from "vitest";
import { PROFESSION_FILES } from "../../app/config/profession-files";
import { SITE_CONFIG_FILE } from "../../app/config/site-config-schema";
import { TEXT_FILE_FOLDER } from "../../app/config/text-file-folder";
import { ARTICLE_FILES, GLOSSARY_FILES } from "../../app/modules/ratgeber-schema";
import { OWNER_FILES, ownerCheckReport, ownerLines, vitestFailures } from "./owner-check-report.mjs";

const PROJECT = "/site";
const LOG = "build/pruefen.log";

/** A Vitest JSON report with these files' results, as `--reporter=json` writes it. */
function report(files) {
  const tests = files.flatMap((file) => file.tests ?? []);
  return {
    numPassedTests: tests.filter((test) => test.status === "passed").length,
    numFailedTests: tests.filter((test) => test.status === "failed").length,
    numFailedTestSuites: files.filter((file) => file.status === "failed").length,
    testResults: files.map((file) => ({
      name: `${PROJECT}/${file.name}`,
      status: file.status ?? ((file.tests ?? []).some((test) => test.status === "failed") ? "failed" : "passed"),
      message: file.message ?? "",
      assertionResults: (file.tests ?? []).map((test) => ({ fullName: test.name, status: test.status, failureMessages: test.messages ?? [] })),
    })),
  };
}

const passing = report([{ name: "app/a.test.ts", tests: [{ name: "a", status: "passed" }] }]);
const goodBuild = { ran: true, ok: true, output: "[build] Complete!\n" };
const steps = (overrides) => ({
  unit: { ran: true, report: passing },
  build: goodBuild,
  built: { ran: true, report: passing },
  projectDir: PROJECT,
  log: LOG,
  ...overrides,
});

describe("the owner's files", () => {
  it("are the folders and files the project defines for her", () => {
    expect(OWNER_FILES).toEqual(
      expect.arrayContaining([
        SITE_CONFIG_FILE,
        `${PROFESSION_FILES.folder}/`,
        `${TEXT_FILE_FOLDER}/`,
        `${ARTICLE_FILES.folder}/`,
        `${GLOSSARY_FILES.folder}/`,
        "app/images/", // the editor's media_folder and the config's image fields
        "app/content/statutory-figures.ts",
        "tests/fixtures/statutory-figures-by-year.ts",
      ]),
    );
  });
});

describe("ownerLines", () => {
  it("reads the build's German blocks: one line per field, and a one-line message", () => {
    const text = [
      "05:19:06 [ERROR] Fehler in app/content/berufe/zahnaerzte.yaml:",
      "  hero.title: fehlt – bitte eintragen",
      "  faqs: braucht genau 6 Fragen",
      "    at professionPageData (app/content/professions.ts:70:11)",
      "Error: Fehler in app/content/statutory-figures.ts: 2027 › versicherungspflichtgrenze: 99.450 € – die Handtabelle sagt 99.540 €",
      "Hinweis zu app/content/ratgeber/wartezeit.mdx: Text: 850 Wörter",
      "Fehler in app/modules/x.ts: no owner file",
      "  ignored: not hers",
    ].join("\n");
    expect(ownerLines(text)).toEqual([
      { kind: "Fehler", file: "app/content/berufe/zahnaerzte.yaml", text: "hero.title: fehlt – bitte eintragen" },
      { kind: "Fehler", file: "app/content/berufe/zahnaerzte.yaml", text: "faqs: braucht genau 6 Fragen" },
      { kind: "Fehler", file: "app/content/statutory-figures.ts", text: "2027 › versicherungspflichtgrenze: 99.450 € – die Handtabelle sagt 99.540 €" },
      { kind: "Hinweis", file: "app/content/ratgeber/wartezeit.mdx", text: "Text: 850 Wörter" },
    ]);
  });

  it("stops at Astro's error frame: its location and stack are no field of hers", () => {
    const text = [
      "Fehler in app/content/texte/cookie-hinweis.yaml:",
      "  text: ist mit dem Linktext zusammen länger als 120 Zeichen",
      "  Location:",
      "    /project/node_modules/astro/dist/runtime/prerender/static-paths.js:52:63",
      "  Stack trace:",
      "    at textFileData (file:///project/build/chunks/x.mjs:7045:35)",
    ].join("\n");
    expect(ownerLines(text)).toEqual([
      { kind: "Fehler", file: "app/content/texte/cookie-hinweis.yaml", text: "text: ist mit dem Linktext zusammen länger als 120 Zeichen" },
    ]);
  });

  it("reads an image's note with its size in brackets", () => {
    expect(ownerLines("Hinweis zu app/images/foto.jpg (800 × 600 Pixel): Der Platz hat das Format 4:5")).toEqual([
      { kind: "Hinweis", file: "app/images/foto.jpg", text: "Der Platz hat das Format 4:5" },
    ]);
  });
});

describe("vitestFailures", () => {
  it("lists failed tests and files that failed on import, relative to the project", () => {
    const failures = vitestFailures(
      report([
        { name: "app/a.test.ts", tests: [{ name: "a works", status: "failed", messages: ["AssertionError: expected 1 to be 2\n    at x"] }] },
        { name: "app/b.test.ts", status: "failed", message: "Fehler in app/content/texte/home.yaml:\n  hero: fehlt" },
        { name: "app/c.test.ts", tests: [{ name: "c", status: "passed" }] },
      ]),
      PROJECT,
    );
    expect(failures).toEqual([
      { file: "app/a.test.ts", test: "a works", message: "AssertionError: expected 1 to be 2\n    at x" },
      { file: "app/b.test.ts", test: null, message: "Fehler in app/content/texte/home.yaml:\n  hero: fehlt" },
    ]);
  });
});

describe("the summary", () => {
  it("says „alles grün“ only when all three parts ran and passed", () => {
    const { ok, lines } = ownerCheckReport(steps({}));
    expect(ok).toBe(true);
    expect(lines.join("\n")).toContain("npm run pruefen: alles grün.");
    expect(ownerCheckReport(steps({ built: { ran: false } })).ok).toBe(false);
    expect(ownerCheckReport(steps({ unit: { ran: true, report: undefined } })).ok).toBe(false);
  });

  it("puts the owner's file and field first, and what only a programmer can fix apart", () => {
    const unit = report([
      {
        name: "app/content/statutory-figures.test.ts",
        tests: [
          {
            name: "2027: the module's figures are the statute's",
            status: "failed",
            messages: [
              "Error: Fehler in app/content/statutory-figures.ts: 2027 › beitragsbemessungsgrenzeMonat: 7.462,50 € – die Handtabelle sagt 7.462,00 €\n    at x",
            ],
          },
        ],
      },
      {
        name: "app/modules/seo.test.ts",
        tests: [{ name: "builds the title", status: "failed", messages: ["AssertionError: expected 'a' to be 'b'\n    at y"] }],
      },
    ]);
    const { ok, lines } = ownerCheckReport(steps({ unit: { ran: true, report: unit } }));
    const text = lines.join("\n");
    expect(ok).toBe(false);
    expect(text).toContain("npm run pruefen: NICHT bestanden.");
    const ownerAt = text.indexOf("In Ihren Dateien");
    const programmerAt = text.indexOf("für einen Programmierer");
    expect(ownerAt).toBeGreaterThan(-1);
    expect(programmerAt).toBeGreaterThan(ownerAt);
    expect(text).toContain("  • app/content/statutory-figures.ts – 2027 › beitragsbemessungsgrenzeMonat: 7.462,50 € – die Handtabelle sagt 7.462,00 €");
    expect(text).toContain("  • app/modules/seo.test.ts › builds the title: expected 'a' to be 'b'");
    expect(text).toContain("Prüfungen der Bausteine: 0 bestanden, 2 fehlgeschlagen");
  });

  it("names the build's German lines once, even when a check reports the same, and skips the built checks after a failed build", () => {
    const message = "Fehler in app/content/berufe/aerzte.yaml:\n  faqs[1].answer[0]: unbekannter Platzhalter „{wert:grenze}“";
    const unit = report([{ name: "app/content/professions.test.ts", status: "failed", message }]);
    const { lines } = ownerCheckReport(
      steps({ unit: { ran: true, report: unit }, build: { ran: true, ok: false, output: `[ERROR] ${message}\n` }, built: { ran: false } }),
    );
    const text = lines.join("\n");
    expect(text.split("faqs[1].answer[0]")).toHaveLength(2);
    expect(text).toContain("Prüfungen der gebauten Seiten: nicht gelaufen (der Bau ist abgebrochen)");
    expect(text).not.toContain("Programmierer");
  });

  it("hands a build that stops without naming her files to a programmer, and lists advice without failing", () => {
    const failed = ownerCheckReport(steps({ build: { ran: true, ok: false, output: "TypeError: x is not a function\n" }, built: { ran: false } }));
    expect(failed.lines.join("\n")).toMatch(/Für einen Programmierer – keine Ihrer Dateien ist betroffen[\s\S]*TypeError: x is not a function/);
    const advised = ownerCheckReport(steps({ build: { ran: true, ok: true, output: "Hinweis zu app/content/berufe/aerzte.yaml: overview: 380 Wörter\n" } }));
    expect(advised.ok).toBe(true);
    expect(advised.lines.join("\n")).toContain("Hinweise (kein Fehler; nach Belieben ändern):\n  • app/content/berufe/aerzte.yaml – overview: 380 Wörter");
  });
});
