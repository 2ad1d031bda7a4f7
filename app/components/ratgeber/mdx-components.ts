/** The components an article's MDX may use, by the names the writers' contract gives them. */
import Callout from "./callout.astro";
import Figure from "./figure.astro";
import FigureYear from "./figure-year.astro";
import GkvMaximum from "./gkv-maximum.astro";
import ShortAnswer from "./short-answer.astro";
import Term from "./term.astro";

export const mdxComponents = { ShortAnswer, Figure, FigureYear, GkvMaximum, Callout, Term };
