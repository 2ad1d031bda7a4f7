import { ArrowRight, ShieldCheck } from "lucide-react";
import { memberRoute } from "~/config/site-routes";
import { citedText } from "~/content/cited-text";
import { memberPage } from "~/content/members";
import { RichTextView } from "../calculators/rich-text";
import { buttonClasses } from "../ui/button";

/**
 * The home page's way in for those already privately insured (docs/decisions/0070): right under
 * the hero, before the professions, which all speak to people switching into the PKV.
 */
export function MemberEntry() {
  const { heading, text, link } = memberPage.homeEntry;
  return (
    <section aria-labelledby="bestand-hinweis" data-member-entry="" className="bg-white py-8 sm:py-10">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 sm:flex-row sm:items-center sm:gap-8">
        <ShieldCheck aria-hidden="true" className="hidden size-10 shrink-0 text-brand-700 sm:block" />
        <div className="min-w-0 flex-1">
          <h2 id="bestand-hinweis" className="text-xl font-bold text-ink sm:text-2xl">
            {heading}
          </h2>
          <p className="mt-2 max-w-3xl text-ink-muted">
            <RichTextView text={citedText(text)} newTab={false} />
          </p>
        </div>
        <a href={memberRoute.path} className={buttonClasses("outline", "lg", "shrink-0 self-start sm:self-center")}>
          {link}
          <ArrowRight aria-hidden="true" className="size-5" />
        </a>
      </div>
    </section>
  );
}
