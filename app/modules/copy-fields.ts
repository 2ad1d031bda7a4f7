/**
 * The zod parts the owner's copy files share (profession pages, the texts in app/content/texte):
 * lists of a fixed or least count, icons, questions with answers, cards. Each says in German what
 * is wrong, as the build prints it and the editor shows it before saving.
 */
import { z } from "zod";
import { text } from "~/config/schema-fields";
import { ICON_NAMES } from "./icon-names";

export function exactly<T extends z.ZodType>(item: T, count: number, what: string) {
  return z.array(item).length(count, `braucht genau ${count} ${what}`);
}

export function atLeast<T extends z.ZodType>(item: T, count: number, what: string) {
  return z.array(item).min(count, `braucht mindestens ${count === 1 ? "einen" : count} ${what}`);
}

export const icon = z.enum(ICON_NAMES, { error: `muss eines der Symbole sein: ${ICON_NAMES.join(", ")}` });

export const faq = z.object({ question: text, answer: atLeast(text, 1, "Absatz") }).strict();

export const textSection = z.object({ heading: text, paragraphs: atLeast(text, 1, "Absatz") }).strict();

export const featureCard = z.object({ icon, title: text, description: text }).strict();
