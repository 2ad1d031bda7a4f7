import { createContext, use, useCallback, useMemo, useRef, useState, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import { scrollToElement, waitForElement } from "~/modules/scroll-to-section";

interface SectionScroll {
  /** True while a section link first navigates home and waits for its target. */
  busy: boolean;
  /**
   * Scrolls to a section of the home page, navigating home first when on another page
   * (spec: header links always mean the home page's sections); `onThisPage` scrolls within the current page.
   */
  scrollToSection: (id: string, options?: { onThisPage?: boolean }) => Promise<void>;
}

const SectionScrollContext = createContext<SectionScroll | null>(null);

export function SectionScrollProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [busy, setBusy] = useState(false);
  const running = useRef(false);

  const scrollToSection = useCallback(
    async (id: string, options?: { onThisPage?: boolean }) => {
      if (running.current) return;
      if (options?.onThisPage || pathname === "/") {
        const target = id === "top" ? "top" : document.getElementById(id);
        if (target) scrollToElement(target);
        return;
      }
      running.current = true;
      setBusy(true);
      try {
        const stale = document.getElementById(id);
        await navigate("/");
        if (id === "top") return;
        const target = await waitForElement(id, undefined, stale);
        if (target) scrollToElement(target);
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [navigate, pathname],
  );

  const value = useMemo(() => ({ busy, scrollToSection }), [busy, scrollToSection]);
  return <SectionScrollContext value={value}>{children}</SectionScrollContext>;
}

export function useSectionScroll(): SectionScroll {
  const value = use(SectionScrollContext);
  if (!value) throw new Error("useSectionScroll needs <SectionScrollProvider>");
  return value;
}
