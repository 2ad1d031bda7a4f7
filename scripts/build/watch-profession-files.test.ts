import { describe, expect, it } from "vitest";
import { PROFESSION_FILES } from "../../app/config/profession-files";
import { watchProfessionFiles } from "./watch-profession-files";

describe("the preview's watch on the profession files", () => {
  const plugin = watchProfessionFiles({ module: "app/config/profession-files.ts", ...PROFESSION_FILES });
  const transform = (code: string, id: string) => (plugin.transform as (code: string, id: string) => string | undefined)(code, id);

  it("gives the reading module a glob import of the folder, so Vite reloads it when a file changes", () => {
    expect(transform("export const a = 1;", "/work/project/app/config/profession-files.ts")).toBe(
      `export const a = 1;\nimport.meta.glob("/${PROFESSION_FILES.folder}/*.${PROFESSION_FILES.extension}", { query: "?raw", eager: true });\n`,
    );
  });

  it("leaves every other module alone and only runs in the preview", () => {
    expect(transform("export const a = 1;", "/work/project/app/config/page-routes.ts")).toBeUndefined();
    expect(plugin.apply).toBe("serve");
  });
});
