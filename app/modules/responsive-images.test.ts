import { describe, expect, it } from "vitest";
import { fallbackPath, heightFor, imageFiles, imagePresets, srcSet, variantPath } from "./responsive-images";

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
