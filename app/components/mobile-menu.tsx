import { Menu, Phone, X } from "lucide-react";
import { siteConfig } from "~/config/site-config";
import { telHref } from "~/modules/tel-link";
import { groupRoutes } from "~/config/page-routes";
import { BrandMark } from "./brand-mark";
import { englishNavItems, groupMenuLabel, sectionNavItems, toolNavItems } from "./nav-items";
import { LanguageSwitch, type LanguageSwitchTarget } from "./language-switch";
import type { Lang } from "~/config/languages";
import { SectionLink } from "./section-link";
import { buttonClasses } from "./ui/button";
import { siteFrameFor } from "~/content/site-frame";
import { groupPageName } from "~/content/page-heads";

const MOBILE_MENU_ID = "mobile-menue";

/**
 * Below the lg breakpoint: the menu button and the full-screen menu, a modal <dialog>. The
 * browser gives it the focus trap, Escape and the return of focus; CSS (app/styles/site.css) the
 * slide-in and the page's scroll lock. The buttons open and close it through invoker commands;
 * app/browser/mobile-menu.ts does the same where a browser lacks them, and closes the menu
 * when one of its links is followed.
 */
export function MobileMenuButton({ lang }: { lang: Lang }) {
  return (
    <button
      type="button"
      className={buttonClasses("ghost", "icon", "lg:hidden")}
      aria-label={siteFrameFor(lang).menu.open}
      aria-haspopup="dialog"
      commandfor={MOBILE_MENU_ID}
      command="show-modal"
    >
      <Menu aria-hidden="true" className="size-6" />
    </button>
  );
}

/**
 * The menu itself, placed at the end of the page by the layout: its links come after the page's
 * content in the HTML, so the browser has the hero parsed and painted before it reads them.
 */
export function MobileMenu({ currentPath, lang, languageSwitch }: { currentPath: string; lang: Lang; languageSwitch?: LanguageSwitchTarget }) {
  const frame = siteFrameFor(lang);
  return (
    <dialog id={MOBILE_MENU_ID} aria-label={frame.menu.dialog} className="mobile-menu bg-white text-ink">
      <div className="flex min-h-full flex-col">
        <div className="flex h-16 shrink-0 items-center justify-between gap-2 border-b border-line px-4">
          <BrandMark />
          <button
            type="button"
            className={buttonClasses("ghost", "icon", "shrink-0")}
            aria-label={frame.menu.close}
            commandfor={MOBILE_MENU_ID}
            command="close"
          >
            <X aria-hidden="true" className="size-6" />
          </button>
        </div>
        <nav aria-label={frame.menu.navigationPhone} className="flex flex-1 flex-col gap-6 px-4 py-6">
          {lang === "en" ? <EnglishMenuLinks currentPath={currentPath} /> : <GermanMenuLinks currentPath={currentPath} />}
          {languageSwitch && <LanguageSwitch target={languageSwitch} className="self-start text-lg" />}
          <a href={telHref(siteConfig.phone.digits)} className={buttonClasses("primary", "lg", "mt-auto w-full")}>
            <Phone aria-hidden="true" className="size-5" />
            {frame.shell.call}
          </a>
        </nav>
      </div>
    </dialog>
  );
}

const menuLink = "flex min-h-12 items-center rounded-control px-3 text-lg font-semibold text-ink hover:bg-surface-muted";

function GermanMenuLinks({ currentPath }: { currentPath: string }) {
  return (
    <>
      <ul className="flex flex-col gap-1">
        {sectionNavItems.map((item) => (
          <li key={item.section}>
            <SectionLink
              section={item.section}
              className="flex min-h-12 items-center rounded-control px-3 text-lg font-semibold text-ink hover:bg-surface-muted aria-disabled:opacity-60"
            >
              {item.label}
            </SectionLink>
          </li>
        ))}
        {toolNavItems.map((item) => (
          <li key={item.path}>
            <a
              href={item.path}
              aria-current={currentPath === item.path ? "page" : undefined}
              className="flex min-h-12 items-center rounded-control px-3 text-lg font-semibold text-ink hover:bg-surface-muted"
            >
              {item.label}
            </a>
          </li>
        ))}
      </ul>
      <div>
        <h2 className="px-3 text-sm font-semibold tracking-wide text-ink-muted uppercase">{groupMenuLabel}</h2>
        <ul className="mt-3 grid grid-cols-2 gap-2">
          {groupRoutes.map((group) => (
            <li key={group.path}>
              <a
                href={group.path}
                aria-label={groupPageName(group.groupName)}
                aria-current={currentPath === group.path ? "page" : undefined}
                className="flex min-h-12 items-center rounded-control border border-line px-3 font-medium text-ink hover:border-brand-700 hover:text-brand-800 aria-[current=page]:border-brand-700"
              >
                {group.shortLabel}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

/** The English section's pages (docs/decisions/0073); the German profession pages are not among them. */
function EnglishMenuLinks({ currentPath }: { currentPath: string }) {
  return (
    <ul className="flex flex-col gap-1">
      {englishNavItems.map((item) => (
        <li key={item.path}>
          <a href={item.path} aria-current={currentPath === item.path ? "page" : undefined} className={menuLink}>
            {item.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
