/**
 * „Darf ich in die PKV wechseln?“: the switch check's German copy, from the owner's file
 * texte/rechner-wechsel.yaml, finished by the build, made by switch-check-words.ts (the maker both
 * languages share, decision 0073). Only German code imports this module.
 */
import * as germanFormats from "~/modules/format-de";
import type { HandoverCopy } from "~/modules/enquiry-handover";
import type { SwitchCheckText } from "~/modules/text-files/calculator-schemas";
import { makeSwitchCheckCopy, makeSwitchCheckHandoverCopy, type SwitchCheckCopy } from "./switch-check-words";
import text from "./texte/rechner-wechsel.yaml";

export * from "./switch-check-words";

/** The German copy: the German pages' islands and the build read it. */
export const switchCheckCopy: SwitchCheckCopy = /* @__PURE__ */ makeSwitchCheckCopy(text as SwitchCheckText, germanFormats);

export const switchCheckHandoverCopy: HandoverCopy["switchCheck"] = /* @__PURE__ */ makeSwitchCheckHandoverCopy(text as SwitchCheckText);
