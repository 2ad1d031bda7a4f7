/**
 * Naming and sizes of the site's responsive images. The build (scripts/build/site-images.ts)
 * writes exactly the files this module names, and <ResponsiveImage> asks for exactly these,
 * so the two cannot drift apart.
 *
 * An image is addressed by a site path without extension (`/images/berater-platzhalter`); its
 * variants are `<path>-<width>.avif`, `<path>-<width>.webp` and one `<path>.png` fallback.
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
  /** Adviser photo, 4:5. Up to 960 px wide for a ~440 px wide display on 2× screens. */
  portrait: { width: 480, height: 600, widths: [160, 320, 480, 640, 960] },
  /** Partner logo, 10:3. Shown about 160–200 px wide. */
  logo: { width: 240, height: 72, widths: [160, 240, 320, 480] },
} as const satisfies Record<string, ImagePreset>;

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

interface ImageRef {
  src: string;
  alt: string;
}

export interface SiteImage extends ImageRef {
  preset: ImagePresetName;
}

/**
 * The site's images and the preset each is made with: the one list both the build and the
 * components read. The paths come from the site config, so replacing an image is a config change.
 */
export function siteImages(config: { adviser: { photo: ImageRef }; broker: { logo: ImageRef } }) {
  return {
    adviserPhoto: { ...config.adviser.photo, preset: "portrait" },
    brokerLogo: { ...config.broker.logo, preset: "logo" },
  } as const satisfies Record<string, SiteImage>;
}

/** Every file the build writes for one image. */
export function imageFiles(src: string, preset: ImagePreset): ImageFile[] {
  const modern = MODERN_FORMATS.flatMap((format) =>
    preset.widths.map((width) => ({ path: variantPath(src, width, format), format, width, height: heightFor(preset, width) })),
  );
  return [...modern, { path: fallbackPath(src), format: "png", width: preset.width, height: preset.height }];
}
