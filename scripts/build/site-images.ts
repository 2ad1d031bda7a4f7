/**
 * Makes the site's responsive images (AVIF/WebP in several widths, a PNG fallback) from the
 * sources in app/images/ (docs/decisions/0009-images-generated-at-build.md). A Vite plugin,
 * so one piece of code serves both: `vite build` emits the files into build/client before
 * React Router prerenders, and the dev server renders them on request.
 */
import { existsSync } from "node:fs";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import type { Plugin } from "vite";
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

export function siteImagesPlugin(): Plugin {
  return {
    name: "site-images",
    configureServer(server) {
      // The plan is made once per dev server (a config change restarts it); files are
      // rendered per request, so an edited source shows on reload.
      let planned: Promise<Map<string, PlannedFile>> | undefined;
      server.middlewares.use((req, res, next) => {
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
      });
    },
    async generateBundle() {
      if (this.environment.name !== "client") return;
      const files = [...(await plannedImageFiles()).values()];
      const bodies = await Promise.all(files.map(renderImageFile));
      files.forEach((file, index) => this.emitFile({ type: "asset", fileName: file.path.slice(1), source: bodies[index] }));
    },
  };
}
