/**
 * The guide's files checked before the build starts (app/content/guide-checks.ts,
 * docs/decisions/0072-owners-yearly-check.md): a forbidden claim or a figure typed by hand stops
 * it with German lines naming the file and the line, no stack trace; the writers' contract is
 * printed as „Hinweis zu …“ and the build goes on.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { GuideFile } from "../../app/content/guide-checks.ts";
import { importAppModule } from "./app-modules.ts";

const projectDir = fileURLToPath(new URL("../../", import.meta.url));

/** Every article and glossary term as the build reads it, in name order. */
export function readGuideFiles(folders: { articles: { folder: string; extension: string }; glossary: { folder: string; extension: string } }, root = projectDir): GuideFile[] {
  const read = (kind: GuideFile["kind"], { folder, extension }: { folder: string; extension: string }) =>
    readdirSync(join(root, folder))
      .filter((name) => name.endsWith(`.${extension}`))
      .sort()
      .map((name) => ({ kind, file: `${folder}/${name}`, source: readFileSync(join(root, folder, name), "utf8") }));
  return [...read("article", folders.articles), ...read("glossary", folders.glossary)];
}

/** Prints the advice; exits with the errors, if any. */
export async function checkGuideFiles(): Promise<void> {
  const { ARTICLE_FILES, GLOSSARY_FILES } = await importAppModule<typeof import("../../app/modules/ratgeber-schema.ts")>("app/modules/ratgeber-schema.ts");
  const { guideReport } = await importAppModule<typeof import("../../app/content/guide-checks.ts")>("app/content/guide-checks.ts");
  const german = guideReport(readGuideFiles({ articles: ARTICLE_FILES, glossary: GLOSSARY_FILES }));
  // The English guide by the English rules (docs/decisions/0073), checked whether or not the config builds it.
  const { ENGLISH_ARTICLE_FILES, ENGLISH_GLOSSARY_FILES } = await importAppModule<typeof import("../../app/modules/english-guide-schema.ts")>(
    "app/modules/english-guide-schema.ts",
  );
  const { englishGuideReport } = await importAppModule<typeof import("../../app/content/en/guide-checks.ts")>("app/content/en/guide-checks.ts");
  const english = englishGuideReport(readGuideFiles({ articles: ENGLISH_ARTICLE_FILES, glossary: ENGLISH_GLOSSARY_FILES }));
  const report = { advice: [...german.advice, ...english.advice], errors: [...german.errors, ...english.errors] };
  for (const line of report.advice) console.warn(line);
  if (report.errors.length > 0) {
    console.error(`\n${report.errors.join("\n\n")}\n`);
    process.exit(1);
  }
}
