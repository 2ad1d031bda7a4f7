import { ChevronDown } from "lucide-react";
import { groupRoutes } from "~/config/page-routes";
import { memberRoute } from "~/config/site-routes";
import { englishNavItems, groupMenuLabel, sectionNavItems, toolNavItems } from "./nav-items";
import type { Lang } from "~/config/languages";
import { SectionLink } from "./section-link";
import { cn } from "./ui/class-names";
import { siteFrame, siteFrameFor } from "~/content/site-frame";
import { groupPageName } from "~/content/page-heads";

const itemClasses =
  "inline-flex min-h-11 items-center gap-1 rounded-control px-3 font-medium text-ink transition-colors duration-150 " +
  "hover:bg-surface-muted hover:text-brand-800 focus-visible:outline-3 focus-visible:outline-focus " +
  "aria-disabled:pointer-events-none aria-disabled:opacity-60 aria-[current=page]:text-brand-800";

const GROUP_MENU_ID = "pkv-beratung-menue";

/**
 * Header navigation from the lg breakpoint: Home, Über mich, Kontakt, the „PKV Beratung“ menu (groupMenuLabel)
 * (spec order), the member page (from xl; below it last in that menu) and the calculator page. The menu is a disclosure (WAI-ARIA "disclosure
 * navigation"): CSS opens it on hover, and without JavaScript also on keyboard focus;
 * app/browser/nav-menu.ts adds aria-expanded, click, Escape and closing when focus leaves.
 */
export function DesktopNav({ currentPath, lang }: { currentPath: string; lang: Lang }) {
  if (lang === "en") return <EnglishDesktopNav currentPath={currentPath} />;
  return (
    <nav aria-label={siteFrame.menu.navigation} className="hidden shrink-0 lg:block">
      <ul className="flex items-center gap-1">
        {sectionNavItems.map((item) => (
          <li key={item.section}>
            <SectionLink section={item.section} className={itemClasses}>
              {item.label}
            </SectionLink>
          </li>
        ))}
        <li className="nav-menu relative" data-nav-menu="">
          <button type="button" aria-controls={GROUP_MENU_ID} className={cn(itemClasses, "group")}>
            {groupMenuLabel}
            <ChevronDown aria-hidden="true" className="size-4 transition-transform duration-200 group-aria-expanded:rotate-180 motion-reduce:transition-none" />
          </button>
          <ul id={GROUP_MENU_ID} className="nav-menu-list absolute top-full left-0 w-72 rounded-card border border-line bg-white p-2 shadow-card">
            {groupRoutes.map((group) => (
              <li key={group.path}>
                <a
                  href={group.path}
                  aria-current={currentPath === group.path ? "page" : undefined}
                  className="flex min-h-11 items-center rounded-control px-3 text-ink hover:bg-brand-50 hover:text-brand-800 focus-visible:outline-3 focus-visible:outline-focus aria-[current=page]:font-semibold aria-[current=page]:text-brand-800"
                >
                  {groupPageName(group.groupName)}
                </a>
              </li>
            ))}
            {/* Below xl the header has no room for it beside the others: it stands last in this menu (docs/decisions/0070). */}
            <li className="mt-1 border-t border-line pt-1 xl:hidden">
              <a
                href={memberRoute.path}
                aria-current={currentPath === memberRoute.path ? "page" : undefined}
                className="flex min-h-11 items-center rounded-control px-3 font-semibold text-ink hover:bg-brand-50 hover:text-brand-800 focus-visible:outline-3 focus-visible:outline-focus aria-[current=page]:text-brand-800"
              >
                {memberRoute.navLabel}
              </a>
            </li>
          </ul>
        </li>
        {toolNavItems.map((item) => (
          <li key={item.path} className={item.path === memberRoute.path ? "hidden xl:block" : undefined}>
            <a href={item.path} aria-current={currentPath === item.path ? "page" : undefined} className={itemClasses}>
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The English section's header navigation: its own pages, no German section links (docs/decisions/0073). */
function EnglishDesktopNav({ currentPath }: { currentPath: string }) {
  return (
    <nav aria-label={siteFrameFor("en").menu.navigation} className="hidden shrink-0 lg:block">
      <ul className="flex items-center gap-1">
        {englishNavItems.map((item) => (
          <li key={item.path}>
            <a href={item.path} aria-current={currentPath === item.path ? "page" : undefined} className={itemClasses}>
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
