import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { afterEach, describe, expect, it } from "vitest";
import builtConfig from "~/config/site-config.json" with { type: "json" };
import { SITE_CONFIG_FILE } from "~/config/site-config-schema";
import { siteConfig } from "~/config/site-config";
import { TEXT_FILE_FOLDER } from "~/config/text-file-folder";
import { textFileData } from "~/content/text-file-data";
import { exampleAdviser } from "../../tests/fixtures/example-adviser";
import { secondAdviser } from "../../tests/fixtures/second-adviser";
import { freshTexts, loadFreshContent, replaceInPlace, type BackendCall } from "./fresh-content";
import { textFileAtStart } from "./text-file-at-start";

const shipped = structuredClone(builtConfig) as Record<string, unknown>;
/** An identity other than the one the site is built with, whichever adviser that is. */
const otherAdviser = builtConfig.brand === secondAdviser.brand ? exampleAdviser : secondAdviser;
const config = builtConfig as Record<string, unknown>;
afterEach(() => {
  replaceInPlace(config, shipped);
  freshTexts.clear();
});

/** The local backend as decap-server answers, over `files` (path → content). */
function backend(files: Record<string, string>): BackendCall {
  return async (action, params) => {
    if (action === "entriesByFiles") return (params.files as { path: string }[]).map(({ path }) => ({ data: files[path], file: { path } }));
    if (action === "entriesByFolder")
      return Object.entries(files)
        .filter(([path]) => path.startsWith(`${params.folder}/`))
        .map(([path, data]) => ({ data, file: { path } }));
    throw new Error(action);
  };
}

const installFile = `${TEXT_FILE_FOLDER}/app-installation.yaml`;
const installRaw = readFileSync(installFile, "utf8");

describe("the editor's previews after the owner changed the config or a text", () => {
  it("fill placeholders with the config as saved now, not as it was when the editor was built", async () => {
    const before = JSON.stringify(textFileData("app-installation", parse(installRaw)));
    expect(before).toContain(siteConfig.brand);
    const problems = await loadFreshContent(backend({ [SITE_CONFIG_FILE]: JSON.stringify(otherAdviser), [installFile]: installRaw }), config);
    expect(problems).toEqual([]);
    // The modules hold the same object: every reader of the config sees the new identity.
    expect(siteConfig.brand).toBe(otherAdviser.brand);
    expect(siteConfig.phone.display).toBe(otherAdviser.phone.display);
    const now = JSON.stringify(textFileAtStart("app-installation", parse(installRaw), "built"));
    expect(now).toContain(otherAdviser.brand);
    expect(now).not.toContain(String(shipped.brand));
  });

  it("show a text file as saved now", async () => {
    const changed = installRaw.replace(/^text: .*$/m, 'text: "Neu: {marke} auf dem Startbildschirm."');
    await loadFreshContent(backend({ [SITE_CONFIG_FILE]: JSON.stringify(shipped), [installFile]: changed }), config);
    expect((textFileAtStart("app-installation", parse(installRaw), "built") as { text: string }).text).toMatch(/^Neu: /);
  });

  it("keep the built values while the saved config or text is one the build would refuse", async () => {
    const broken = { ...otherAdviser, brand: "" };
    const problems = await loadFreshContent(backend({ [SITE_CONFIG_FILE]: JSON.stringify(broken), [installFile]: "text: 3" }), config);
    expect(problems).toEqual([expect.stringContaining(SITE_CONFIG_FILE)]);
    expect(siteConfig.brand).toBe(shipped.brand);
    expect(textFileAtStart("app-installation", parse(installRaw), "built")).toBe("built");
  });

  it("keep the built values where no local backend answers", async () => {
    const problems = await loadFreshContent(async () => {
      throw new Error("404");
    }, config);
    expect(problems).toHaveLength(2);
    expect(siteConfig.brand).toBe(shipped.brand);
  });
});
