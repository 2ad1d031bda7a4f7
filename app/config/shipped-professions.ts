/**
 * The profession pages this project ships in app/content/berufe/, and the words its texts use for
 * each group. An owner may change, add and delete pages; this list only remembers what came with
 * the project, for two things (docs/decisions/0071):
 * - after a shipped page is deleted, the build lists every owner file that still names its group
 *   (scripts/build/removed-pages.ts) – the texts that came with the project name them by hand;
 * - the unit tests hold the shipped pages to the spec's lengths and unique copy, while for pages an
 *   owner adds the build and the editor only warn.
 */
export interface ShippedProfession {
  /** The file name without extension, the address /pkv-<slug>. */
  slug: string;
  /** The words the shipped texts use for the group (app/content/texte/startseite.yaml and others). */
  names: readonly string[];
}

export const SHIPPED_PROFESSIONS: readonly ShippedProfession[] = [
  { slug: "aerzte", names: ["Ärzte"] },
  { slug: "anwaelte", names: ["Anwälte"] },
  { slug: "ingenieure", names: ["Ingenieure"] },
  { slug: "selbststaendige", names: ["Selbstständige"] },
  { slug: "beamte", names: ["Beamte", "Akademiker"] },
  { slug: "angestellte", names: ["Angestellte"] },
];

export function isShippedProfession(slug: string): boolean {
  return SHIPPED_PROFESSIONS.some((page) => page.slug === slug);
}
