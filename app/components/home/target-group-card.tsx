import { ArrowRight, Check } from "lucide-react";
import { groupRoute } from "~/config/site-routes";
import type { TargetGroupCard as TargetGroupCardContent } from "~/content/types";
import { IconBadge } from "../ui/card";

/**
 * One profession: the title is a real link to the group page, stretched over the whole card
 * so the card is one large touch target while screen readers hear just the title.
 */
export function TargetGroupCard({ card }: { card: TargetGroupCardContent }) {
  return (
    <li className="group relative flex flex-col rounded-card border border-line bg-white p-6 shadow-card transition-colors duration-150 hover:border-brand-700 has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-focus motion-reduce:transition-none">
      <IconBadge icon={card.icon} />
      <h3 className="mt-4 text-xl font-bold text-ink">
        <a href={groupRoute(card.slug).path} className="outline-none group-hover:text-brand-800 after:absolute after:inset-0 after:rounded-card">
          {card.title}
        </a>
      </h3>
      <p className="mt-2 text-ink-muted">{card.description}</p>
      <ul className="mt-4 flex flex-col gap-2">
        {card.benefits.map((benefit) => (
          <li key={benefit} className="flex items-start gap-2 text-ink">
            <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand-700" strokeWidth={2.5} />
            {benefit}
          </li>
        ))}
      </ul>
      <ArrowRight
        aria-hidden="true"
        className="mt-auto size-6 self-end pt-0 text-brand-700 transition-transform duration-150 group-hover:translate-x-1 motion-reduce:transition-none"
      />
    </li>
  );
}
