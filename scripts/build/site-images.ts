/**
 * Makes the site's responsive images (AVIF/WebP in several widths, a PNG fallback) from the
 * sources in app/images/ (docs/decisions/0009-images-generated-at-build.md). One piece of code
 * serves both: the build writes the files into build/site, and the dev server renders them on
 * request (scripts/build/site-build-integration.ts).
 */
import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import type { SiteConfig } from "../../app/config/site-config-schema.ts";
import { imageFiles, imagePresets, siteImages, type ImageFile } from "../../app/modules/responsive-images.ts";
import { importAppModule } from "./app-modules.ts";

export const IMAGE_SOURCE_DIR = fileURLToPath(new URL("../../app/images/", import.meta.url));
const SOURCE_EXTENSIONS = [".svg", ".jpg", ".jpeg", ".png", ".webp", ".avif"];
const CONTENT_TYPES = { avif: "image/avif", webp: "image/webp", png: "image/png" } as const;

interface PlannedFile extends ImageFile {
  source: string;
}

/** The source of a site path: app/images/<last path segment>.<svg|jpg|…>. */
export function findSource(src: string, sourceDir = IMAGE_SOURCE_DIR): string {
  const name = basename(src);
  for (const extension of SOURCE_EXTENSIONS) {
    const candidate = join(sourceDir, `${name}${extension}`);
    if (existsSync(candidate)) return candidate;
  }
  throw new Error(
    `site-images: no source for "${src}" (site config). Put ${name}.svg, .jpg or .png into app/images/, or correct the path in app/config/site-config.ts.`,
  );
}

/**
 * Every image file the site serves, keyed by its site path. The config is loaded through
 * Vite's module runner rather than imported here, so vite.config.ts stays free of app code.
 */
export async function plannedImageFiles(): Promise<Map<string, PlannedFile>> {
  const { siteConfig } = await importAppModule<{ siteConfig: SiteConfig }>("app/config/site-config.ts");
  const planned = new Map<string, PlannedFile>();
  for (const image of Object.values(siteImages(siteConfig))) {
    const source = findSource(image.src);
    for (const file of imageFiles(image.src, imagePresets[image.preset])) planned.set(file.path, { ...file, source });
  }
  return planned;
}

export async function renderImageFile(file: PlannedFile): Promise<Buffer> {
  // A vector source is rasterised at the resolution the variant needs, so every width is crisp.
  const density = file.source.endsWith(".svg") ? Math.ceil((72 * file.width) / ((await sharp(file.source).metadata()).width ?? file.width)) : undefined;
  const resized = sharp(file.source, density ? { density } : {}).resize(file.width, file.height, { fit: "cover" });
  switch (file.format) {
    case "avif":
      return resized.avif({ quality: 60, effort: 4 }).toBuffer();
    case "webp":
      return resized.webp({ quality: 82 }).toBuffer();
    case "png":
      return resized.png({ compressionLevel: 9 }).toBuffer();
  }
}

/** Writes every image file into the built site; returns how many. */
export async function writeSiteImages(siteDir: string): Promise<number> {
  const files = [...(await plannedImageFiles()).values()];
  await Promise.all(
    files.map(async (file) => {
      const target = join(siteDir, file.path);
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, await renderImageFile(file));
    }),
  );
  return files.length;
}

/**
 * Dev server middleware: renders an image when it is asked for. The plan is made once per dev
 * server (a config change restarts it); an edited source shows on reload.
 */
export function siteImagesMiddleware() {
  let planned: Promise<Map<string, PlannedFile>> | undefined;
  return (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => {
    const path = (req.url ?? "").split("?")[0];
    if (!/\.(avif|webp|png)$/.test(path)) return next();
    planned ??= plannedImageFiles();
    planned
      .then(async (files) => {
        const file = files.get(path);
        if (!file) return next();
        const body = await renderImageFile(file);
        res.setHeader("Content-Type", CONTENT_TYPES[file.format]);
        res.setHeader("Cache-Control", "no-cache");
        res.end(body);
      })
      .catch(next);
  };
}
