import { ArrowRight, Check } from "lucide-react";
import { groupRoute } from "~/config/page-routes";
import type { TargetGroupCard as TargetGroupCardContent } from "~/content/types";
import { ContentIcon } from "../content-icon";

/**
 * One profession: the title is a real link to the group page, stretched over the whole card
 * so the card is one large touch target while screen readers hear just the title. Compact on a
 * phone (icon beside the title, smaller benefits), so six cards do not stack into a wall.
 */
export function TargetGroupCard({ card }: { card: TargetGroupCardContent }) {
  return (
    <li className="group relative flex flex-col rounded-card border border-line bg-white p-4 shadow-card transition-colors duration-150 hover:border-brand-700 has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-focus motion-reduce:transition-none sm:p-6">
      <h3 className="flex items-center gap-3 text-xl font-bold text-ink">
        <span className="inline-grid size-9 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700 sm:size-12">
          <ContentIcon name={card.icon} className="size-5 sm:size-6" />
        </span>
        <a href={groupRoute(card.slug).path} className="grow outline-none group-hover:text-brand-800 after:absolute after:inset-0 after:rounded-card">
          {card.title}
        </a>
        <ArrowRight
          aria-hidden="true"
          className="size-5 shrink-0 text-brand-700 transition-transform duration-150 group-hover:translate-x-1 motion-reduce:transition-none sm:size-6"
        />
      </h3>
      <p className="mt-2 text-sm text-ink-muted sm:text-base">{card.description}</p>
      <ul className="mt-3 flex flex-col gap-1 text-sm sm:mt-4 sm:gap-2 sm:text-base">
        {card.benefits.map((benefit) => (
          <li key={benefit} className="flex items-start gap-2 text-ink">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700 sm:mt-1" strokeWidth={2.5} />
            {benefit}
          </li>
        ))}
      </ul>
    </li>
  );
}
