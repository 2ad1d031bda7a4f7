import { ChevronDown } from "lucide-react";
import { NavigationMenu } from "radix-ui";
import { Link, useLocation } from "react-router";
import { groupRoutes } from "~/config/site-routes";
import { sectionNavItems } from "./nav-items";
import { SectionLink } from "./section-link";
import { cn } from "./ui/class-names";

const itemClasses =
  "inline-flex min-h-11 items-center gap-1 rounded-control px-3 font-medium text-ink transition-colors duration-150 " +
  "hover:bg-surface-muted hover:text-brand-800 focus-visible:outline-3 focus-visible:outline-focus " +
  "aria-disabled:pointer-events-none aria-disabled:opacity-60";

/** Header navigation from the lg breakpoint: Home, Über mich, Kontakt and the 'PKV Beratung' menu (spec order). */
export function DesktopNav() {
  const { pathname } = useLocation();
  return (
    <NavigationMenu.Root aria-label="Hauptnavigation" className="relative hidden lg:block" delayDuration={100}>
      <NavigationMenu.List className="flex items-center gap-1">
        {sectionNavItems.map((item) => (
          <NavigationMenu.Item key={item.section}>
            <SectionLink section={item.section} className={itemClasses}>
              {item.label}
            </SectionLink>
          </NavigationMenu.Item>
        ))}
        <NavigationMenu.Item className="relative">
          <NavigationMenu.Trigger className={cn(itemClasses, "group")}>
            PKV Beratung
            <ChevronDown
              aria-hidden="true"
              className="size-4 transition-transform duration-200 group-data-[state=open]:rotate-180 motion-reduce:transition-none"
            />
          </NavigationMenu.Trigger>
          <NavigationMenu.Content className="nav-dropdown absolute top-full left-0 mt-2 w-72 rounded-card border border-line bg-white p-2 shadow-card">
            <ul>
              {groupRoutes.map((group) => (
                <li key={group.path}>
                  <NavigationMenu.Link asChild active={pathname === group.path}>
                    <Link
                      to={group.path}
                      className="flex min-h-11 items-center rounded-control px-3 text-ink hover:bg-brand-50 hover:text-brand-800 focus-visible:outline-3 focus-visible:outline-focus data-[active]:font-semibold data-[active]:text-brand-800"
                    >
                      PKV für {group.groupName}
                    </Link>
                  </NavigationMenu.Link>
                </li>
              ))}
            </ul>
          </NavigationMenu.Content>
        </NavigationMenu.Item>
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
