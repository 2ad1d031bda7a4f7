import { useEffect, useRef, useState, type ReactNode } from "react";

/**
 * Fixed strip at the bottom for the cookie banner and the install prompt, stacked so they never
 * overlap. While it holds something, an equally high spacer after the footer lets the page scroll
 * its last lines (the legal links) above it, and the scroll padding grows by its height so that
 * keyboard focus is never hidden behind it (WCAG 2.4.11).
 */
export function BottomDock({ children }: { children: ReactNode }) {
  const dock = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const element = dock.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => setHeight(element.offsetHeight));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  useEffect(() => {
    const root = document.documentElement;
    root.style.scrollPaddingBottom = height > 0 ? `${height}px` : "";
    return () => {
      root.style.scrollPaddingBottom = "";
    };
  }, [height]);
  return (
    <>
      {/* Continues the footer's colour below it. */}
      {height > 0 && <div aria-hidden="true" className="bg-ink" style={{ height }} />}
      <div ref={dock} className="pointer-events-none fixed inset-x-0 bottom-0 z-40 flex flex-col items-center gap-3 px-3 pb-3 empty:hidden sm:px-6 sm:pb-6">
        {children}
      </div>
    </>
  );
}
