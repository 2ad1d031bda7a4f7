import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import { buttonClasses } from "../ui/button";
import { legalDocumentOfHash, LegalDialogsContext, type LegalDialogsApi, type LegalDocument } from "./legal-dialogs-context";

// Callers (footer, wizard, banner) import from here.
export { useLegalDialogs, type LegalDocument } from "./legal-dialogs-context";

const titles: Record<LegalDocument, string> = {
  datenschutz: "Datenschutzerklärung",
  impressum: "Impressum",
};

// The texts are only needed once a dialog opens: they stay out of the first load.
const LegalDocumentBody = lazy(() => import("./legal-document-body"));

/** Owns which legal dialog is open; footer, wizard, banner and URL hash open them. */
export function LegalDialogsProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  // Kept while the dialog fades out, so its title and text do not vanish mid-animation.
  const [shown, setShown] = useState<LegalDocument>("datenschutz");
  const isOpen = useRef(false);
  // Radix returns focus only to a Dialog.Trigger; these dialogs open from anywhere, so remember the opener.
  const opener = useRef<HTMLElement | null>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const location = useLocation();
  const navigate = useNavigate();

  const api = useMemo<LegalDialogsApi>(
    () => ({
      openLegal: (document) => {
        if (isOpen.current) {
          // Switching to the other document from inside the dialog: the clicked link disappears,
          // so focus moves to the new title, and the opener stays the one from outside.
          setShown(document);
          requestAnimationFrame(() => title.current?.focus());
          return;
        }
        opener.current = globalThis.document.activeElement instanceof HTMLElement ? globalThis.document.activeElement : null;
        isOpen.current = true;
        setShown(document);
        setOpen(true);
      },
    }),
    [],
  );

  const hashDocument = legalDocumentOfHash(location.hash);
  useEffect(() => {
    if (hashDocument) api.openLegal(hashDocument);
  }, [hashDocument, api]);

  const close = () => {
    isOpen.current = false;
    setOpen(false);
    // Drop the hash so the URL stops naming a closed dialog and the same link can open it again.
    if (legalDocumentOfHash(window.location.hash)) {
      void navigate({ pathname: location.pathname, search: location.search }, { replace: true, preventScrollReset: true });
    }
  };

  return (
    <LegalDialogsContext value={api}>
      {children}
      <Dialog.Root open={open} onOpenChange={(next) => !next && close()}>
        <Dialog.Portal>
          <Dialog.Overlay className="dialog-overlay fixed inset-0 z-50 bg-ink/50" />
          <Dialog.Content
            aria-describedby={undefined}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              opener.current?.focus();
            }}
            className="dialog-content fixed inset-x-2 top-4 bottom-4 z-50 mx-auto flex max-w-3xl flex-col rounded-card bg-white shadow-card sm:inset-x-6 sm:top-10 sm:bottom-10">
            <div className="flex items-center justify-between gap-4 border-b border-line px-5 py-3">
              <Dialog.Title ref={title} tabIndex={-1} className="text-xl font-bold text-ink outline-none">
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
    </LegalDialogsContext>
  );
}
