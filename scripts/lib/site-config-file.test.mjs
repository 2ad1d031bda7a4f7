import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { SITE_CONFIG_JSON, jsonProblem, siteConfigJsonProblem } from "./site-config-file.mjs";

const shipped = readFileSync(SITE_CONFIG_JSON, "utf8");
const lines = shipped.split("\n");

/** The shipped file with line `index` (from 0) changed. */
function withLine(index, change) {
  return lines.map((line, at) => (at === index ? change(line) : line)).join("\n");
}

/** The first line that ends a value with a comma and is followed by another value. */
const valueLine = lines.findIndex((line, index) => /^\s+"\w+": "[^"]*",$/.test(line) && /^\s+"\w+":/.test(lines[index + 1] ?? ""));

describe("a broken site-config.json is named in German with file, line and column", () => {
  it("passes the shipped file", () => {
    expect(jsonProblem(shipped)).toBeNull();
  });

  it("a missing comma: the line after it, and where the comma goes", () => {
    const message = jsonProblem(withLine(valueLine, (line) => line.slice(0, -1)));
    const column = lines[valueLine + 1].search(/\S/) + 1;
    expect(message).toMatch(new RegExp(`^Fehler in app/config/site-config\\.json, Zeile ${valueLine + 2}, Spalte ${column}: Hier fehlt ein Komma`));
    expect(message).toContain(`${valueLine + 1} | ${lines[valueLine].slice(0, -1)}`);
    expect(message).toContain(`${valueLine + 2} | ${lines[valueLine + 1]}`);
    expect(message.split("\n")[3]).toBe(`       | ${" ".repeat(column - 1)}^`);
  });

  it("a comma after the last value, curly quotes and an unclosed text each get their own reason", () => {
    expect(jsonProblem('{\n  "brand": "PKV",\n}\n')).toMatch(/^Fehler in .*, Zeile 3, Spalte 1: .*Komma zu viel/);
    expect(jsonProblem('{\n  "brand": „PKV“\n}\n')).toMatch(/Zeile 2, Spalte 12: .*typografische Anführungszeichen/);
    expect(jsonProblem('{\n  "brand": "PKV\n}\n')).toMatch(/Zeile 2, .*(nicht mit einem geraden Anführungszeichen|Zeilenumbruch)/);
    expect(jsonProblem('{\n  "brand": "PKV"\n')).toMatch(/Zeile 3, Spalte 1: Die Datei endet zu früh/);
  });

  it("is checked on the project's file (a missing one is left to the build)", () => {
    const root = mkdtempSync(join(tmpdir(), "site-config-"));
    try {
      expect(siteConfigJsonProblem(root)).toBeNull();
      mkdirSync(join(root, "app", "config"), { recursive: true });
      writeFileSync(join(root, SITE_CONFIG_JSON), `\uFEFF${shipped}`);
      expect(siteConfigJsonProblem(root)).toBeNull();
      writeFileSync(
        join(root, SITE_CONFIG_JSON),
        withLine(valueLine, (line) => line.slice(0, -1)),
      );
      expect(siteConfigJsonProblem(root)).toMatch(/^Fehler in app\/config\/site-config\.json, Zeile \d+, Spalte \d+:/);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
