import { beforeEach, describe, expect, it, vi } from "vitest";

const spawnSync = vi.fn(() => ({ status: 0 }));
vi.mock("node:child_process", () => ({ spawnSync }));

describe("runSiteBuild", () => {
  beforeEach(() => spawnSync.mockClear());

  it("builds for production even when the caller's environment says development (Vite sets it in perf's process)", async () => {
    const { runSiteBuild } = await import("./fresh-build.mjs");
    vi.stubEnv("NODE_ENV", "development");
    expect(runSiteBuild("/projekt", "build:production")).toBe(true);
    vi.unstubAllEnvs();
    const [command, args, options] = spawnSync.mock.calls[0];
    expect([command, ...args]).toEqual(["npm", "run", "build:production"]);
    expect(options.cwd).toBe("/projekt");
    expect(options.env.NODE_ENV).toBe("production");
  });

  it("says when the build failed", async () => {
    const { runSiteBuild } = await import("./fresh-build.mjs");
    spawnSync.mockReturnValueOnce({ status: 1 });
    expect(runSiteBuild("/projekt")).toBe(false);
    expect(spawnSync.mock.calls[0][1]).toEqual(["run", "build"]);
  });
});
