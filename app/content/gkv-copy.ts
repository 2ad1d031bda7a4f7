/**
 * „Was kostet mich die gesetzliche Krankenversicherung?“: the GKV calculator's German copy, from the
 * owner's file texte/rechner-gkv.yaml, finished by the build, made by gkv-words.ts (the maker both
 * languages share, decision 0073). Only German code imports this module.
 */
import * as germanFormats from "~/modules/format-de";
import type { HandoverCopy } from "~/modules/enquiry-handover";
import type { GkvText } from "~/modules/text-files/calculator-schemas";
import { makeGkvCopy, makeGkvHandoverCopy, type GkvCopy } from "./gkv-words";
import text from "./texte/rechner-gkv.yaml";

export * from "./gkv-words";

/** The German copy: the German pages' islands and the build read it. */
export const gkvCopy: GkvCopy = /* @__PURE__ */ makeGkvCopy(text as GkvText, germanFormats);

export const gkvHandoverCopy: HandoverCopy["gkv"] = /* @__PURE__ */ makeGkvHandoverCopy(text as GkvText);
