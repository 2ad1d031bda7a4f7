/**
 * „Beihilfe-Rechner für Beamte“: the Beihilfe calculator's German copy, from the owner's file
 * texte/rechner-beihilfe.yaml, finished by the build, made by beihilfe-words.ts (the maker both
 * languages share, decision 0073). Only German code imports this module.
 */
import type { HandoverCopy } from "~/modules/enquiry-handover";
import type { BeihilfeText } from "~/modules/text-files/calculator-schemas";
import { makeBeihilfeCopy, makeBeihilfeHandoverCopy, type BeihilfeCopy } from "./beihilfe-words";
import { gkvCopy } from "./gkv-copy";
import text from "./texte/rechner-beihilfe.yaml";

export * from "./beihilfe-words";

/** The German copy: the German pages' islands and the build read it. */
export const beihilfeCopy: BeihilfeCopy = /* @__PURE__ */ makeBeihilfeCopy(text as BeihilfeText, gkvCopy);

export const beihilfeHandoverCopy: HandoverCopy["beihilfe"] = /* @__PURE__ */ makeBeihilfeHandoverCopy(
  text as BeihilfeText,
  beihilfeCopy.fields.status.options,
);
