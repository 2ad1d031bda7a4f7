/**
 * Copy around the wizard in the form section. Kept apart from wizard.ts so that the section,
 * which is in the first page load, does not pull in the lazily loaded wizard's copy.
 */
export const enquirySectionCopy = {
  alternative: "Lieber direkt sprechen? Rufen Sie an, schreiben Sie eine E-Mail oder eine WhatsApp-Nachricht:",
  noScript: "Das Anfrageformular braucht JavaScript. Sie erreichen mich ebenso gut telefonisch, per E-Mail oder per WhatsApp:",
  whatsappLabel: "WhatsApp-Nachricht schreiben",
  /** Opening line of a chat started without the form. */
  whatsappGreeting: "Guten Tag, ich interessiere mich für eine kostenlose PKV-Beratung.",
};
