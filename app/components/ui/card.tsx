import type { ReactNode } from "react";
import { cn } from "./class-names";

interface CardProps {
  as?: "li" | "div" | "article";
  className?: string;
  children: ReactNode;
}

export function Card({ as: Element = "div", className, children }: CardProps) {
  return <Element className={cn("rounded-card border border-line bg-white p-6 shadow-card", className)}>{children}</Element>;
}
