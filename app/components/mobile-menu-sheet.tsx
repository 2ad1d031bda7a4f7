import { Phone, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useRef, type RefObject } from "react";
import { Link } from "react-router";
import { siteConfig } from "~/config/site-config";
import { groupRoutes } from "~/config/site-routes";
import { BrandMark } from "./brand-mark";
import { sectionNavItems } from "./nav-items";
import { SectionLink } from "./section-link";
import { buttonClasses } from "./ui/button";

interface MobileMenuSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button, which gets focus back when the menu closes (it is no Dialog.Trigger). */
  triggerRef: RefObject<HTMLButtonElement | null>;
}

/**
 * The full-screen slide-in menu. Radix Dialog gives the scroll lock, focus trap and Escape; a
 * section link scrolls only after the dialog has closed, because the scroll lock would swallow
 * the scroll. Loaded lazily by MobileMenu.
 */
export default function MobileMenuSheet({ open, onOpenChange, triggerRef }: MobileMenuSheetProps) {
  const afterClose = useRef<(() => void) | null>(null);

  const closeThen = (scroll: () => void) => {
    afterClose.current = scroll;
    onOpenChange(false);
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="sheet-overlay fixed inset-0 z-50 bg-ink/40" />
        <Dialog.Content
          className="sheet-content fixed inset-0 z-50 flex flex-col overflow-y-auto bg-white"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            const scroll = afterClose.current;
            afterClose.current = null;
            event.preventDefault();
            // After a section link, focus stays where the scroll takes the reader; otherwise it returns to the menu button.
            if (scroll) scroll();
            else triggerRef.current?.focus();
          }}
        >
          <div className="flex h-16 shrink-0 items-center justify-between border-b border-line px-4">
            <BrandMark />
            <Dialog.Title className="sr-only">Menü</Dialog.Title>
            <Dialog.Close className={buttonClasses("ghost", "icon")} aria-label="Menü schließen">
              <X aria-hidden="true" className="size-6" />
            </Dialog.Close>
          </div>
          <nav aria-label="Hauptnavigation mobil" className="flex flex-1 flex-col gap-6 px-4 py-6">
            <ul className="flex flex-col gap-1">
              {sectionNavItems.map((item) => (
                <li key={item.section}>
                  <SectionLink
                    section={item.section}
                    deferScroll={closeThen}
                    className="flex min-h-12 items-center rounded-control px-3 text-lg font-semibold text-ink hover:bg-surface-muted"
                  >
                    {item.label}
                  </SectionLink>
                </li>
              ))}
            </ul>
            <div>
              <h2 className="px-3 text-sm font-semibold tracking-wide text-ink-muted uppercase">PKV Beratung</h2>
              <ul className="mt-3 grid grid-cols-2 gap-2">
                {groupRoutes.map((group) => (
                  <li key={group.path}>
                    <Link
                      to={group.path}
                      onClick={() => onOpenChange(false)}
                      aria-label={`PKV für ${group.groupName}`}
                      className="flex min-h-12 items-center rounded-control border border-line px-3 font-medium text-ink hover:border-brand-700 hover:text-brand-800"
                    >
                      {group.shortLabel}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
            <a href={`tel:+${siteConfig.phone.digits}`} className={buttonClasses("primary", "lg", "mt-auto w-full")}>
              <Phone aria-hidden="true" className="size-5" />
              Anrufen: {siteConfig.phone.display}
            </a>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
