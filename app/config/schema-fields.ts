/**
 * The zod fields the owner's files share, each with the German message the build prints and the
 * editor (/admin/) shows before saving. One name, one meaning: where a file format changes what
 * the reader must be told, the field has a name of its own — a text in JSON stands in quotes, a
 * text in YAML needs none; YAML reads a day as a date, JSON keeps it as text.
 */
import { z } from "zod";

const EMPTY = "ist leer – bitte ausfüllen";
const NOT_HTTPS = "muss eine Adresse sein, die mit https:// beginnt";
const NOT_A_DAY = "muss ein Datum wie 2026-11-23 sein (Jahr-Monat-Tag)";

/** A text that is not blank; `notText` is what the reader is told when the value is no text at all. */
function filledText(notText: string) {
  return z.string({ error: notText }).refine((value) => value.trim().length > 0, EMPTY);
}

function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
}

/** A text that is not blank, in a YAML file or an article's frontmatter (a text needs no quotes there). */
export const text = filledText("muss ein Text sein");

/** An address beginning with https://, in a YAML file or an article's frontmatter. */
export const httpsUrl = text.refine(isHttpsUrl, NOT_HTTPS);

/**
 * A day in a YAML file or frontmatter: YAML reads `2026-11-23` as a Date; a quoted string is
 * accepted too. The message goes on the type check, which is what refuses a day that is no date.
 */
export const yamlDate = z.coerce.date({ error: NOT_A_DAY });

/** A text that is not blank, in a JSON file, where a text must stand in quotes (and the message says so). */
export const jsonText = filledText("muss ein Text in Anführungszeichen sein");

/** An address beginning with https://, in a JSON file. */
export const jsonHttpsUrl = jsonText.refine(isHttpsUrl, NOT_HTTPS);

/** A day in a JSON file, kept as the text YYYY-MM-DD (JSON has no dates; the legal texts show it as „23. November 2026“). */
export const jsonIsoDate = jsonText.regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, NOT_A_DAY);
