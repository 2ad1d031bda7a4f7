import { Check } from "lucide-react";
import type { BenefitCard as BenefitCardContent } from "~/content/types";
import { Card, IconBadge } from "../ui/card";

/** One "Nutzen" card: icon, title, description and its three check-mark points. */
export function BenefitCard({ card }: { card: BenefitCardContent }) {
  return (
    <Card as="li" className="flex flex-col">
      <IconBadge icon={card.icon} />
      <h3 className="mt-4 text-xl font-semibold text-ink">{card.title}</h3>
      <p className="mt-2 text-ink-muted">{card.description}</p>
      <ul className="mt-5 space-y-2 border-t border-line pt-5">
        {card.points.map((point) => (
          <li key={point} className="flex gap-3 text-ink">
            <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" strokeWidth={2.25} />
            <span>{point}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
