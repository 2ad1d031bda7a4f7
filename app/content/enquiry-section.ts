/**
 * Copy around the wizard in the form section. Kept apart from wizard.ts so that the section,
 * which is in the first page load, does not pull in the lazily loaded wizard's copy.
 */
export const enquirySectionCopy = {
  alternative: "Lieber direkt sprechen? Rufen Sie an, schreiben Sie eine E-Mail oder eine WhatsApp-Nachricht:",
  /** Without scripts this note stands alone in place of the intro, the wizard and the line above the links. */
  noScript:
    "Das Anfrageformular braucht JavaScript, das in Ihrem Browser gerade nicht läuft. Sie erreichen mich genauso gut direkt – rufen Sie an, schreiben Sie eine E-Mail oder eine WhatsApp-Nachricht:",
  whatsappLabel: "WhatsApp-Nachricht schreiben",
  /** Opening line of a chat started without the form. */
  whatsappGreeting: "Guten Tag, ich interessiere mich für eine kostenlose Beratung zur privaten Krankenversicherung.",
};
