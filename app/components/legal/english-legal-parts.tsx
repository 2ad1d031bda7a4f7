import { ExternalLink } from "lucide-react";
import type { CourtesyNotice as CourtesyNoticeContent } from "~/content/legal/english-legal";

/**
 * NewTabLink's markup with the English hint for screen readers: NewTabLink itself speaks German,
 * and the German pages must stay as they are (docs/decisions/0073).
 */
export function EnglishNewTabLink({ href, text, className }: { href: string; text: string; className: string }) {
  const characters = Array.from(text);
  const last = characters.pop() ?? "";
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer">
      {characters.join("")}
      <span className="whitespace-nowrap" data-new-tab-end="">
        {last}
        <ExternalLink aria-hidden="true" className="ml-1 inline size-3.5 align-[-0.125em]" />
      </span>
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}

/**
 * The English courtesy translation's first words, inside the legal body so that the footer's
 * dialog shows them too: only the German text binds, linked with its language marked.
 */
export function CourtesyNotice({ notice, linkClass }: { notice: CourtesyNoticeContent; linkClass: string }) {
  return (
    <div role="note" data-courtesy-notice="" className="rounded-card border-2 border-brand-700 bg-brand-50 p-4 text-ink">
      <p>
        <strong className="font-semibold">{notice.text}</strong> {notice.linkLead}{" "}
        <a className={linkClass} href={notice.germanPath} hrefLang="de" lang="de">
          {notice.germanTitle}
        </a>
      </p>
    </div>
  );
}
