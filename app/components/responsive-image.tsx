import { fallbackPath, imagePresets, MODERN_FORMATS, srcSet, type SiteImage } from "~/modules/responsive-images";

/** A 1×1 transparent GIF: what a viewport gets where the image is hidden, so nothing is downloaded. */
const NOTHING = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";

interface ResponsiveImageProps {
  image: SiteImage;
  /** How wide the image is shown, as the `sizes` attribute (e.g. "(min-width: 1024px) 440px, 128px"). */
  sizes: string;
  /** The page's largest image in the first viewport: loaded at once with high priority. Others load lazily. */
  priority?: boolean;
  /** The image is hidden by CSS below this viewport width; there it is not downloaded either. */
  hiddenBelow?: number;
  /** The image is hidden by CSS from this viewport width on; there it is not downloaded either. */
  hiddenFrom?: number;
  className?: string;
}

/**
 * AVIF and WebP in every width of the image's preset, with a PNG fallback. Width and height are
 * the intrinsic size, so the browser reserves the space before the file arrives (no layout shift).
 * The files already have the slot's ratio (a logo whole inside it, a photo cut around its focal
 * point); object-fit and object-position say the same for a box the CSS sizes differently.
 */
export function ResponsiveImage({ image, sizes, priority = false, hiddenBelow, hiddenFrom, className }: ResponsiveImageProps) {
  const preset = imagePresets[image.preset];
  return (
    <picture>
      {/* With a width descriptor and sizes like its siblings: the HTML checker requires all of a picture's sources to say so. */}
      {hiddenBelow !== undefined && <source media={`(max-width: ${hiddenBelow - 0.02}px)`} srcSet={`${NOTHING} 1w`} sizes="1px" />}
      {hiddenFrom !== undefined && <source media={`(min-width: ${hiddenFrom}px)`} srcSet={`${NOTHING} 1w`} sizes="1px" />}
      {MODERN_FORMATS.map((format) => (
        <source key={format} type={`image/${format}`} srcSet={srcSet(image.src, preset, format)} sizes={sizes} />
      ))}
      <img
        src={fallbackPath(image.src)}
        alt={image.alt}
        width={preset.width}
        height={preset.height}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "auto" : "async"}
        fetchPriority={priority ? "high" : "auto"}
        className={className}
        style={{ objectFit: preset.fit, objectPosition: `${image.focus.x}% ${image.focus.y}%` }}
      />
    </picture>
  );
}
