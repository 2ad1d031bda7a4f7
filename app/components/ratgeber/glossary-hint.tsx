import { glossaryRoute } from "~/config/site-routes";
import { guideIndex } from "~/content/ratgeber-pages";

/**
 * The guide index's pointer to the glossary. A component rather than markup in the .astro page:
 * Prettier puts the full stop after the link on a line of its own there, which the page then
 * shows as „im Glossar .“; JSX keeps it tight to the link.
 */
export function GlossaryHint() {
  return (
    <p className="mt-4 text-ink-muted">
      {guideIndex.glossaryHint}{" "}
      <a className="font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900" href={glossaryRoute.path}>
        {glossaryRoute.navLabel}
      </a>
      .
    </p>
  );
}
