import { describe, expect, it } from "vitest";
import { nextManifest, planDeploy, uploadPhase } from "./plan.mjs";

const file = (size, hash) => ({ size, hash });

describe("planDeploy", () => {
  const local = new Map([
    ["sw.js", file(10, "w")],
    ["pkv-aerzte/index.html", file(20, "a")],
    ["pkv-aerzte/index.html.br", file(8, "ab")],
    ["assets/app-new.js", file(30, "n")],
    [".htaccess", file(5, "h")],
    ["erstinformation.pdf", file(40, "p")],
    ["index.html", file(12, "i")],
  ]);

  it("uploads everything on the first deploy: assets, other files, pages (twins first), .htaccess, sw.js", () => {
    const plan = planDeploy({ local, manifest: null, remoteSizes: new Map() });
    expect(plan.uploads).toEqual([
      "assets/app-new.js",
      "erstinformation.pdf",
      "index.html",
      "pkv-aerzte/index.html.br",
      "pkv-aerzte/index.html",
      ".htaccess",
      "sw.js",
    ]);
    expect(plan.deletions).toEqual([]);
  });

  it("skips what the last deploy uploaded unchanged, removes what left the build, and keeps files it never uploaded", () => {
    const manifest = nextManifest(new Map([...local, ["assets/app-old.js", file(30, "o")], ["ratgeber/alt/index.html", file(9, "x")]]));
    manifest.files["index.html"] = file(12, "changed");
    const remoteSizes = new Map([
      ...[...local].map(([path, { size }]) => [path, size]),
      ["assets/app-old.js", 30],
      ["ratgeber/alt/index.html", 9],
      ["eigenes.txt", 3],
    ]);
    const plan = planDeploy({ local, manifest, remoteSizes });
    expect(plan.uploads).toEqual(["index.html"]);
    expect(plan.deletions).toEqual(["ratgeber/alt/index.html", "assets/app-old.js"]);
    expect(plan.unchanged).toBe(local.size - 1);
  });

  it("uploads again a file the server lost or holds in another size (a hand upload), whatever the manifest says", () => {
    const manifest = nextManifest(local);
    const remoteSizes = new Map([...local].map(([path, { size }]) => [path, size]));
    remoteSizes.delete("sw.js");
    remoteSizes.set("erstinformation.pdf", 39);
    expect(planDeploy({ local, manifest, remoteSizes }).uploads).toEqual(["erstinformation.pdf", "sw.js"]);
  });

  it("does not try to delete a stale file that is already gone", () => {
    const manifest = nextManifest(new Map([["weg.html", file(1, "w")]]));
    expect(planDeploy({ local, manifest, remoteSizes: new Map() }).deletions).toEqual([]);
  });
});

describe("uploadPhase", () => {
  it.each([
    ["assets/x-abc.js.gz", 0],
    ["og/home.png", 1],
    ["manifest.webmanifest", 1],
    ["404.html.br", 2],
    [".htaccess", 3],
    ["sw.js.br", 3],
  ])("%s → %i", (path, phase) => expect(uploadPhase(path)).toBe(phase));
});

describe("planDeploy's CSP bridge", () => {
  const local = new Map([
    ["assets/a.js", file(1, "a")],
    ["index.html", file(2, "i")],
    [".htaccess", file(3, "h")],
  ]);
  const manifest = nextManifest(
    new Map([
      ["index.html", file(2, "old")],
      [".htaccess", file(3, "old")],
    ]),
    ["'sha256-old='"],
  );
  const remoteSizes = new Map([
    ["index.html", 2],
    [".htaccess", 3],
  ]);

  it("puts a .htaccess with the old and the new hashes before the first page when a script changed", () => {
    const plan = planDeploy({ local, manifest, remoteSizes, scriptHashes: ["'sha256-new='"] });
    expect(plan.uploads).toEqual(["assets/a.js", "index.html", ".htaccess"]);
    expect(plan.bridge).toEqual({ before: 1, scriptHashes: ["'sha256-new='", "'sha256-old='"] });
  });

  it("needs none when no script of the old pages is dropped, on a first deploy, or when no page changes", () => {
    expect(planDeploy({ local, manifest, remoteSizes, scriptHashes: ["'sha256-old='", "'sha256-new='"] }).bridge).toBeNull();
    expect(planDeploy({ local, manifest: null, remoteSizes, scriptHashes: ["'sha256-new='"] }).bridge).toBeNull();
    const onlyHeaders = { files: { ...manifest.files, "index.html": file(2, "i") }, scriptHashes: ["'sha256-old='"] };
    expect(planDeploy({ local, manifest: onlyHeaders, remoteSizes, scriptHashes: ["'sha256-new='"] }).bridge).toBeNull();
  });
});
