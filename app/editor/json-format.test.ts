import { readFileSync } from "node:fs";
import { format } from "prettier";
import { describe, expect, it } from "vitest";
import { SITE_CONFIG_FILE } from "~/config/site-config-schema";
import { secondAdviser } from "../../tests/fixtures/second-adviser";
import { PRINT_WIDTH, siteJsonFormat, toJsonFile } from "./json-format";

const prettier = (text: string) => format(text, { parser: "json", printWidth: PRINT_WIDTH });

describe("the config file as the editor writes it", () => {
  const cases: [string, unknown][] = [
    ["the shipped config", JSON.parse(readFileSync(SITE_CONFIG_FILE, "utf8"))],
    ["the second adviser", secondAdviser],
    ["short lists of names", { holdings: { inInsurers: ["Muster Leben AG", "Beispiel Kranken AG"], ofInsurersInAdviser: [] } }],
    ["a list too long for one line", { holdings: { inInsurers: Array.from({ length: 8 }, (_, index) => `Versicherungsgesellschaft Nummer ${index + 1} AG`) } }],
    ["a list that just fits and one that just does not", { a: ["x".repeat(PRINT_WIDTH - 15)], b: ["x".repeat(PRINT_WIDTH - 12)], c: 1 }],
    ["empty values, numbers and booleans", { list: [], object: {}, yes: true, none: null, count: 7, rate: 0.5 }],
    ["lists of objects", { social: [{ label: "LinkedIn", url: "https://www.linkedin.com/in/x" }], hours: [{ firstDay: "Mo", opens: "9:00" }] }],
  ];
  it.each(cases)("is what Prettier makes of it: %s", async (_name, data) => {
    const written = toJsonFile(data);
    expect(written).toBe(await prettier(written));
    expect(JSON.parse(written)).toEqual(JSON.parse(JSON.stringify(data)));
  });

  // On the editor's own output, not the working copy's file: an owner may have written that by hand,
  // in another key order, and it is still a valid config (tests pass for any adviser).
  const written = siteJsonFormat.toFile(secondAdviser);

  it("reads back what it wrote, byte for byte", () => {
    expect(siteJsonFormat.toFile(siteJsonFormat.fromFile(written))).toBe(written);
  });

  it("reads the working copy's config file", () => {
    expect(siteJsonFormat.fromFile(readFileSync(SITE_CONFIG_FILE, "utf8"))).toEqual(JSON.parse(readFileSync(SITE_CONFIG_FILE, "utf8")));
  });

  it("writes the keys in the schema's order, whatever order the editor hands them over in", () => {
    const reverse = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(reverse)
        : value !== null && typeof value === "object"
          ? Object.fromEntries(
              Object.entries(value)
                .toReversed()
                .map(([key, item]) => [key, reverse(item)]),
            )
          : value;
    expect(siteJsonFormat.toFile(reverse(JSON.parse(written)))).toBe(written);
  });
});
