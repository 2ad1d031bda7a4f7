/**
 * Copy around the wizard in the form section. Kept apart from wizard.ts so that the section,
 * which is in the first page load, does not pull in the lazily loaded wizard's copy.
 */
export const enquirySectionCopy = {
  alternative: "Lieber direkt sprechen? Rufen Sie an oder schreiben Sie eine E-Mail:",
  noScript: "Das Anfrageformular braucht JavaScript. Sie erreichen mich ebenso gut telefonisch oder per E-Mail:",
};
