/**
 * Writes the share images the pages announce (app/content/page-heads.ts): build/site/og/home.png,
 * og/pkv-rechner.png and og/<slug>.png for every group page, 1200×630, from the SVG template in og-template.ts.
 * Titles and lines come from the content modules and the site config, so the images never
 * disagree with the pages.
 */
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import type { SiteConfig } from "../../app/config/site-config-schema.ts";
import type { GroupRoute } from "../../app/config/site-routes.ts";
import type { CalculatorPageContent } from "../../app/content/calculator-page.ts";
import type { GroupContent, HomeContent } from "../../app/content/types.ts";
import { importAppModule } from "./app-modules.ts";
import { ogSvg, type OgCard } from "./og-template.ts";

async function groupContent(route: GroupRoute): Promise<GroupContent> {
  const module = await importAppModule<Record<string, GroupContent>>(`app/content/groups/${route.slug}.ts`);
  const content = Object.values(module).find((candidate) => candidate?.slug === route.slug);
  if (!content) throw new Error(`og-images: app/content/groups/${route.slug}.ts exports no content for "${route.slug}"`);
  return content;
}

/** One card per page, keyed by the file name `ogImagePath` uses ("home" or the group's slug). */
export async function ogCards(): Promise<Map<string, OgCard>> {
  const [{ siteConfig }, { home }, { calculatorPage }, { groupRoutes }] = await Promise.all([
    importAppModule<{ siteConfig: SiteConfig }>("app/config/site-config.ts"),
    importAppModule<{ home: HomeContent }>("app/content/home.ts"),
    importAppModule<{ calculatorPage: CalculatorPageContent }>("app/content/calculator-page.ts"),
    importAppModule<{ groupRoutes: readonly GroupRoute[] }>("app/config/site-routes.ts"),
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
  const groups = await Promise.all(groupRoutes.map(groupContent));
  for (const content of groups) cards.set(content.slug, { ...shared, eyebrow: content.hero.targetGroup, title: content.seo.title });
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
