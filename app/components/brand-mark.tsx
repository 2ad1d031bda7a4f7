import { ShieldCheck } from "lucide-react";
import { siteConfig } from "~/config/site-config";
import { cn } from "./ui/class-names";

/**
 * From this many characters a brand is set a size smaller on phones and may take three lines: a
 * brand such as „Petersen Krankenversicherungsberatung“ must leave the header's buttons in view at
 * 320 px (docs/decisions/0071).
 */
export const LONG_BRAND = 24;

/**
 * The wordmark: shield and brand name. Robust for any brand by construction: the name may wrap,
 * inside a long word too, and is clipped after its last allowed line, while the header's buttons
 * never shrink (site-header.tsx); the brand is never pushed past them.
 */
export function brandMarkClasses(brand: string): { mark: string; name: string } {
  const long = brand.length >= LONG_BRAND;
  return {
    // The line height after the size: tailwind-merge drops a leading-* that a text-* follows.
    mark: cn("flex min-w-0 items-center gap-2 font-bold tracking-tight", long ? "text-base sm:text-lg" : "text-lg", "leading-tight"),
    name: cn("min-w-0 hyphens-auto [overflow-wrap:anywhere]", long ? "line-clamp-3 sm:line-clamp-2" : "line-clamp-2"),
  };
}

export function BrandMark({ inverse = false }: { inverse?: boolean }) {
  const classes = brandMarkClasses(siteConfig.brand);
  return (
    <span className={classes.mark}>
      <ShieldCheck aria-hidden="true" className={cn("size-7 shrink-0", inverse ? "text-brand-200" : "text-brand-700")} strokeWidth={2} />
      <span data-brand-name="" className={cn(classes.name, inverse ? "text-white" : "text-ink")}>
        {siteConfig.brand}
      </span>
    </span>
  );
}
