import { Menu } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { buttonClasses } from "./ui/button";

const loadSheet = () => import("./mobile-menu-sheet");
const MobileMenuSheet = lazy(loadSheet);

/**
 * Below the lg breakpoint: the menu button. The sheet's code (Radix Dialog) is not part of the
 * first load; it starts loading when the button is pointed at, touched or focused, and renders
 * once the menu has been opened.
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const preload = () => void loadSheet();

  return (
    <>
      <button
        ref={button}
        type="button"
        className={buttonClasses("ghost", "icon", "lg:hidden")}
        aria-label="Menü öffnen"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onTouchStart={preload}
        onFocus={preload}
        onClick={() => {
          setEverOpened(true);
          setOpen(true);
        }}
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      {everOpened && (
        <Suspense fallback={null}>
          <MobileMenuSheet open={open} onOpenChange={setOpen} triggerRef={button} />
        </Suspense>
      )}
    </>
  );
}
