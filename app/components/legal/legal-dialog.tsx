import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { lazy, Suspense, type RefObject } from "react";
import { buttonClasses } from "../ui/button";
import type { LegalDocument } from "./legal-dialogs-context";

const titles: Record<LegalDocument, string> = {
  datenschutz: "Datenschutzerklärung",
  impressum: "Impressum",
};

const LegalDocumentBody = lazy(() => import("./legal-document-body"));

interface LegalDialogProps {
  open: boolean;
  shown: LegalDocument;
  titleRef: RefObject<HTMLHeadingElement | null>;
  onClose: () => void;
  /** Radix returns focus only to a Dialog.Trigger; the provider knows who opened the dialog. */
  onClosed: () => void;
}

/** The privacy policy or legal notice in a modal dialog; loaded lazily by LegalDialogsProvider. */
export default function LegalDialog({ open, shown, titleRef, onClose, onClosed }: LegalDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay fixed inset-0 z-50 bg-ink/50" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onClosed();
          }}
          className="dialog-content fixed inset-x-2 top-4 bottom-4 z-50 mx-auto flex max-w-3xl flex-col rounded-card bg-white shadow-card sm:inset-x-6 sm:top-10 sm:bottom-10"
        >
          <div className="flex items-center justify-between gap-4 border-b border-line px-5 py-3">
            <Dialog.Title ref={titleRef} tabIndex={-1} className="text-xl font-bold text-ink outline-none">
              {titles[shown]}
            </Dialog.Title>
            <Dialog.Close className={buttonClasses("ghost", "icon", "-mr-2 shrink-0")} aria-label="Schließen">
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          {/* Keyed by document: switching documents starts the new text at its top. */}
          <div key={shown} className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 pt-4 pb-6" data-testid="legal-dialog-body">
            <Suspense fallback={<p className="text-ink-muted">Wird geladen …</p>}>
              <LegalDocumentBody document={shown} />
            </Suspense>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
