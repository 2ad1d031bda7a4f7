import { beforeEach, describe, expect, it, vi } from "vitest";

const spawnSync = vi.fn(() => ({ status: 0 }));
vi.mock("node:child_process", () => ({ spawnSync, spawn: vi.fn() }));

describe("runSiteBuild", () => {
  beforeEach(() => spawnSync.mockClear());

  it("builds for production even when the caller's environment says development (Vite sets it in perf's process)", async () => {
    const { runSiteBuild } = await import("./fresh-build.mjs");
    vi.stubEnv("NODE_ENV", "development");
    expect(runSiteBuild("/projekt", "build:production")).toBe(true);
    vi.unstubAllEnvs();
    const [command, args, options] = spawnSync.mock.calls[0];
    // What `npm run build:production` runs, without npm: Node with Astro's own entry (docs/decisions/0065).
    expect(command).toBe(process.execPath);
    expect(args[0]).toMatch(/astro[\\/]bin[\\/]astro\.mjs$/);
    expect(args.slice(1)).toEqual(["build"]);
    expect(options.cwd).toBe("/projekt");
    expect(options.env.NODE_ENV).toBe("production");
    expect(options.env.SITE_BUILD).toBe("production");
    expect(options.env.ASTRO_TELEMETRY_DISABLED).toBe("1");
  });

  it("says when the build failed", async () => {
    const { runSiteBuild } = await import("./fresh-build.mjs");
    spawnSync.mockReturnValueOnce({ status: 1 });
    vi.stubEnv("SITE_BUILD", "");
    expect(runSiteBuild("/projekt")).toBe(false);
    vi.unstubAllEnvs();
    const [, args, options] = spawnSync.mock.calls[0];
    expect(args.slice(1)).toEqual(["build"]);
    expect(options.env.SITE_BUILD).toBe("");
  });
});
