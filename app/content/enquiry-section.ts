/**
 * Copy around the wizard in the form section, from the owner's file texte/anfrage.yaml (finished by
 * the build). The section is rendered at build time only, so its words add nothing to what a
 * browser loads; the wizard's island takes its own from wizard.ts.
 */
import type { EnquiryText } from "~/modules/text-files/enquiry-schema";
import text from "./texte/anfrage.yaml";

/**
 * `noScript`: without scripts this note stands alone in place of the intro, the wizard and the
 * line above the links. `whatsappGreeting`: the opening line of a chat started without the form.
 */
export const enquirySectionCopy = (text as EnquiryText).section;
