import type { AnchorHTMLAttributes } from "react";
import { sectionIds } from "~/config/site-routes";

interface SectionLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  /** Section id on the home page ("top" for the page's top). */
  section: string;
  /** The section is on the current page (a page's own call to action), not on the home page. */
  onThisPage?: boolean;
}

/** Where a section link points: "#x" on this page, else the home page's "/#x" ("/" for its top). */
export function sectionHref(section: string, onThisPage = false): string {
  if (onThisPage) return `#${section}`;
  return section === sectionIds.top ? "/" : `/#${section}`;
}

/**
 * A plain link to a section: the browser scrolls to it (smoothly, 80 px below the fixed header:
 * scroll-padding-top in app/styles/site.css), also without JavaScript. app/browser/section-links.ts
 * adds the busy state while another page loads and the smooth return to the top of the home page.
 */
export function SectionLink({ section, onThisPage = false, children, ...props }: SectionLinkProps) {
  return (
    <a href={sectionHref(section, onThisPage)} data-section-link="" {...props}>
      {children}
    </a>
  );
}
