import { Fragment } from "react";

/** „Label: A, B, C“ as one line of links; JSX keeps the separators tight to the link text. */
export function InlineLinks({ label, links, separator }: { label: string; links: readonly { href: string; text: string }[]; separator: string }) {
  return (
    <p className="mt-2 text-sm">
      <span className="font-semibold text-ink">{`${label}: `}</span>
      {links.map((link, index) => (
        <Fragment key={link.href + link.text}>
          {index > 0 && separator}
          <a className="text-brand-800 underline underline-offset-4 hover:text-brand-900" href={link.href}>
            {link.text}
          </a>
        </Fragment>
      ))}
    </p>
  );
}
