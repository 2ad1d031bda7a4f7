import { Languages } from "lucide-react";
import { LANGUAGE_NAMES, type Lang } from "~/config/languages";
import { cn } from "./ui/class-names";

/** Where the switch leads: `switchTarget` of app/config/english-routes.ts. */
export interface LanguageSwitchTarget {
  lang: Lang;
  path: string;
}

/**
 * The link to this page in the other language (docs/decisions/0073), named in that language
 * („English“ on a German page, „Deutsch“ on an English one) with its lang and hreflang. A real
 * link; app/browser/language-switch.ts carries the address's query and fragment along.
 */
export function LanguageSwitch({ target, className }: { target: LanguageSwitchTarget; className?: string }) {
  return (
    <a
      href={target.path}
      lang={target.lang}
      hrefLang={target.lang}
      data-language-switch=""
      className={cn(
        "inline-flex min-h-11 items-center gap-1.5 rounded-control px-3 font-medium text-ink hover:bg-surface-muted hover:text-brand-800 focus-visible:outline-3 focus-visible:outline-focus",
        className,
      )}
    >
      <Languages aria-hidden="true" className="size-5 shrink-0" />
      {LANGUAGE_NAMES[target.lang]}
    </a>
  );
}
