// Whether app/config/site-config.json can be read at all, checked before Astro, Vite or the editor
// load it: a typo there made Astro say only „Unable to load your Astro config … expected ','“,
// in English and without the file (docs/decisions/0071). The message here is for the owner, in
// German, with file, line, column and the line itself. The JSON's content is checked later, field
// by field, by the build (app/config/site-config-schema.ts).
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** The adviser's config, from the project root (as app/config/site-config-schema.ts names it). */
export const SITE_CONFIG_JSON = "app/config/site-config.json";

/** V8's JSON.parse messages, in the owner's words. */
const REASONS = [
  [
    /Expected ',' or '}' after property value/,
    "Hier fehlt ein Komma: Nach jeder Angabe außer der letzten steht ein Komma (oft gehört es ans Ende der Zeile davor).",
  ],
  [/Expected ',' or '\]' after array element/, "Hier fehlt ein Komma zwischen zwei Einträgen einer Liste (oft gehört es ans Ende der Zeile davor)."],
  [
    /Expected double-quoted property name/,
    "Hier wird der Name einer Angabe in geraden Anführungszeichen erwartet – steht davor ein Komma zu viel, nach der letzten Angabe?",
  ],
  [/Unterminated string/, 'Ein Text ist nicht mit einem geraden Anführungszeichen (") abgeschlossen.'],
  [/Bad control character in string/, "Ein Text enthält einen Zeilenumbruch oder Tabulator; schreiben Sie ihn in eine Zeile."],
  [/Bad escaped character|Bad Unicode escape/, "Ein \\ im Text muss als \\\\ geschrieben werden."],
  [/Unexpected end of JSON input/, "Die Datei endet zu früh – fehlt am Ende eine schließende Klammer } oder ]?"],
  [/Unexpected non-whitespace character after JSON/, "Nach der letzten schließenden Klammer } steht noch etwas."],
  [
    /Unexpected token|is not valid JSON/,
    'Hier steht ein Zeichen, das die Datei nicht erlaubt – etwa typografische Anführungszeichen („ “) statt gerader ("), ein fehlendes Anführungszeichen oder ein Kommentar.',
  ],
];

/**
 * Where V8's „Unexpected token 'x'“ (which names no position) found `token`: its first place
 * outside a JSON string. Everything before the error was valid, so that is the place.
 */
function tokenPosition(text, token) {
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (inString) {
      if (char === "\\") index++;
      else if (char === '"') inString = false;
    } else if (char === token) return index;
    else if (char === '"') inString = true;
  }
  return undefined;
}

/** Line and column (from 1) of a position in `text`. */
function lineAndColumn(text, position) {
  const before = text.slice(0, position).split("\n");
  return { line: before.length, column: before.at(-1).length + 1 };
}

/**
 * Null when `text` is JSON; else the German message for `file`: where, why, the line with a mark
 * under the place, and how the file is written.
 * @param {string} text
 * @param {string} [file]
 */
export function jsonProblem(text, file = SITE_CONFIG_JSON) {
  try {
    JSON.parse(text);
    return null;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const token = /Unexpected token '(.)'/u.exec(message)?.[1];
    const position = Number(/position (\d+)/.exec(message)?.[1] ?? (token && tokenPosition(text, token)) ?? text.trimEnd().length);
    const { line, column } = lineAndColumn(text, position);
    const atEnd = text.slice(position).trim() === "";
    const reason = atEnd
      ? "Die Datei endet zu früh – fehlt am Ende eine schließende Klammer } oder ]?"
      : (REASONS.find(([pattern]) => pattern.test(message))?.[1] ?? "Die Datei ist hier kein gültiges JSON.");
    const lines = text.split("\n");
    const shown = lines[line - 1] ?? "";
    const previous = line > 1 ? [`  ${String(line - 1).padStart(4)} | ${lines[line - 2]}`] : [];
    return [
      `Fehler in ${file}, Zeile ${line}, Spalte ${column}: ${reason}`,
      ...previous,
      `  ${String(line).padStart(4)} | ${shown}`,
      `       | ${" ".repeat(Math.max(0, column - 1))}^`,
      'So ist die Datei geschrieben: { "name": "Wert", "liste": ["a", "b"] } – Namen und Texte in geraden Anführungszeichen, nach jeder Angabe außer der letzten ein Komma. Korrigieren Sie die Stelle mit einem Texteditor und starten Sie den Befehl erneut (docs/handbuch.md, Abschnitt 6).',
    ].join("\n");
  }
}

/** Null when the project's site-config.json is JSON (or not there: the build names a missing file itself), else jsonProblem's message. */
export function siteConfigJsonProblem(projectDir) {
  const file = join(projectDir, SITE_CONFIG_JSON);
  return existsSync(file) ? jsonProblem(readFileSync(file, "utf8").replace(/^\uFEFF/, "")) : null;
}
