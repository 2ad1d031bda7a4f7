/**
 * The English section as the build wrote it (docs/decisions/0073): Pagefind's index split by
 * <html lang> (English pages searched from English pages only, German from German ones), the
 * sitemap's English entries, the English home's share image, and scripts that carry the words of
 * neither language's frame (they read them from the page). Skipped parts where the config
 * publishes German only: then no English file may exist at all.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "vitest";
import { hasEnglish } from "~/config/languages";
import { siteConfig } from "~/config/site-config";
import { ENGLISH_HOME_OG_NAME, ogImagePath } from "~/content/page-heads";
import { searchCopyFor } from "~/content/search-copy";
import { toastCopyFor } from "~/content/toast-messages";
import { englishPaths } from "../e2e/site-pages";
import { builtDocument, builtFile } from "./built-page";

const siteDir = fileURLToPath(new URL("../../build/site/", import.meta.url));

function pages(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "pagefind" ? [] : pages(path);
    return entry.name === "index.html" ? [path] : [];
  });
}

const builtPages = pages(siteDir);
const englishFiles = builtPages.filter((file) => file.startsWith(join(siteDir, "en") + "/"));

test("no English page exists on a German-only site, and every English page is written in English", () => {
  expect(englishFiles.length > 0).toBe(hasEnglish(siteConfig));
  expect(englishFiles.filter((file) => !/<html lang="en"/.test(readFileSync(file, "utf8")))).toEqual([]);
});

test("Pagefind keeps one index per language: the English one holds the English pages, the German one the rest", () => {
  const entry = JSON.parse(builtFile("/pagefind/pagefind-entry.json").toString("utf8")) as { languages: Record<string, { page_count: number }> };
  expect(entry.languages.de?.page_count).toBe(builtPages.length - englishFiles.length);
  // No English index at all on a German-only site.
  expect(entry.languages.en?.page_count).toBe(hasEnglish(siteConfig) ? englishFiles.length : undefined);
});

test("the sitemap lists every English page exactly when English is published", () => {
  const sitemap = builtFile("/sitemap.xml").toString("utf8");
  for (const path of englishPaths) expect(sitemap).toContain(`<loc>${new URL(path, `${siteConfig.siteUrl}/`).href}</loc>`);
  expect(sitemap.includes(`${siteConfig.siteUrl}/en/`)).toBe(hasEnglish(siteConfig));
});

test.runIf(hasEnglish(siteConfig))("the English home announces its own share image, which the build wrote", () => {
  const image = builtDocument("/en/").querySelector('meta[property="og:image"]')?.getAttribute("content");
  expect(image).toBe(`${siteConfig.siteUrl}${ogImagePath(ENGLISH_HOME_OG_NAME)}`);
  expect(builtFile(ogImagePath(ENGLISH_HOME_OG_NAME)).length).toBeGreaterThan(0);
});

test("no script carries the toasts' or the search's words of either language: the page gives them", () => {
  const scripts = readdirSync(join(siteDir, "assets"))
    .filter((file) => file.endsWith(".js"))
    .map((file) => readFileSync(join(siteDir, "assets", file), "utf8"));
  for (const lang of ["de", "en"] as const) {
    const { messages } = toastCopyFor(lang);
    const words = [messages.cookiesAccepted.title, messages.popupBlocked.description, searchCopyFor(lang).script.failed];
    for (const word of words) for (const script of scripts) expect(script.includes(JSON.stringify(word).slice(1, -1)), word).toBe(false);
  }
});
