import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { importSpecifiers, importsOfTests } from "./product-imports";

const root = fileURLToPath(new URL("../../", import.meta.url));

describe("importsOfTests", () => {
  it("finds static, dynamic, side-effect and glob imports that reach tests/", () => {
    const source = [
      'import { a } from "../../tests/support/collect-strings";',
      'import "../../tests/fixtures/figures";',
      'const b = await import("/tests/support/german-typography.ts");',
      'const c = import.meta.glob<string>(["/tests/fixtures/*.ts", "!/tests/fixtures/x.ts"], { eager: true });',
      'import { d } from "~/modules/format-de";',
      'import { e } from "./tests/local";',
      'import React from "react";',
    ].join("\n");
    expect(importsOfTests(root, "app/content/x.ts", source)).toEqual([
      "../../tests/support/collect-strings",
      "../../tests/fixtures/figures",
      "/tests/support/german-typography.ts",
      "/tests/fixtures/*.ts",
      "!/tests/fixtures/x.ts",
    ]);
  });

  it("reads the specifiers of an .astro frontmatter and an export-from", () => {
    expect(importSpecifiers('---\nimport Base from "../layouts/Base.astro";\nexport { x } from "./y";\n---')).toEqual(["../layouts/Base.astro", "./y"]);
  });
});

/** Every file under app/ that is not a test, as paths from the project root. */
function productFiles(): string[] {
  return readdirSync(new URL("../../app", import.meta.url), { recursive: true, encoding: "utf8" })
    .filter((path) => /\.(ts|tsx|mts|js|mjs|astro|mdx)$/.test(path) && !/\.test\./.test(path))
    .map((path) => `app/${path.replaceAll("\\", "/")}`);
}

it("no product file under app/ imports from tests/ (only *.test.* files may)", () => {
  const files = productFiles();
  expect(files.length).toBeGreaterThan(100);
  const offenders = files.flatMap((file) =>
    importsOfTests(root, file, readFileSync(new URL(`../../${file}`, import.meta.url), "utf8")).map((specifier) => `${file}: ${specifier}`),
  );
  expect(offenders).toEqual([]);
});
