import { glossaryRoute } from "~/config/site-routes";
import { guideIndex } from "~/content/ratgeber-pages";

/**
 * The guide index's pointer to the glossary; the English index passes its own words and address
 * (docs/decisions/0073). A component rather than markup in the .astro page: Prettier puts the full
 * stop after the link on a line of its own there, which the page then shows as „im Glossar .“;
 * JSX keeps it tight to the link.
 */
export function GlossaryHint({
  hint = guideIndex.glossaryHint,
  href = glossaryRoute.path,
  label = glossaryRoute.navLabel,
}: {
  hint?: string;
  href?: string;
  label?: string;
}) {
  return (
    <p className="mt-4 text-ink-muted">
      {hint}{" "}
      <a className="font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900" href={href}>
        {label}
      </a>
      .
    </p>
  );
}
