import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { findSource, pickSource } from "./site-images";

describe("pickSource", () => {
  const files = ["README.md", "IMG_0412.JPG", "logo.svg", "logo.png", "Portrait.jpeg"];

  it.each([
    ["IMG_0412.JPG", "IMG_0412.JPG"],
    ["img_0412.jpg", "IMG_0412.JPG"],
    ["/images/img_0412", "IMG_0412.JPG"],
    ["/images/PORTRAIT", "Portrait.jpeg"],
    ["portrait.JPEG", "Portrait.jpeg"],
  ])("finds „%s“ as %s", (src, expected) => {
    expect(pickSource(src, files)).toBe(expected);
  });

  it("takes the extension the config names, and otherwise svg before png", () => {
    expect(pickSource("/images/logo.png", files)).toBe("logo.png");
    expect(pickSource("/images/logo", files)).toBe("logo.svg");
  });

  it("finds nothing for another name, another extension or a file that is no image", () => {
    expect(pickSource("foto", files)).toBeUndefined();
    expect(pickSource("portrait.png", files)).toBeUndefined();
    expect(pickSource("readme", files)).toBeUndefined();
  });
});

describe("findSource", () => {
  it("returns the file's path, and says in German what to do when it is missing", () => {
    const dir = mkdtempSync(join(tmpdir(), "site-images-"));
    writeFileSync(join(dir, "Foto.JPG"), "");
    expect(findSource("/images/foto.jpg", dir)).toBe(join(dir, "Foto.JPG"));
    expect(() => findSource("/images/anders.jpg", dir)).toThrow(/Bild nicht gefunden: „\/images\/anders\.jpg“.*app\/images\//);
  });
});
