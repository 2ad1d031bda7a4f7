import type { CourtesyNotice as CourtesyNoticeContent } from "~/content/legal/english-legal";

/** NewTabLink's note for screen readers in an English courtesy translation (docs/decisions/0073). */
export const ENGLISH_NEW_TAB_NOTE = "(opens in a new tab)";

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
