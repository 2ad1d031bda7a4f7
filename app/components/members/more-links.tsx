import { memberPage } from "~/content/members";

/** A guide article or a glossary term the member page points to; the page file reads their titles from the collections. */
export interface MoreLink {
  href: string;
  /** „Ratgeber“ or „Glossar“, from the owner's file. */
  kind: string;
  title: string;
}

/** „Mehr dazu:“ and the links, under a part of the member page. */
export function MoreLinks({ links }: { links: readonly MoreLink[] }) {
  if (links.length === 0) return null;
  return (
    <div className="mt-6 text-sm">
      <p className="font-semibold text-ink">{memberPage.more.label}</p>
      <ul className="mt-2 flex flex-col gap-1">
        {links.map((link) => (
          <li key={link.href}>
            <span className="text-ink-muted">{link.kind}: </span>
            <a
              href={link.href}
              className="inline-flex min-h-11 items-center font-medium text-brand-800 underline underline-offset-4 hover:text-brand-900 sm:min-h-0"
            >
              {link.title}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
