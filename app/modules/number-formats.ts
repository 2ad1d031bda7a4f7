/**
 * The two sets of number formats as one shape, for code that writes in either language
 * (docs/decisions/0073). Node-side code may take `numberFormats[lang]`; an island imports the one
 * module it needs, so a German page never ships the English formats.
 */
import * as german from "./format-de";
import * as english from "./format-en";
import type { Lang } from "~/config/languages";

export type NumberFormats = typeof german;

// format-en.ts must offer every format format-de.ts does: a missing one fails the type check here.
const englishFormats: NumberFormats = english;

export const numberFormats: Readonly<Record<Lang, NumberFormats>> = { de: german, en: englishFormats };
