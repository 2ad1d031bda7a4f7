/**
 * Writes the share images the pages announce (app/content/page-heads.ts): build/site/og/home.png,
 * og/pkv-rechner.png, og/<slug>.png for every group page, og/schon-privat-versichert.png, og/ratgeber.png, og/glossar.png and
 * og/ratgeber-<slug>.png for every article, 1200×630, from the SVG template in og-template.ts.
 * Titles and lines come from the content modules and the site config, so the images never
 * disagree with the pages.
 */
import { mkdir, readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import type { SiteConfig } from "../../app/config/site-config-schema.ts";
import type { CalculatorPageContent } from "../../app/content/calculator-page.ts";
import type * as RatgeberPages from "../../app/content/ratgeber-pages.ts";
import type * as MembersContent from "../../app/content/members.ts";
import type { GroupContent, HomeContent } from "../../app/content/types.ts";
import type * as MdxProse from "../../app/modules/mdx-prose.ts";
import type * as EnglishSection from "../../app/content/en/english-section.ts";
import { hasEnglish } from "../../app/config/languages.ts";
import { importAppModule } from "./app-modules.ts";
import { ogSvg, type OgCard } from "./og-template.ts";

const articlesDir = fileURLToPath(new URL("../../app/content/ratgeber/", import.meta.url));

/**
 * The guide's articles as share cards: title and topic from each file's frontmatter (the build
 * step runs outside Astro, so it reads the MDX files itself; Astro has validated them already).
 */
async function articleCards(shared: Omit<OgCard, "eyebrow" | "title">): Promise<[string, OgCard][]> {
  const [{ frontmatterStrings, splitFrontmatter }, { topicLabels }, { articleOgName }] = await Promise.all([
    importAppModule<typeof MdxProse>("app/modules/mdx-prose.ts"),
    importAppModule<typeof RatgeberPages>("app/content/ratgeber-pages.ts"),
    importAppModule<{ articleOgName: (slug: string) => string }>("app/content/page-heads.ts"),
  ]);
  const files = (await readdir(articlesDir)).filter((file) => file.endsWith(".mdx"));
  return Promise.all(
    files.map(async (file): Promise<[string, OgCard]> => {
      const { frontmatter } = splitFrontmatter(await readFile(join(articlesDir, file), "utf8"));
      const title = frontmatterStrings(frontmatter).find((found) => found.path === "frontmatter title")?.text;
      const topic = /^topic:\s*(\w+)/m.exec(frontmatter)?.[1] as keyof typeof topicLabels | undefined;
      if (!title || !topic || !(topic in topicLabels)) throw new Error(`og-images: ${file} has no title or topic`);
      return [articleOgName(file.replace(/\.mdx$/, "")), { ...shared, eyebrow: `Ratgeber · ${topicLabels[topic].title}`, title }];
    }),
  );
}

/** One card per page, keyed by the file name `ogImagePath` uses ("home", the group's slug, "ratgeber-<slug>" …). */
export async function ogCards(): Promise<Map<string, OgCard>> {
  const [{ siteConfig }, { home }, { calculatorPage }, { groupContents }] = await Promise.all([
    importAppModule<{ siteConfig: SiteConfig }>("app/config/site-config.ts"),
    importAppModule<{ home: HomeContent }>("app/content/home.ts"),
    importAppModule<{ calculatorPage: CalculatorPageContent }>("app/content/calculator-page.ts"),
    importAppModule<{ groupContents: Readonly<Record<string, GroupContent>> }>("app/content/professions.ts"),
  ]);
  const shared = {
    brand: siteConfig.brand,
    footer: `${siteConfig.adviser.name} · ${home.hero.badges[2]}`,
    host: new URL(siteConfig.siteUrl).host,
  };
  const cards = new Map<string, OgCard>([
    ["home", { ...shared, eyebrow: home.hero.badges[0], title: home.seo.title }],
    ["pkv-rechner", { ...shared, eyebrow: calculatorPage.hero.eyebrow, title: calculatorPage.hero.title }],
  ]);
  for (const content of Object.values(groupContents)) cards.set(content.slug, { ...shared, eyebrow: content.hero.targetGroup, title: content.seo.title });
  const [{ memberPage }, { MEMBER_OG_NAME }] = await Promise.all([
    importAppModule<typeof MembersContent>("app/content/members.ts"),
    importAppModule<{ MEMBER_OG_NAME: string }>("app/content/page-heads.ts"),
  ]);
  cards.set(MEMBER_OG_NAME, { ...shared, eyebrow: memberPage.hero.eyebrow, title: memberPage.seo.title });
  const { guideIndex, glossaryPage } = await importAppModule<typeof RatgeberPages>("app/content/ratgeber-pages.ts");
  cards.set("ratgeber", { ...shared, eyebrow: guideIndex.eyebrow, title: guideIndex.seo.title });
  cards.set("glossar", { ...shared, eyebrow: glossaryPage.eyebrow, title: glossaryPage.seo.title });
  for (const [name, card] of await articleCards(shared)) cards.set(name, card);
  // The English home's card, in English, only when the owner publishes English (docs/decisions/0073).
  // The other English pages share it until each page's engineer adds its own card here.
  if (hasEnglish(siteConfig)) {
    const [{ englishSectionCopy }, { ENGLISH_HOME_OG_NAME }, { englishRole }] = await Promise.all([
      importAppModule<typeof EnglishSection>("app/content/en/english-section.ts"),
      importAppModule<{ ENGLISH_HOME_OG_NAME: string }>("app/content/page-heads.ts"),
      importAppModule<{ englishRole: (status: SiteConfig["registration"]["status"]) => string }>("app/content/english-role.ts"),
    ]);
    const englishHome = englishSectionCopy.home;
    cards.set(ENGLISH_HOME_OG_NAME, {
      ...shared,
      footer: `${siteConfig.adviser.name} · ${englishRole(siteConfig.registration.status)}`,
      eyebrow: englishHome.hero.eyebrow,
      title: englishHome.seo.title,
    });
  }
  return cards;
}

export async function writeOgImages(clientDir: string): Promise<number> {
  const outDir = join(clientDir, "og");
  await mkdir(outDir, { recursive: true });
  const cards = await ogCards();
  await Promise.all(
    [...cards].map(([name, card]) => sharp(Buffer.from(ogSvg(card))).png({ compressionLevel: 9 }).toFile(join(outDir, `${name}.png`))),
  );
  return cards.size;
}
