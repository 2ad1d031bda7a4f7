/**
 * Makes the site's responsive images (AVIF/WebP in several widths, a PNG fallback) from the
 * sources in app/images/ (docs/decisions/0009-images-generated-at-build.md). One piece of code
 * serves both: the build writes the files into build/site, and the dev server renders them on
 * request (scripts/build/site-build-integration.ts).
 */
import { readdirSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { dirname, extname, join } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { SITE_CONFIG_FILE, type SiteConfig } from "../../app/config/site-config-schema.ts";
import {
  coverCrop,
  cropWarning,
  imageFiles,
  imagePresets,
  imageSitePath,
  imageStem,
  siteImages,
  type FocalPoint,
  type ImageFile,
  type ImagePresetName,
} from "../../app/modules/responsive-images.ts";
import { importAppModule } from "./app-modules.ts";

export const IMAGE_SOURCE_DIR = fileURLToPath(new URL("../../app/images/", import.meta.url));
const SOURCE_EXTENSIONS = [".svg", ".jpg", ".jpeg", ".png", ".webp", ".avif"];
const CONTENT_TYPES = { avif: "image/avif", webp: "image/webp", png: "image/png" } as const;

interface PlannedFile extends ImageFile {
  source: string;
  preset: ImagePresetName;
  focus: FocalPoint;
}

/**
 * The file in `fileNames` the config's `src` means: same name in any case, with the extension
 * the config gives, or — without one — the first of svg, jpg, jpeg, png, webp, avif. A camera's
 * „IMG_0412.JPG“ is found as `img_0412`, `IMG_0412.jpg` or `/images/img_0412.JPG`.
 */
export function pickSource(src: string, fileNames: readonly string[]): string | undefined {
  const wanted = imageSitePath(src);
  const givenExtension = extname(src).toLowerCase();
  const candidates = fileNames.filter((name) => SOURCE_EXTENSIONS.includes(extname(name).toLowerCase()) && imageSitePath(name) === wanted);
  if (givenExtension && SOURCE_EXTENSIONS.includes(givenExtension)) return candidates.find((name) => extname(name).toLowerCase() === givenExtension);
  for (const extension of SOURCE_EXTENSIONS) {
    const found = candidates.find((name) => extname(name).toLowerCase() === extension);
    if (found) return found;
  }
  return undefined;
}

/** The source file in app/images/ of an image the config names; a missing one stops the build with a German line. */
export function findSource(src: string, sourceDir = IMAGE_SOURCE_DIR): string {
  const found = pickSource(src, readdirSync(sourceDir));
  if (found) return join(sourceDir, found);
  throw new Error(
    `Bild nicht gefunden: „${src}“ (${SITE_CONFIG_FILE}). Legen Sie ${imageStem(src)}.jpg, .png oder .svg in den Ordner app/images/ oder korrigieren Sie den Dateinamen in der Konfiguration.`,
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
    if (image === null) continue;
    const source = findSource(image.source);
    for (const file of imageFiles(image.src, imagePresets[image.preset])) planned.set(file.path, { ...file, source, preset: image.preset, focus: image.focus });
  }
  return planned;
}

/** Warns (never stops) when the photo's ratio is far from its slot's, so a face is not cut off unnoticed. */
export async function warnAboutCrops(report: (message: string) => void = console.warn): Promise<void> {
  const { siteConfig } = await importAppModule<{ siteConfig: SiteConfig }>("app/config/site-config.ts");
  const { adviserPhoto } = siteImages(siteConfig);
  if (adviserPhoto === null) return;
  const source = findSource(adviserPhoto.source);
  const { width, height, orientation } = await sharp(source).metadata();
  if (!width || !height) return;
  const size = (orientation ?? 1) >= 5 ? { width: height, height: width } : { width, height };
  const warning = cropWarning(`app/images/${source.split(/[\\/]/).at(-1)}`, size, imagePresets.portrait, siteConfig.adviser.photo?.focus);
  if (warning) report(warning);
}

export async function renderImageFile(file: PlannedFile): Promise<Buffer> {
  const metadata = await sharp(file.source).metadata();
  const isVector = file.source.toLowerCase().endsWith(".svg");
  // A vector source is rasterised at the resolution the variant needs, so every width is crisp.
  const density = isVector ? Math.ceil((72 * file.width) / (metadata.width ?? file.width)) : undefined;
  const image = sharp(file.source, density ? { density } : {}).rotate();
  const scale = density ? density / 72 : 1;
  // EXIF orientations 5–8 turn the picture by 90°: its stored width is then its height.
  const turned = (metadata.orientation ?? 1) >= 5;
  const [storedWidth, storedHeight] = [metadata.width ?? file.width, metadata.height ?? file.height];
  const size = {
    width: Math.round((turned ? storedHeight : storedWidth) * scale),
    height: Math.round((turned ? storedWidth : storedHeight) * scale),
  };
  const resized =
    imagePresets[file.preset].fit === "contain"
      ? // A logo is never cut: it is fitted whole into the box, the rest stays transparent.
        image.resize(file.width, file.height, { fit: "contain", background: { r: 0, g: 0, b: 0, alpha: 0 } })
      : image.extract(coverCrop(size, file, file.focus)).resize(file.width, file.height, { fit: "fill" });
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
