import { useEffect, useState } from "react";
import { Link } from "react-router";
import { siteConfig } from "~/config/site-config";
import { DesktopNav } from "./desktop-nav";
import { BrandMark } from "./brand-mark";
import { MobileMenu } from "./mobile-menu";
import { cn } from "./ui/class-names";

/** The header changes its look once the page has scrolled more than this (spec §9). */
export const SCROLLED_THRESHOLD_PX = 20;

function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setScrolled(window.scrollY > threshold);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [threshold]);
  return scrolled;
}

export function SiteHeader() {
  const scrolled = useScrolledPast(SCROLLED_THRESHOLD_PX);
  return (
    <header
      data-scrolled={scrolled}
      className={cn(
        "fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow,height] duration-200 motion-reduce:transition-none",
        scrolled ? "bg-white shadow-header" : "bg-surface-tint",
      )}
    >
      <div className={cn("mx-auto flex max-w-6xl items-center justify-between px-4 transition-[height] duration-200", scrolled ? "h-16" : "h-18")}>
        <Link to="/" className="rounded-control focus-visible:outline-3 focus-visible:outline-focus" aria-label={`${siteConfig.brand} – zur Startseite`}>
          <BrandMark />
        </Link>
        <DesktopNav />
        <MobileMenu />
      </div>
    </header>
  );
}
