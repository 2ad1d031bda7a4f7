import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { TEXT_FILE_FOLDER } from "./text-files";
import { COOKIE_BANNER_MAX_CHARS, cookieBannerTextSchema } from "./notices-schema";
import { SHIPPED_EXAMPLE } from "../../../tests/support/shipped-example";

const shipped = parse(readFileSync(`${TEXT_FILE_FOLDER}/cookie-hinweis.yaml`, "utf8")) as { text: string; details: { link: string } };

describe("the cookie banner's text file", () => {
  // The owner's own wording is checked by the build, in German, naming the field (docs/decisions/0072).
  it.runIf(SHIPPED_EXAMPLE)("takes the shipped text", () => {
    expect(cookieBannerTextSchema.safeParse(shipped).success).toBe(true);
  });

  it("refuses a text that, with its link, would make the banner cover more than a quarter of a small phone, saying why", () => {
    const room = COOKIE_BANNER_MAX_CHARS - shipped.details.link.length - 1;
    expect(cookieBannerTextSchema.safeParse({ ...shipped, text: "x".repeat(room) }).success).toBe(true);
    const result = cookieBannerTextSchema.safeParse({ ...shipped, text: "x".repeat(room + 1) });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ["text"], message: expect.stringContaining(`${COOKIE_BANNER_MAX_CHARS} Zeichen`) });
  });
});
