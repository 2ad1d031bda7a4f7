// Every program the scripts start, planned as it would be on Windows, macOS and Linux: Node with
// a package's JS entry, never a .cmd shim, npm/npx or `VAR=value` (docs/decisions/0065-scripts-without-a-shell.md).
// The plans are only built here, nothing is started: no Windows machine runs these tests.
import { existsSync, readFileSync } from "node:fs";
import { isAbsolute, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { filesUnder } from "./files-under.mjs";
import { binEntry, nodePlan, spawnProblems } from "./node-bin.mjs";
import * as spawnPlans from "./spawn-plans.mjs";

const projectDir = fileURLToPath(new URL("../../", import.meta.url));
const realPlatform = Object.getOwnPropertyDescriptor(process, "platform");

/** Builds the plans with process.platform set to `platform`, so a plan that asks it plans for that system. */
function withPlatform(platform, build) {
  Object.defineProperty(process, "platform", { ...realPlatform, value: platform });
  try {
    return build();
  } finally {
    Object.defineProperty(process, "platform", realPlatform);
  }
}

/** Each exported plan of spawn-plans.mjs with the arguments its script gives it; a new plan must be added here. */
const SCRIPT_PLANS = {
  astroPlan: () => Object.keys(spawnPlans.ASTRO_MODES).map((mode) => spawnPlans.astroPlan(mode, mode === "dev" ? ["--port", "4321"] : [])),
  siteBuildPlan: () => [spawnPlans.siteBuildPlan("build"), spawnPlans.siteBuildPlan("build:production")],
  playwrightTestPlan: () => [spawnPlans.playwrightTestPlan(["--grep", "@phone"], "C:\\Chromium\\chrome.exe")],
  playwrightInstallPlan: () => [spawnPlans.playwrightInstallPlan()],
  vitestPlan: () => [spawnPlans.vitestPlan(["run", "--config", "vitest.built.config.ts"], { OWNER_CHECK: "1" })],
  decapServerPlan: () => [spawnPlans.decapServerPlan({ port: 8081, contentDir: projectDir })],
  // scripts/astro.mjs's own start as npm runs it, and the editor's browser test starting `npm run edit`.
  nodePlan: () => [nodePlan(join(projectDir, "scripts", "astro.mjs"), ["build"]), nodePlan(join(projectDir, "scripts", "edit.mjs"))],
};

describe("the scripts' spawn plans", () => {
  it("cover every plan spawn-plans.mjs exports", () => {
    const exported = Object.entries(spawnPlans)
      .filter(([, value]) => typeof value === "function")
      .map(([name]) => name);
    expect(Object.keys(SCRIPT_PLANS)).toEqual(expect.arrayContaining(exported));
  });

  for (const platform of ["win32", "darwin", "linux"]) {
    it(`start Node with an existing JS entry and the environment as data, planned for ${platform}`, () => {
      const plans = withPlatform(platform, () => Object.values(SCRIPT_PLANS).flatMap((build) => build()));
      expect(plans.length).toBeGreaterThanOrEqual(11);
      for (const plan of plans) {
        const shown = [plan.command, ...plan.args].join(" ");
        expect(spawnProblems(plan, platform), shown).toEqual([]);
        expect(plan.command, shown).toBe(process.execPath);
        expect(isAbsolute(plan.args[0]) && existsSync(plan.args[0]), `${shown}: the entry file exists`).toBe(true);
        expect(plan.args[0], shown).toMatch(/\.(c|m)?js$/);
        expect(plan.args[0], shown).not.toMatch(/[\\/]\.bin[\\/]/);
        for (const [name, value] of Object.entries(plan.env)) expect(typeof value, `${shown}: ${name}`).toBe("string");
      }
    });
  }

  it("set what package.json used to set in sh syntax", () => {
    expect(spawnPlans.astroPlan("build").env).toEqual({ ASTRO_TELEMETRY_DISABLED: "1" });
    expect(spawnPlans.astroPlan("build:production").env).toEqual({ ASTRO_TELEMETRY_DISABLED: "1", SITE_BUILD: "production" });
    expect(spawnPlans.astroPlan("check").args.slice(1)).toEqual(["check"]);
    expect(spawnPlans.siteBuildPlan("build:production").env).toEqual({ ASTRO_TELEMETRY_DISABLED: "1", SITE_BUILD: "production", NODE_ENV: "production" });
    expect(() => spawnPlans.astroPlan("preview")).toThrow(/Unknown Astro mode "preview"/);
    expect(() => spawnPlans.siteBuildPlan("dev")).toThrow(/not "dev"/);
  });

  it("run the packages' own entries, the files npm's shims point at", () => {
    expect(binEntry("astro")).toBe(join(projectDir, "node_modules", "astro", "bin", "astro.mjs"));
    expect(binEntry("decap-server")).toBe(join(projectDir, "node_modules", "decap-server", "dist", "index.js"));
    expect(binEntry("@playwright/test", "playwright")).toBe(join(projectDir, "node_modules", "@playwright", "test", "cli.js"));
    expect(binEntry("vitest")).toBe(join(projectDir, "node_modules", "vitest", "vitest.mjs"));
    expect(() => binEntry("react")).toThrow(/react has no command/);
  });
});

describe("spawnProblems", () => {
  const plan = (command, args = []) => ({ command, args, env: {} });

  it.each([
    ["npm", "on Windows it is a .cmd shim"],
    ["npx", "on Windows it is a .cmd shim"],
    ["C:\\Program Files\\nodejs\\npm.cmd", ".cmd/.bat/.ps1 shim"],
    ["C:\\site\\node_modules\\.bin\\astro.cmd", ".cmd/.bat/.ps1 shim"],
    ["C:\\site\\node_modules\\.bin\\decap-server", "is in node_modules/.bin"],
    ["/site/node_modules/.bin/astro", "is in node_modules/.bin"],
    ["SITE_BUILD=production", "sets environment variables in shell syntax"],
    ["env", "sets environment variables in shell syntax"],
  ])("refuses %s on Windows", (command, reason) => {
    expect(spawnProblems(plan(command), "win32").join("\n")).toContain(reason);
  });

  it("tells the systems apart: what sh starts on Linux, Windows refuses", () => {
    expect(spawnProblems(plan("/site/node_modules/.bin/astro", ["build"]), "linux")).toEqual([]);
    expect(spawnProblems(plan("npm", ["run", "build"]), "darwin")).toEqual([]);
    expect(spawnProblems(plan("ASTRO_TELEMETRY_DISABLED=1", ["astro", "build"]), "linux")).not.toEqual([]);
    expect(spawnProblems(plan("C:\\Program Files\\nodejs\\node.exe", ["C:\\site\\node_modules\\astro\\bin\\astro.mjs"]), "win32")).toEqual([]);
  });
});

describe("the project's code", () => {
  const self = fileURLToPath(import.meta.url);
  const code = [...filesUnder(join(projectDir, "scripts")), ...filesUnder(join(projectDir, "tests")), join(projectDir, "playwright.config.ts")].filter(
    (file) => /\.(mjs|ts|tsx)$/.test(file) && file !== self,
  );

  it("starts programs in scripts/ only through node-bin.mjs", () => {
    const helper = join(projectDir, "scripts", "lib", "node-bin.mjs");
    const spawning = code
      .filter((file) => file.startsWith(join(projectDir, "scripts")) && !/\.test\.(mjs|ts)$/.test(file) && file !== helper)
      .filter((file) => /from "node:child_process"/.test(readFileSync(file, "utf8")));
    expect(spawning.map((file) => relative(projectDir, file))).toEqual([]);
  });

  it("names no node_modules/.bin shim in its strings and spawns no npm or npx", () => {
    // node-bin.mjs names them in its messages about them.
    const found = code
      .filter((file) => file !== join(projectDir, "scripts", "lib", "node-bin.mjs"))
      .flatMap((file) => {
        // Comments may name them; code may not.
        const text = readFileSync(file, "utf8").replace(/\/\*[\s\S]*?\*\/|(^|[^:\\])\/\/.*$/gm, "$1");
        const hits = [];
        if (/["'`][^"'`\n]*node_modules[\\/]\.bin|["'`]\.bin["'`]/.test(text)) hits.push("node_modules/.bin");
        if (/(?:spawn|spawnSync|execFile|execFileSync|exec|execSync)\(\s*["'`](?:npm|npx)(?:\.cmd)?["'`]/.test(text)) hits.push("npm/npx");
        return hits.map((hit) => `${relative(projectDir, file)}: ${hit}`);
      });
    expect(found).toEqual([]);
  });
});
