/**
 * The pictures of app/images as the editor shows them (its media library, the photo's and the
 * logo's image field). Decap's local backend hands every file over as a blob without a type; a
 * browser shows no SVG from such a blob (it never guesses SVG), so the shipped logo stayed a broken
 * thumbnail. And the site names a picture with or without its extension, in any case
 * („/images/foto“ reads foto.jpg, app/images/README.md), which Decap looks up literally.
 * Here both are mended: each file gets its type from its extension, and a name without one is
 * found as the site finds it.
 */

/** What Decap's backends return for a media file (decap-cms-lib-util's ImplementationMediaFile). */
export interface MediaFile {
  id: string;
  name: string;
  path: string;
  file?: File;
  size?: number;
  url?: string;
  displayURL?: string;
}

const IMAGE_TYPES: Readonly<Record<string, string>> = {
  svg: "image/svg+xml",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  avif: "image/avif",
  gif: "image/gif",
};

/** The picture's type by its extension, or undefined for a name without a known one. */
export function imageType(name: string): string | undefined {
  const extension = /\.([^./\\]+)$/.exec(name)?.[1]?.toLowerCase();
  return extension ? IMAGE_TYPES[extension] : undefined;
}

/** The file with a blob of its own image type and a fresh address for it (the typeless one is released). */
export function typedMediaFile(file: MediaFile): MediaFile {
  const type = imageType(file.name);
  if (!file.file || !type || file.file.type === type) return file;
  const typed = new File([file.file], file.name, { type });
  if (file.url?.startsWith("blob:")) URL.revokeObjectURL(file.url);
  const url = URL.createObjectURL(typed);
  return { ...file, file: typed, size: typed.size, url, displayURL: url };
}

const stem = (name: string) => name.replace(/\.[^./\\]+$/, "").toLowerCase();

/**
 * The file of `path` among `files` (those of its folder) as the site reads it: the exact name,
 * else the same name in another case, else the one picture whose name without extension it is.
 */
export function findMediaFile<T extends Pick<MediaFile, "name">>(files: readonly T[], path: string): T | undefined {
  const name = path.split("/").pop() ?? path;
  return (
    files.find((file) => file.name === name) ??
    files.find((file) => file.name.toLowerCase() === name.toLowerCase()) ??
    (imageType(name) ? undefined : files.find((file) => imageType(file.name) && stem(file.name) === name.toLowerCase()))
  );
}

/** Where the site's pages name pictures (the config's `/images/foto`); Decap's `public_folder`. */
export const SITE_IMAGE_FOLDER = "/images";
const SITE_IMAGE_PATH = `${SITE_IMAGE_FOLDER}/`;

/**
 * The name Decap should look a picture up by: a value as the site writes it, „/images/foto“, would
 * count for Decap as an address on the web (it starts with „/“) and be loaded from the preview's
 * server, which has only the built variants there; its bare name is looked up in app/images.
 */
export function mediaNameOf(value: string): string {
  return value.startsWith(SITE_IMAGE_PATH) ? value.slice(SITE_IMAGE_PATH.length) : value;
}

const folderOf = (path: string) => path.slice(0, Math.max(path.lastIndexOf("/"), 0));

interface MediaBackend {
  getMedia(folder?: string): Promise<MediaFile[]>;
  getMediaFile(path: string): Promise<MediaFile>;
  persistMedia(...args: unknown[]): Promise<MediaFile>;
}

/** Decap's backend class `Base` with typed media files and the site's names; everything else as before. */
// TypeScript's mixin rule: a class extended here must be typed as taking `any[]`.
// oxlint-disable-next-line typescript/no-explicit-any
export function withSiteMedia<B extends new (...args: any[]) => MediaBackend>(Base: B): B {
  return class extends Base {
    async getMedia(folder?: string) {
      return (await super.getMedia(folder)).map(typedMediaFile);
    }

    async getMediaFile(path: string) {
      // A name without extension is no file name: found in the folder's listing, as the site finds it, without a request that must fail.
      if (!imageType(path)) {
        const found = findMediaFile(await super.getMedia(folderOf(path)), path);
        if (found) return typedMediaFile(found.file ? found : await super.getMediaFile(found.path));
      }
      try {
        return typedMediaFile(await super.getMediaFile(path));
      } catch (error) {
        // The name in another case („FOTO.JPG“ for foto.jpg).
        const found = findMediaFile(await super.getMedia(folderOf(path)), path);
        if (!found) throw error;
        return typedMediaFile(found.file ? found : await super.getMediaFile(found.path));
      }
    }

    async persistMedia(...args: unknown[]) {
      return typedMediaFile(await super.persistMedia(...args));
    }
  };
}
