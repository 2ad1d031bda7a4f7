import { describe, expect, it } from "vitest";
import {
  coverCrop,
  cropWarning,
  fallbackPath,
  heightFor,
  imageFiles,
  imagePresets,
  imageSitePath,
  imageStem,
  siteImages,
  srcSet,
  variantPath,
} from "./responsive-images";

describe("responsive image names", () => {
  it("puts width and format after the extensionless path", () => {
    expect(variantPath("/images/foto", 320, "avif")).toBe("/images/foto-320.avif");
    expect(fallbackPath("/images/foto")).toBe("/images/foto.png");
  });

  it("lists every width of a preset in the srcset, with w descriptors", () => {
    expect(srcSet("/images/logo", imagePresets.logo, "webp")).toBe(
      "/images/logo-160.webp 160w, /images/logo-240.webp 240w, /images/logo-320.webp 320w, /images/logo-480.webp 480w",
    );
  });

  it("keeps the preset's ratio for every width", () => {
    expect(heightFor(imagePresets.portrait, 960)).toBe(1200);
    expect(heightFor(imagePresets.logo, 160)).toBe(48);
  });

  it("names one file per width and modern format plus a PNG fallback at the intrinsic size", () => {
    const files = imageFiles("/images/foto", imagePresets.portrait);
    expect(files).toHaveLength(imagePresets.portrait.widths.length * 2 + 1);
    expect(files).toContainEqual({ path: "/images/foto-640.avif", format: "avif", width: 640, height: 800 });
    expect(files).toContainEqual({ path: "/images/foto-160.webp", format: "webp", width: 160, height: 200 });
    expect(files.at(-1)).toEqual({ path: "/images/foto.png", format: "png", width: 480, height: 600 });
    expect(new Set(files.map((file) => file.path)).size).toBe(files.length);
  });
});

describe("image paths from the config", () => {
  it.each(["/images/foto.jpg", "/images/FOTO.JPG", "FOTO.JPG", "foto.jpeg", "foto", "/images/foto"])("turns „%s“ into /images/foto", (src) => {
    expect(imageSitePath(src)).toBe("/images/foto");
  });

  it("makes a name with spaces or umlauts safe for a srcset", () => {
    expect(imageSitePath("/images/Porträt Müller, 2026.PNG")).toBe("/images/portr-t-m-ller-2026");
    expect(imageStem("/images/Porträt Müller, 2026.PNG")).toBe("Porträt Müller, 2026");
  });

  it("gives each image its site path, source name, preset and focal point (the centre when none is set)", () => {
    const images = siteImages({
      adviser: { photo: { src: "IMG_0412.JPG", alt: "Foto", focus: { x: 40, y: 20 } } },
      broker: { logo: { src: "/images/Pool.svg", alt: "Logo" } },
    });
    expect(images.adviserPhoto).toEqual({ src: "/images/img_0412", source: "IMG_0412.JPG", alt: "Foto", preset: "portrait", focus: { x: 40, y: 20 } });
    expect(images.brokerLogo).toMatchObject({ src: "/images/pool", preset: "logo", focus: { x: 50, y: 50 } });
  });

  it("has no portrait to make when the config has no photo", () => {
    const images = siteImages({ adviser: {}, broker: { logo: { src: "logo.svg", alt: "Logo" } } });
    expect(images.adviserPhoto).toBeNull();
    expect(images.brokerLogo.src).toBe("/images/logo");
  });

  it("shows a logo whole and crops only the photo", () => {
    expect(imagePresets.logo.fit).toBe("contain");
    expect(imagePresets.portrait.fit).toBe("cover");
  });
});

describe("coverCrop", () => {
  const slot = { width: 480, height: 600 };

  it("cuts a landscape photo's sides around the focal point, within the picture", () => {
    const source = { width: 2000, height: 1000 };
    expect(coverCrop(source, slot, { x: 50, y: 50 })).toEqual({ left: 600, top: 0, width: 800, height: 1000 });
    expect(coverCrop(source, slot, { x: 20, y: 50 })).toEqual({ left: 0, top: 0, width: 800, height: 1000 });
    expect(coverCrop(source, slot, { x: 95, y: 50 })).toEqual({ left: 1200, top: 0, width: 800, height: 1000 });
  });

  it("cuts a tall photo's top and bottom, keeping a face high in the picture", () => {
    expect(coverCrop({ width: 800, height: 2000 }, slot, { x: 50, y: 20 })).toEqual({ left: 0, top: 0, width: 800, height: 1000 });
    expect(coverCrop({ width: 800, height: 2000 }, slot, { x: 50, y: 50 })).toEqual({ left: 0, top: 500, width: 800, height: 1000 });
  });

  it("keeps a photo of the slot's ratio whole", () => {
    expect(coverCrop({ width: 960, height: 1200 }, slot, { x: 10, y: 90 })).toEqual({ left: 0, top: 0, width: 960, height: 1200 });
  });
});

describe("cropWarning", () => {
  const slot = imagePresets.portrait;

  it("warns in German when a landscape photo would lose much of its width", () => {
    const warning = cropWarning("app/images/foto.jpg", { width: 1600, height: 900 }, slot, undefined);
    expect(warning).toContain("app/images/foto.jpg (1600\u00a0×\u00a0900 Pixel)");
    expect(warning).toContain("Format 4:5 (Hochformat)");
    expect(warning).toContain("nur 45\u00a0% der Breite");
    expect(warning).toContain("focus");
  });

  it("asks to check the result when a focal point is set, and stays silent for a photo close to 4:5", () => {
    expect(cropWarning("app/images/foto.jpg", { width: 1600, height: 900 }, slot, { x: 30, y: 40 })).toContain("Prüfen Sie auf der Startseite");
    expect(cropWarning("app/images/foto.jpg", { width: 900, height: 1200 }, slot, undefined)).toBeNull();
    expect(cropWarning("app/images/foto.jpg", { width: 480, height: 600 }, slot, undefined)).toBeNull();
  });
});
