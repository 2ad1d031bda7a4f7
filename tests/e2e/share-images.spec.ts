import { expect, test } from "./fixtures";
import { allPaths } from "./site-pages";

/** Width and height from a PNG's IHDR chunk (bytes 16–23, big-endian). */
function pngSize(body: Buffer): { width: number; height: number } {
  expect(body.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

test.describe("share images", () => {
  for (const path of allPaths) {
    test(`${path}: its og:image answers 200 with a 1200×630 PNG`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      const url = html.match(/<meta property="og:image" content="([^"]+)"/)?.[1];
      expect(url, "og:image").toBeTruthy();
      // The tag names the public host; the same path is served by the build under test.
      const response = await request.get(new URL(url!).pathname);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe("image/png");
      expect(pngSize(await response.body())).toEqual({ width: 1200, height: 630 });
    });
  }
});
