// package.json's scripts run alike in sh (macOS, Linux) and cmd.exe (Windows): docs/decisions/0065-scripts-without-a-shell.md.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { nonPortableSyntax, packageScriptProblems } from "./portable-commands.mjs";
import { ASTRO_MODES } from "./spawn-plans.mjs";

const projectDir = fileURLToPath(new URL("../../", import.meta.url));
const { scripts } = JSON.parse(readFileSync(join(projectDir, "package.json"), "utf8"));

describe("package.json's scripts", () => {
  it("use no syntax that only sh or only cmd.exe understands", () => {
    // On failure the list names each script and what to do instead.
    expect(packageScriptProblems(scripts)).toEqual([]);
  });

  it("start Node files that exist, and scripts/astro.mjs in a mode it knows", () => {
    const missing = [];
    for (const [name, command] of Object.entries(scripts)) {
      for (const [, file, mode] of command.matchAll(/(?:^|&&\s*)node (\S+)(?: (\S+))?/g)) {
        if (!existsSync(join(projectDir, file))) missing.push(`package.json script "${name}" starts ${file}, which does not exist`);
        if (file === "scripts/astro.mjs" && !Object.hasOwn(ASTRO_MODES, mode))
          missing.push(`package.json script "${name}": scripts/astro.mjs has no mode "${mode}"`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("build, build:production, dev and typecheck go through scripts/astro.mjs, which sets Astro's environment", () => {
    expect(scripts.dev).toBe("node scripts/astro.mjs dev");
    expect(scripts.build).toBe("node scripts/astro.mjs build");
    expect(scripts["build:production"]).toBe("node scripts/astro.mjs build:production");
    expect(scripts.typecheck).toBe("node scripts/astro.mjs check");
    expect(ASTRO_MODES["build:production"].env).toEqual({ SITE_BUILD: "production" });
  });

  it("npm test runs its steps in the same order as before the change (.ci/run calls it unchanged)", () => {
    expect(scripts.test).toBe(
      "npm run typecheck && npm run lint && npm run format:check && npm run test:unit && npm run build && npm run test:built && npm run test:e2e",
    );
  });
});

describe("Playwright's webServer command (run through a shell on every system)", () => {
  it("is portable too", () => {
    const config = readFileSync(join(projectDir, "playwright.config.ts"), "utf8");
    const command = /webServer:\s*\{[^}]*?command:\s*"([^"]+)"/s.exec(config)?.[1];
    expect(command).toBeDefined();
    expect(nonPortableSyntax(command ?? "")).toEqual([]);
  });
});

describe("nonPortableSyntax", () => {
  it.each([
    ["ASTRO_TELEMETRY_DISABLED=1 astro build", "sets an environment variable in sh syntax"],
    ["SITE_BUILD=production ASTRO_TELEMETRY_DISABLED=1 astro build", "sets an environment variable in sh syntax"],
    ["npm run lint && NODE_ENV=production astro build", "sets an environment variable in sh syntax"],
    ["export SITE_BUILD=production && astro build", "the way only one shell does"],
    ["set SITE_BUILD=production&& astro build", "the way only one shell does"],
    ["env CI=1 vitest run", "the way only one shell does"],
    ["rm -rf build && astro build", "`rm` is an sh command"],
    ["mkdir -p build/site", "`mkdir` is an sh command"],
    ["./scripts/release.sh", "starts a file by its path"],
    ["prettier --write 'app/**/*.ts'", "single quotes"],
    ["node scripts/serve.mjs --port $PORT", "expanded only by sh"],
    ["node scripts/serve.mjs --port %PORT%", "expanded only by cmd.exe"],
    ["echo `date`", "backticks"],
    ["node scripts/serve.mjs & npm run test:e2e", "a single `&`"],
    ["npm run build; npm start", "`;` separates commands"],
    ["node scripts/serve.mjs > /dev/null", "/dev/null"],
    ["prettier --write app/**/*.ts", "unquoted `*`"],
  ])("refuses %s", (command, reason) => {
    expect(nonPortableSyntax(command).join("\n")).toContain(reason);
  });

  it.each([
    "node scripts/serve.mjs",
    "node scripts/astro.mjs build:production",
    "npm run typecheck && npm run lint || npm run format",
    "prettier --write .",
    'prettier --write "app/**/*.ts"',
    "node -e \"console.log('quoted')\"",
    "vitest run --config vitest.built.config.ts",
    "oxlint app scripts tests",
    "node scripts/perf.mjs 2>&1",
  ])("accepts %s", (command) => {
    expect(nonPortableSyntax(command)).toEqual([]);
  });

  it("names the script in its message", () => {
    expect(packageScriptProblems({ build: "ASTRO_TELEMETRY_DISABLED=1 astro build", start: "node scripts/serve.mjs" })).toEqual([
      expect.stringMatching(
        /^package\.json script "build" \(ASTRO_TELEMETRY_DISABLED=1 astro build\): `ASTRO_TELEMETRY_DISABLED=1 …` sets an environment variable/,
      ),
    ]);
  });
});
