import { afterEach, describe, expect, it, vi } from "vitest";
import { offlinePageFile } from "../../app/config/site-routes";
import { offlineFallback } from "./service-worker";

/** Cache Storage holding these precache keys (with Workbox's revision parameter), each answering with its own name. */
function precache(...files: string[]) {
  const match = async (key: string, options?: CacheQueryOptions) => {
    const hit = files.find((file) => (options?.ignoreSearch ? file.split("?")[0] : file) === key);
    return hit ? new Response(hit) : undefined;
  };
  vi.stubGlobal("caches", { match });
}

const navigationTo = (path: string) => ({ request: new Request(`https://pkv.example${path}`) });

describe("the service worker's answer when the network fails", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("is the precached copy of the page, with or without a trailing slash", async () => {
    precache("/pkv-aerzte/index.html?__WB_REVISION__=1", `/${offlinePageFile}?__WB_REVISION__=2`);
    expect(await (await offlineFallback.handlerDidError(navigationTo("/pkv-aerzte"))).text()).toBe("/pkv-aerzte/index.html?__WB_REVISION__=1");
    expect(await (await offlineFallback.handlerDidError(navigationTo("/pkv-aerzte/"))).text()).toBe("/pkv-aerzte/index.html?__WB_REVISION__=1");
  });

  it("is the offline page for an address with no precached page (the file the build writes)", async () => {
    precache("/pkv-aerzte/index.html?__WB_REVISION__=1", `/${offlinePageFile}?__WB_REVISION__=2`);
    expect(await (await offlineFallback.handlerDidError(navigationTo("/gibt-es-nicht"))).text()).toBe(`/${offlinePageFile}?__WB_REVISION__=2`);
  });

  it("is the browser's network error only when not even the offline page is stored", async () => {
    precache("/pkv-aerzte/index.html?__WB_REVISION__=1");
    expect((await offlineFallback.handlerDidError(navigationTo("/gibt-es-nicht"))).type).toBe("error");
  });
});
