import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { professionRoutes } from "~/config/page-routes";
import { PROFESSION_FILES, ProfessionFileError, readProfessionFiles, type ProfessionFile } from "~/config/profession-files";
import { professionPageData } from "./professions";

/**
 * A profession page is one file (docs/decisions/0054): what the build does with a file an owner adds,
 * changes or gets wrong. The shipped files are the starting point; whichever of them comes first
 * is changed here, so the checks hold for any adviser's set of pages.
 */
const shipped = readProfessionFiles();
const first = shipped[0]!;
const NBSP = "\u00a0";

function variant(change: (data: Record<string, any>) => void, slug = "zahnaerzte"): ProfessionFile {
  const data = structuredClone(first.data) as Record<string, any>;
  change(data);
  return { slug, file: `${PROFESSION_FILES.folder}/${slug}.${PROFESSION_FILES.extension}`, data };
}

function messageOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (!(error instanceof ProfessionFileError)) throw error;
    return error.message;
  }
  throw new Error("no error thrown");
}

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A project root whose profession folder holds `files` (name → text). */
function rootWith(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), "berufe-"));
  folders.push(root);
  mkdirSync(join(root, PROFESSION_FILES.folder), { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(root, PROFESSION_FILES.folder, name), text);
  return root;
}

describe("a profession file", () => {
  it("a new file is a new page: its route is /pkv-<file name>, placed by „order“", () => {
    const routes = professionRoutes([...shipped, variant((data) => (data.order = 999), "zahnaerzte")]);
    expect(routes.map((route) => route.path)).toContain("/pkv-zahnaerzte");
    expect(routes.at(-1)!.slug).toBe("zahnaerzte");
    expect(routes.find((route) => route.slug === "zahnaerzte")!.file).toBe("app/content/berufe/zahnaerzte.yaml");
  });

  it("a deleted file is no page any more, with nothing else to edit", () => {
    const root = rootWith(Object.fromEntries(shipped.slice(1).map((file) => [file.file.split("/").at(-1)!, readFileSync(file.file, "utf8")])));
    const routes = professionRoutes(readProfessionFiles(root));
    expect(routes.map((route) => route.slug)).not.toContain(first.slug);
    expect(routes).toHaveLength(shipped.length - 1);
  });

  it("names the file and each field left out or filled wrongly, in German", () => {
    const message = messageOf(() =>
      professionPageData(
        variant((data) => {
          delete data.hero.title;
          data.faqs = data.faqs.slice(0, 5);
          data.features[0].icon = "rakete";
        }),
      ),
    );
    expect(message).toMatch(/^Fehler in app\/content\/berufe\/zahnaerzte\.yaml:/);
    expect(message).toContain("  hero.title: fehlt – bitte eintragen");
    expect(message).toContain("  faqs: braucht genau 6 Fragen");
    expect(message).toMatch(/ {2}features\[0\]\.icon: muss eines der Symbole sein/);
  });

  it("refuses a route field the menus cannot use", () => {
    const message = messageOf(() => professionRoutes([variant((data) => (data.calculators = ["zinsrechner"]))]));
    expect(message).toMatch(/calculators\[0\]: muss einer der Rechner sein/);
  });

  it("fills placeholders from the figures table and refuses one it does not know", () => {
    const filled = professionPageData(
      variant((data) => (data.faqs[0].answer = ["Im Jahr {jahr} gilt {wert:versicherungspflichtgrenze} ({norm:versicherungspflichtgrenze})."])),
    );
    expect(filled.faqs[0]!.answer[0]).toMatch(new RegExp(`^Im Jahr \\d{4} gilt [\\d.]+${NBSP}€ \\(§${NBSP}6 Abs\\.${NBSP}6 SGB${NBSP}V`));
    const message = messageOf(() => professionPageData(variant((data) => (data.faqs[1].answer = ["Die Grenze liegt bei {wert:grenze}."]))));
    expect(message).toContain("faqs[1].answer[0]: unbekannter Platzhalter „{wert:grenze}“");
  });

  it("refuses a statutory amount without its year or its source in the same sentence (docs/decisions/0072)", () => {
    const message = messageOf(() => professionPageData(variant((data) => (data.faqs[2].answer = ["Die Grenze liegt bei {wert:versicherungspflichtgrenze}."]))));
    expect(message).toMatch(/^Fehler in app\/content\/berufe\/zahnaerzte\.yaml:/);
    expect(message).toContain("faqs[2].answer[0]: ");
    expect(message).toContain("steht ohne sein Jahr – bitte {jahr} in denselben Satz schreiben");
    expect(message).toContain("steht ohne seine Rechtsquelle – bitte {norm:versicherungspflichtgrenze} in denselben Satz schreiben");
  });

  it("refuses an amount typed by hand that the figures table does not print (docs/decisions/0072)", () => {
    const message = messageOf(() => professionPageData(variant((data) => (data.faqs[3].answer = ["Ab 80.000 € Einkommen lohnt sich der Vergleich."]))));
    expect(message).toContain("faqs[3].answer[0]: „80.000\u00a0€“ ist von Hand geschrieben – Beträge und Sätze der Rechengrößen bitte mit {wert:…} einsetzen");
  });

  it("sets German typography for text typed plainly", () => {
    const typed = professionPageData(
      variant((data) => (data.readyCta = 'Die "Anfrage" dauert 2 Minuten, z. B. ab 9:00 Uhr - nach § 6 SGB V bis zu 10 % nach § 149 VAG...')),
    );
    expect(typed.readyCta).toBe(
      `Die „Anfrage“ dauert 2${NBSP}Minuten, z.\u202fB. ab 9:00${NBSP}Uhr – nach §${NBSP}6 SGB${NBSP}V bis zu 10${NBSP}% nach §${NBSP}149 VAG…`,
    );
  });

  it("refuses a claim the law forbids, naming field, reason and phrase", () => {
    const message = messageOf(() => professionPageData(variant((data) => (data.whyPkv.fastReimbursement = "Sofort-Erstattung für alle Rechnungen."))));
    expect(message).toContain("whyPkv.fastReimbursement: Erstattungen dauern Tage");
    expect(message).toContain("„Sofort-Erstattung für alle Rechnungen.“");
  });

  it("stops the build for a file name that cannot be an address, or a file that is no YAML", () => {
    expect(messageOf(() => readProfessionFiles(rootWith({ "Zahnärzte.yaml": "order: 1\n" })))).toMatch(
      /Zahnärzte\.yaml: Der Dateiname wird die Adresse.*nennen Sie die Datei „zahnaerzte\.yaml“/,
    );
    expect(messageOf(() => readProfessionFiles(rootWith({ "zahnaerzte.yaml": "order: [1\n" })))).toMatch(
      /^Fehler in app\/content\/berufe\/zahnaerzte\.yaml: Die Datei ist kein gültiges YAML/,
    );
  });
});
