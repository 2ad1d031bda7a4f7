import type { AnchorHTMLAttributes, MouseEvent } from "react";
import { useSectionScroll } from "./section-scroll";

interface SectionLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  /** Section id on the home page ("top" for the page's top). */
  section: string;
  /** The section is on the current page (a page's own call to action), not on the home page. */
  onThisPage?: boolean;
  /** Receives the scroll instead of running it at once, e.g. to close the mobile menu first. */
  deferScroll?: (scroll: () => void) => void;
}

/**
 * A real link to /#section, so it works without JavaScript; with JavaScript it scrolls smoothly
 * (navigating home first when needed) and is disabled while such a navigation is under way.
 */
export function SectionLink({ section, onThisPage = false, deferScroll, onClick, children, ...props }: SectionLinkProps) {
  const { busy, scrollToSection } = useSectionScroll();
  const href = onThisPage ? `#${section}` : section === "top" ? "/" : `/#${section}`;
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (busy) return;
    const scroll = () => void scrollToSection(section, { onThisPage });
    if (deferScroll) deferScroll(scroll);
    else scroll();
  };
  return (
    <a href={href} onClick={handleClick} aria-disabled={busy || undefined} {...props}>
      {children}
    </a>
  );
}
