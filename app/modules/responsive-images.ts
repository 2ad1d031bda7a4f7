/**
 * Naming and sizes of the site's responsive images. The build (scripts/build/site-images.ts)
 * writes exactly the files this module names, and <ResponsiveImage> asks for exactly these,
 * so the two cannot drift apart.
 *
 * An image is addressed by a site path without extension (`/images/berater-platzhalter`); its
 * variants are `<path>-<width>.avif`, `<path>-<width>.webp` and one `<path>.png` fallback. The
 * config may name the file as the adviser finds it (`/images/Foto.JPG`, `foto.jpg`, `foto`):
 * `imageSitePath` turns each into the same site path.
 */

export type ModernFormat = "avif" | "webp";

export interface ImagePreset {
  /** Intrinsic size of the fallback image; its ratio is the ratio of every variant. */
  width: number;
  height: number;
  /** Widths of the AVIF and WebP variants, ascending. */
  widths: readonly number[];
}

export const imagePresets = {
  /** Adviser photo, 4:5, cropped to fill (around the focal point). Up to 960 px wide for a ~440 px wide display on 2× screens. */
  portrait: { width: 480, height: 600, widths: [160, 320, 480, 640, 960], fit: "cover" },
  /** Partner logo in a 10:3 box, shown whole inside it (any aspect, transparent margins). Shown about 160–200 px wide. */
  logo: { width: 240, height: 72, widths: [160, 240, 320, 480], fit: "contain" },
} as const satisfies Record<string, ImagePreset & { fit: "cover" | "contain" }>;

export type ImagePresetName = keyof typeof imagePresets;

export const MODERN_FORMATS: readonly ModernFormat[] = ["avif", "webp"];

export function variantPath(src: string, width: number, format: ModernFormat): string {
  return `${src}-${width}.${format}`;
}

export function fallbackPath(src: string): string {
  return `${src}.png`;
}

/** Height of a variant `width` pixels wide, keeping the preset's ratio. */
export function heightFor(preset: ImagePreset, width: number): number {
  return Math.round((width * preset.height) / preset.width);
}

/** The `srcset` of one format: every width of the preset. */
export function srcSet(src: string, preset: ImagePreset, format: ModernFormat): string {
  return preset.widths.map((width) => `${variantPath(src, width, format)} ${width}w`).join(", ");
}

export interface ImageFile {
  /** Site path of the file. */
  path: string;
  format: ModernFormat | "png";
  width: number;
  height: number;
}

/** Where in the picture the subject is, in per cent from the left and from the top. */
export interface FocalPoint {
  x: number;
  y: number;
}

interface ImageRef {
  src: string;
  alt: string;
  focus?: FocalPoint;
}

export interface SiteImage {
  /** Site path without extension, e.g. `/images/foto`. */
  src: string;
  /** The file name as the config gives it; the build finds the source in app/images/ by it. */
  source: string;
  alt: string;
  preset: ImagePresetName;
  /** The point a crop keeps in view; the centre when absent. */
  focus: FocalPoint;
}

const IMAGE_EXTENSION = /\.(svg|jpe?g|png|webp|avif)$/i;
const CENTRE: FocalPoint = { x: 50, y: 50 };

/** The file name without folder and extension, as the config writes it: „/images/Foto.JPG“ → „Foto“. */
export function imageStem(src: string): string {
  return (src.split("/").at(-1) ?? src).replace(IMAGE_EXTENSION, "");
}

/**
 * The site path of an image the config names: „/images/Foto Müller.JPG“, „foto-müller.jpg“ and
 * „FOTO-MÜLLER“ all become `/images/foto-m-ller`: lower case, and only letters, digits, underscores and
 * hyphens, since a space or comma would break a srcset.
 */
export function imageSitePath(src: string): string {
  const slug = imageStem(src)
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return `/images/${slug || "bild"}`;
}

/**
 * The site's images and the preset each is made with: the one list both the build and the
 * components read. The paths come from the site config, so replacing an image is a config change.
 */
export function siteImages(config: { adviser: { photo?: ImageRef }; broker: { logo: ImageRef } }) {
  const image = (ref: ImageRef, preset: ImagePresetName): SiteImage => ({
    src: imageSitePath(ref.src),
    source: ref.src,
    alt: ref.alt,
    preset,
    focus: ref.focus ?? CENTRE,
  });
  return {
    /** Null when the config has no photo: then no portrait file is made and the pages show the initials. */
    adviserPhoto: config.adviser.photo ? image(config.adviser.photo, "portrait") : null,
    brokerLogo: image(config.broker.logo, "logo"),
  } satisfies Record<string, SiteImage | null>;
}

export interface Size {
  width: number;
  height: number;
}

/**
 * The part of a source that fills the slot's ratio, centred on the focal point as far as the
 * picture allows: the region the build cuts before it scales.
 */
export function coverCrop(source: Size, slot: Size, focus: FocalPoint): { left: number; top: number; width: number; height: number } {
  const slotRatio = slot.width / slot.height;
  const width = Math.min(source.width, Math.round(source.height * slotRatio));
  const height = Math.min(source.height, Math.round(source.width / slotRatio));
  const place = (length: number, part: number, percent: number) => Math.round(Math.min(Math.max((length * percent) / 100 - part / 2, 0), length - part));
  return { left: place(source.width, width, focus.x), top: place(source.height, height, focus.y), width, height };
}

/** A photo whose ratio is this far from the slot's loses more than a fifth of a side. */
const CROP_WARNING_SHARE = 0.8;

/**
 * The build's warning when a photo would lose much of its picture to the slot's ratio, in
 * German for the adviser, or null. It never stops the build: the focal point may be right.
 */
export function cropWarning(file: string, source: Size, slot: Size, focus: FocalPoint | undefined): string | null {
  const crop = coverCrop(source, slot, focus ?? CENTRE);
  const kept = Math.min(crop.width / source.width, crop.height / source.height);
  if (kept >= CROP_WARNING_SHARE) return null;
  const side = crop.width < source.width ? "Breite" : "Höhe";
  const shape = slot.width < slot.height ? "Hochformat" : "Querformat";
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  const divisor = gcd(slot.width, slot.height);
  return [
    `Hinweis zu ${file} (${source.width}\u00a0×\u00a0${source.height} Pixel): Der Platz auf der Website hat das Format ${slot.width / divisor}:${slot.height / divisor} (${shape}),`,
    `vom Bild bleiben nur ${Math.round(kept * 100)}\u00a0% der ${side}.`,
    focus
      ? "Prüfen Sie auf der Startseite, ob das Gesicht ganz zu sehen ist, oder nehmen Sie ein Foto im passenden Format."
      : "Geben Sie mit „focus“ an, wo das Gesicht ist (z.\u202fB. focus: { x: 50, y: 30 }), oder nehmen Sie ein Foto im passenden Format.",
  ].join(" ");
}

/** Every file the build writes for one image. */
export function imageFiles(src: string, preset: ImagePreset): ImageFile[] {
  const modern = MODERN_FORMATS.flatMap((format) =>
    preset.widths.map((width) => ({ path: variantPath(src, width, format), format, width, height: heightFor(preset, width) })),
  );
  return [...modern, { path: fallbackPath(src), format: "png", width: preset.width, height: preset.height }];
}
