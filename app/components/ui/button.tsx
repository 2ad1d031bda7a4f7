import type { ButtonHTMLAttributes } from "react";
import { cn } from "./class-names";

export type ButtonVariant = "primary" | "outline" | "ghost" | "inverse";
export type ButtonSize = "md" | "lg" | "icon";

const base =
  "inline-flex items-center justify-center gap-2 rounded-control font-semibold transition-colors duration-150 " +
  "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus " +
  "disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-brand-700 text-white shadow-sm hover:bg-brand-800",
  outline: "border border-line-strong bg-white text-ink hover:border-brand-700 hover:text-brand-800",
  ghost: "text-ink hover:bg-surface-muted hover:text-brand-800",
  inverse: "bg-white text-brand-800 hover:bg-brand-50",
};

const sizes: Record<ButtonSize, string> = {
  md: "min-h-11 px-4 text-base",
  lg: "min-h-12 px-6 text-lg",
  icon: "size-11",
};

/** Classes of a button look, for links and Radix triggers that must look like buttons. */
export function buttonClasses(variant: ButtonVariant = "primary", size: ButtonSize = "md", extra?: string): string {
  return cn(base, variants[variant], sizes[size], extra);
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function Button({ variant = "primary", size = "md", className, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...props} />;
}
