import { describe, expect, it } from "vitest";
import { findMediaFile, mediaNameOf, typedMediaFile, withSiteMedia, type MediaFile } from "./media-files";

/** A file as Decap's local backend hands it over: a blob without a type, behind a blob: URL. */
function untyped(name: string, content = "<svg xmlns='http://www.w3.org/2000/svg'/>"): MediaFile {
  const file = new File([content], name);
  const url = URL.createObjectURL(file);
  return { id: name, name, path: `app/images/${name}`, file, size: file.size, url, displayURL: url };
}

describe("pictures in the editor", () => {
  it("get the image type of their extension, so a browser shows an SVG thumbnail", async () => {
    const typed = typedMediaFile(untyped("Logo.SVG"));
    expect(typed.file!.type).toBe("image/svg+xml");
    expect(typed.url).toMatch(/^blob:/);
    expect(typed.displayURL).toBe(typed.url);
    expect(await typed.file!.text()).toContain("<svg");
    expect(typedMediaFile(untyped("foto.jpeg")).file!.type).toBe("image/jpeg");
  });

  it("are found under the names the site accepts: without extension, in any case", () => {
    const files = [untyped("partner-logo.svg"), untyped("Foto.JPG"), untyped("notes.txt")];
    expect(findMediaFile(files, "app/images/partner-logo")?.name).toBe("partner-logo.svg");
    expect(findMediaFile(files, "app/images/foto")?.name).toBe("Foto.JPG");
    expect(findMediaFile(files, "app/images/foto.jpg")?.name).toBe("Foto.JPG");
    expect(findMediaFile(files, "app/images/notes")).toBeUndefined();
    expect(findMediaFile(files, "app/images/other.svg")).toBeUndefined();
  });

  it("are read by their bare name where the site writes „/images/…“ (Decap would load that from the server, where it is not)", () => {
    expect(mediaNameOf("/images/partner-logo")).toBe("partner-logo");
    expect(mediaNameOf("/images/Foto.JPG")).toBe("Foto.JPG");
    expect(mediaNameOf("foto.jpg")).toBe("foto.jpg");
    expect(mediaNameOf("https://example.org/images/foto.jpg")).toBe("https://example.org/images/foto.jpg");
  });

  it("are looked up in their folder when the name has no extension or another case, without a request that must fail", async () => {
    const requested: string[] = [];
    class Backend {
      async getMedia(folder?: string) {
        expect(folder).toBe("app/images");
        return [untyped("partner-logo.svg"), untyped("foto.jpg")];
      }
      async getMediaFile(path: string): Promise<MediaFile> {
        requested.push(path);
        throw new Error(`no file ${path}`);
      }
      async persistMedia(): Promise<MediaFile> {
        return untyped("neu.svg");
      }
    }
    const backend = new (withSiteMedia(Backend))();
    const found = await backend.getMediaFile("app/images/partner-logo");
    expect(found.name).toBe("partner-logo.svg");
    expect(found.file!.type).toBe("image/svg+xml");
    expect(requested).toEqual([]);
    expect((await backend.getMediaFile("app/images/FOTO.JPG")).name).toBe("foto.jpg");
    await expect(backend.getMediaFile("app/images/missing.png")).rejects.toThrow("no file app/images/missing.png");
    expect((await backend.persistMedia()).file!.type).toBe("image/svg+xml");
  });
});
