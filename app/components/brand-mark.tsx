import { ShieldCheck } from "lucide-react";
import { siteConfig } from "~/config/site-config";

/** The wordmark: shield and brand name. */
export function BrandMark({ inverse = false }: { inverse?: boolean }) {
  return (
    <span className="flex items-center gap-2 text-lg font-bold tracking-tight">
      <ShieldCheck aria-hidden="true" className={inverse ? "size-7 text-brand-200" : "size-7 text-brand-700"} strokeWidth={2} />
      <span className={inverse ? "text-white" : "text-ink"}>{siteConfig.brand}</span>
    </span>
  );
}
