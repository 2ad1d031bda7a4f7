import type { ReactNode } from "react";
import type { IconName } from "~/content/types";
import { ContentIcon } from "../content-icon";
import { cn } from "./class-names";

interface CardProps {
  as?: "li" | "div" | "article";
  className?: string;
  children: ReactNode;
}

export function Card({ as: Element = "div", className, children }: CardProps) {
  return <Element className={cn("rounded-card border border-line bg-white p-6 shadow-card", className)}>{children}</Element>;
}

/** The round brand-tinted badge an icon sits in on feature and benefit cards. */
export function IconBadge({ icon }: { icon: IconName }) {
  return (
    <span className="inline-grid size-12 place-items-center rounded-full bg-brand-50 text-brand-700">
      <ContentIcon name={icon} />
    </span>
  );
}
