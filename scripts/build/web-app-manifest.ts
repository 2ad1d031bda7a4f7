/**
 * The installable app's manifest and icons, written into the build from the site config, the
 * brand colour token and one shield drawing (the favicon's), so they never drift from the site.
 * Icons: 192 and 512 px ("any"), 512 px maskable (shield inside the 80 % safe zone) and the
 * 180 px apple-touch-icon (opaque: iOS fills transparency with black).
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { siteConfig } from "../../app/config/site-config";
import { importAppModule } from "./app-modules";
import { colourToken } from "../../app/styles/colour-tokens";

const SHIELD = "M16 2 4 6.5v8.7c0 7.6 5.1 13.6 12 15.8 6.9-2.2 12-8.2 12-15.8V6.5L16 2z";
const CHECK = "m10.5 16.2 3.8 3.8 7.4-7.6";

/** Reads a colour token from app/styles/site.css, the one place colours are written. */
async function siteColour(name: string): Promise<string> {
  return colourToken(await readFile(new URL("../../app/styles/site.css", import.meta.url), "utf8"), name);
}

/**
 * The shield, white with a brand-coloured check, centred on a 512 px brand-coloured square.
 * `scale` sizes the 32-unit drawing; `radius` rounds the square (0 = full bleed).
 */
function iconSvg(brand: string, { scale, radius }: { scale: number; radius: number }): string {
  const offsetX = 256 - 16 * scale;
  const offsetY = 256 - 16.5 * scale;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">
<rect width="512" height="512" rx="${radius}" fill="${brand}"/>
<g transform="translate(${offsetX} ${offsetY}) scale(${scale})">
<path fill="white" d="${SHIELD}"/>
<path fill="none" stroke="${brand}" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round" d="${CHECK}"/>
</g></svg>`;
}

/**
 * Sixteen colours hold the brand colour, white and the edges' blends between them (measured: the
 * same brand and white pixels, mean difference 0,15 of 255); the 192 px icon, which Chromium
 * fetches on a first visit to check installability, shrinks from 2,7 to 1,3 KB (docs/performance.md).
 */
async function writePng(svg: string, size: number, file: string): Promise<void> {
  await sharp(Buffer.from(svg)).resize(size, size).png({ compressionLevel: 9, palette: true, colours: 16, effort: 10 }).toFile(file);
}

export const manifestIcons = [
  { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
  { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
  { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
] as const;

export async function writeWebAppManifest(clientDir: string): Promise<void> {
  const brand = await siteColour("brand-700");
  await mkdir(join(clientDir, "icons"), { recursive: true });
  // "any" icons: rounded square, shield about 60 % high. Maskable and Apple: full bleed, since the
  // platform cuts the shape; the shield (29 units × 9.5 ≈ 276 px) stays inside the 80 % safe circle.
  const rounded = iconSvg(brand, { scale: 11, radius: 112 });
  const fullBleed = iconSvg(brand, { scale: 9.5, radius: 0 });
  await Promise.all([
    writePng(rounded, 192, join(clientDir, "icons", "icon-192.png")),
    writePng(rounded, 512, join(clientDir, "icons", "icon-512.png")),
    writePng(fullBleed, 512, join(clientDir, "icons", "icon-maskable-512.png")),
    writePng(fullBleed, 180, join(clientDir, "apple-touch-icon.png")),
  ]);

  // Through Vite: the copy is the owner's text file, finished by the text-files plugin.
  const { webAppManifestCopy } = await importAppModule<typeof import("../../app/content/install")>("app/content/install.ts");
  const manifest = {
    id: "/",
    name: webAppManifestCopy.name,
    short_name: siteConfig.brand,
    description: webAppManifestCopy.description,
    lang: "de",
    dir: "ltr",
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: brand,
    // White, the page background; the one colour not in the tokens (it is CSS's own).
    background_color: "#ffffff",
    icons: manifestIcons,
  };
  await writeFile(join(clientDir, "manifest.webmanifest"), `${JSON.stringify(manifest, null, 2)}\n`);
}
