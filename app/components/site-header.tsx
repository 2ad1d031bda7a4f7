import { BrandMark } from "./brand-mark";
import { DesktopNav } from "./desktop-nav";
import { MobileMenuButton } from "./mobile-menu";
import { SearchButton } from "./search/site-search";
import { siteFrameFor } from "~/content/site-frame";
import { ENGLISH_HOME } from "~/config/english-routes";
import type { Lang } from "~/config/languages";
import { homeRoute } from "~/config/site-routes";
import { LanguageSwitch, type LanguageSwitchTarget } from "./language-switch";

/**
 * The fixed header. Its look changes once the page has scrolled more than 20 px (pkv-site-spec.md §9):
 * app/browser/site-header.ts keeps `data-scrolled` up to date, the classes below style both states.
 */
export function SiteHeader({ currentPath, lang, languageSwitch }: { currentPath: string; lang: Lang; languageSwitch?: LanguageSwitchTarget }) {
  return (
    <header
      data-site-header=""
      data-pagefind-ignore=""
      data-scrolled="false"
      className="group/header fixed inset-x-0 top-0 z-40 bg-surface-tint transition-[background-color,box-shadow] duration-200 data-[scrolled=true]:bg-white data-[scrolled=true]:shadow-header motion-reduce:transition-none"
    >
      <div className="mx-auto flex h-18 max-w-6xl items-center justify-between gap-2 px-4 transition-[height] duration-200 group-data-[scrolled=true]/header:h-16 motion-reduce:transition-none">
        {/* min-w-0: a long brand wraps instead of pushing the buttons off a phone's screen (brand-mark.tsx). */}
        <a
          href={lang === "en" ? ENGLISH_HOME : homeRoute.path}
          className="min-w-0 rounded-control focus-visible:outline-3 focus-visible:outline-focus"
          aria-label={siteFrameFor(lang).menu.homeLink}
        >
          <BrandMark />
        </a>
        <DesktopNav currentPath={currentPath} lang={lang} />
        <div className="flex shrink-0 items-center gap-1">
          {/* From sm beside the search; on a phone in the menu, so the menu button keeps its room (docs/decisions/0073). */}
          {languageSwitch && <LanguageSwitch target={languageSwitch} className="hidden sm:inline-flex" />}
          <SearchButton lang={lang} />
          <MobileMenuButton lang={lang} />
        </div>
      </div>
    </header>
  );
}
