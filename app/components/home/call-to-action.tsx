import { ArrowRight } from "lucide-react";
import { SectionLink } from "../section-link";
import { buttonClasses } from "../ui/button";
import { cn } from "../ui/class-names";

interface CallToActionProps {
  text: string;
  button: string;
  /** "brand" on the red band (white button), "light" on white or tinted sections. */
  tone?: "light" | "brand";
  className?: string;
}

/** A sentence and a button that scrolls to the enquiry form (#versicherungsform) on this page. */
export function CallToAction({ text, button, tone = "light", className }: CallToActionProps) {
  const onBrand = tone === "brand";
  return (
    <div
      className={cn(
        "flex flex-col items-start gap-4 rounded-card p-5 sm:gap-5 sm:p-8 lg:flex-row lg:items-center lg:justify-between",
        onBrand ? "bg-brand-800" : "border border-line bg-surface-tint",
        className,
      )}
    >
      <p className={cn("max-w-2xl sm:text-lg", onBrand ? "text-white" : "text-ink")}>{text}</p>
      <SectionLink section="versicherungsform" onThisPage className={buttonClasses(onBrand ? "inverse" : "primary", "lg", "shrink-0")}>
        {button}
        <ArrowRight aria-hidden="true" className="size-5" />
      </SectionLink>
    </div>
  );
}
