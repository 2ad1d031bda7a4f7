/**
 * The zod parts the owner's copy files share (profession pages, the texts in app/content/texte):
 * lists of a fixed or least count, icons, questions with answers, cards. Each says in German what
 * is wrong, as the build prints it and the editor shows it before saving.
 */
import { z } from "zod";
import { text } from "~/config/schema-fields";
import { placeholdersIn } from "./copy-placeholders";
import { ICON_NAMES } from "./icon-names";

export function exactly<T extends z.ZodType>(item: T, count: number, what: string) {
  return z.array(item).length(count, `braucht genau ${count} ${what}`);
}

export function atLeast<T extends z.ZodType>(item: T, count: number, what: string) {
  return z.array(item).min(count, `braucht mindestens ${count === 1 ? "einen" : count} ${what}`);
}

export const icon = z.enum(ICON_NAMES, { error: `muss eines der Symbole sein: ${ICON_NAMES.join(", ")}` });

export const faq = z
  .object({
    question: text.meta({ title: "Frage" }),
    answer: atLeast(text, 1, "Absatz").meta({ title: "Absätze der Antwort", item: "Absatz", multiline: true }),
  })
  .strict();

export const textSection = z.object({ heading: text, paragraphs: atLeast(text, 1, "Absatz") }).strict();

export const featureCard = z
  .object({ icon: icon.meta({ title: "Symbol" }), title: text.meta({ title: "Überschrift" }), description: text.meta({ title: "Text", multiline: true }) })
  .strict();

/** A page's entry for search engines and share previews: its title, description and search terms. */
export const pageSeo = z
  .object({
    title: text.meta({ title: "Titel (vor „| Name der Website“)" }),
    description: text.meta({ title: "Beschreibung (120–160 Zeichen)", multiline: true }),
    keywords: atLeast(text, 1, "Suchbegriff").meta({ title: "Suchbegriffe" }),
  })
  .strict()
  .meta({ title: "Suchmaschinen" });

const quoted = (names: readonly string[]) => names.map((name) => `„{${name}}“`).join(", ");

/**
 * The texts of a file whose page fills placeholders of its own (a count, a step number, a value
 * it is given), grouped by the fields that take them: `placeholders`, every one of them, for
 * text-files.ts (`filledOnThePage`), and `pageText(group)`, a text in which the page fills that
 * group's placeholders — named with what each prints in the field's hint, so the editor shows
 * it — and refuses the file's others, which nothing would fill there (decision 0059).
 */
export function pagePlaceholderTexts(groups: Readonly<Record<string, Readonly<Record<string, string>>>>) {
  const placeholders: readonly string[] = [...new Set(Object.values(groups).flatMap((group) => Object.keys(group)))];

  function pageText(filled: Readonly<Record<string, string>> = {}) {
    const own = Object.keys(filled);
    const checked = text.superRefine((value, context) => {
      const elsewhere = placeholdersIn(value).filter((name) => placeholders.includes(name) && !own.includes(name));
      if (elsewhere.length === 0) return;
      const here = own.length ? `; hier setzt sie ${quoted(own)} ein` : "";
      context.addIssue({
        code: "custom",
        message: `${quoted(elsewhere)} setzt die Seite nur in einem anderen Feld ein, hier bliebe es als Text stehen${here}`,
      });
    });
    if (own.length === 0) return checked;
    return checked.describe(`Die Seite setzt ein: ${own.map((name) => `{${name}} – ${filled[name]}`).join("; ")}.`);
  }

  return { placeholders, pageText };
}
