import { X } from "lucide-react";
import { buttonClasses } from "../ui/button";
import { siteFrameFor } from "~/content/site-frame";
import type { Lang } from "~/config/languages";

const LEGAL_DIALOG_ID = "rechtstext-dialog";

/**
 * The empty modal dialog in which app/browser/legal-dialogs.ts shows Impressum, Datenschutz or
 * Erstinformation when a link to them is followed with JavaScript on. Its title and text come
 * from the legal page itself, loaded on demand, so no page carries the texts twice.
 */
export function LegalDialogShell({ lang }: { lang: Lang }) {
  const { shell } = siteFrameFor(lang);
  return (
    <dialog id={LEGAL_DIALOG_ID} aria-labelledby={`${LEGAL_DIALOG_ID}-titel`} className="legal-dialog rounded-card bg-white text-ink shadow-card">
      <div className="flex max-h-full flex-col">
        <div className="flex items-center justify-between gap-4 border-b border-line px-5 py-3">
          {/* Replaced by the opened text's own title. */}
          <h2 id={`${LEGAL_DIALOG_ID}-titel`} tabIndex={-1} className="text-xl font-bold text-ink outline-none" data-legal-dialog-title="">
            {shell.legalDialogTitle}
          </h2>
          <button
            type="button"
            className={buttonClasses("ghost", "icon", "-mr-2 shrink-0")}
            aria-label={shell.close}
            commandfor={LEGAL_DIALOG_ID}
            command="close"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 pt-4 pb-6" data-legal-dialog-body="" data-testid="legal-dialog-body" />
      </div>
    </dialog>
  );
}
