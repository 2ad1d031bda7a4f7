import { useEffect, useRef, type ReactNode } from "react";

/**
 * Fixed strip at the bottom for the cookie banner and the install prompt, stacked so they never
 * overlap. While it holds something, the page's scroll padding grows by its height, so elements
 * focused by keyboard are scrolled above it instead of hiding behind it (WCAG 2.4.11).
 */
export function BottomDock({ children }: { children: ReactNode }) {
  const dock = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = dock.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      const height = element.offsetHeight;
      root.style.scrollPaddingBottom = height > 0 ? `${height}px` : "";
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.scrollPaddingBottom = "";
    };
  }, []);
  return (
    <div ref={dock} className="pointer-events-none fixed inset-x-0 bottom-0 z-40 flex flex-col items-center gap-3 px-3 pb-3 empty:hidden sm:px-6 sm:pb-6">
      {children}
    </div>
  );
}
