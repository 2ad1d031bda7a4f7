import { describe, expect, it } from "vitest";
import { collectStrings } from "~/modules/collect-strings";
import { typographyProblems } from "~/modules/german-typography";

/**
 * Every content module under app/content (found by glob, so a new file is checked without
 * being listed here): German typography, no placeholders. Copy templates such as a toast text
 * that takes the adviser's name are checked with a sample argument.
 */
const modules = import.meta.glob<Record<string, unknown>>(["./**/*.ts", "!./**/*.test.ts", "!./types.ts"], { eager: true });

describe("typography of all copy in app/content", () => {
  it("finds the content modules", () => {
    const files = Object.keys(modules);
    for (const expected of ["./home.ts", "./toast-messages.ts", "./group-page-labels.ts", "./groups/aerzte.ts", "./groups/beamte.ts"]) {
      expect(files).toContain(expected);
    }
  });

  it.each(Object.entries(modules))("%s follows German typography", (_file, exports) => {
    const problems = collectStrings(exports, { skipKeys: ["slug", "icon"], sampleArgument: "Beamte & Akademiker" }).flatMap((found) =>
      typographyProblems(found.text).map((problem) => `${found.path}: ${problem.rule} in „${problem.excerpt}“`),
    );
    expect(problems).toEqual([]);
  });
});
