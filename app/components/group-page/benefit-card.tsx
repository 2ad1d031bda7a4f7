import { Check } from "lucide-react";
import type { BenefitCard as BenefitCardContent } from "~/content/types";
import { ContentIcon } from "../content-icon";
import { Disclosure } from "../ui/disclosure";

/**
 * One "Nutzen" card: icon and title as the line that is always seen, description and the three
 * check-mark points folded beneath (docs/decisions/0046: six full cards stacked into a wall of four phone
 * screens). The text stays in the HTML.
 */
export function BenefitCard({ card }: { card: BenefitCardContent }) {
  return (
    <li>
      <Disclosure
        summary={
          <h3 className="flex items-center gap-3 text-pretty">
            <ContentIcon name={card.icon} className="size-6 shrink-0 text-brand-700" />
            {card.title}
          </h3>
        }
        className="rounded-card border border-line bg-white shadow-card"
        summaryClassName="min-h-14 px-5 py-3 text-lg focus-visible:-outline-offset-3"
      >
        <div className="px-5 pb-5">
          <p className="text-ink-muted">{card.description}</p>
          <ul className="mt-3 space-y-2">
            {card.points.map((point) => (
              <li key={point} className="flex gap-3 text-ink">
                <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" strokeWidth={2.25} />
                <span>{point}</span>
              </li>
            ))}
          </ul>
        </div>
      </Disclosure>
    </li>
  );
}
