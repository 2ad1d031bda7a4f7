/**
 * The monogram shown where the config has no photo: first letter of the first and of the last
 * name. Academic titles and name particles („Dr.“, „von“) are skipped, so „Dr. Anna von Berg“
 * gives „AB“, as she would sign with her initials.
 */
const SKIPPED = /^(dr|prof|dipl|med|rer|nat|jur|pol|mag|von|van|vom|zu|zum|zur|de|der|den|di|da|la|le|du)\.?$/i;

export function initialsOf(name: string): string {
  const words = name.split(/[\s\u00a0\u202f]+/).filter((word) => word.length > 0 && !word.endsWith(".") && !SKIPPED.test(word));
  const letters = words.length > 1 ? [words[0], words.at(-1)!] : words;
  // A double name („Müller-Lüdenscheidt“) is one family name: its first letter only.
  return letters.map((word) => word.charAt(0).toLocaleUpperCase("de-DE")).join("");
}
