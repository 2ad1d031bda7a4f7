import { clsx, type ClassValue } from "clsx";
import { extendTailwindMerge } from "tailwind-merge";

/**
 * tailwind-merge must know the theme's own names (app/styles/site.css), or it would take
 * `text-display` (a font size) for a colour and drop it next to `text-ink`.
 */
const mergeClasses = extendTailwindMerge({
  extend: {
    theme: {
      text: ["display"],
      radius: ["control", "card"],
      shadow: ["card", "header"],
    },
  },
});

/** Joins class names (clsx), letting a later Tailwind class override an earlier one of the same kind. */
export function cn(...classes: ClassValue[]): string {
  return mergeClasses(clsx(classes));
}
