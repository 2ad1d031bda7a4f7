import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import { legalDocumentOfHash, LegalDialogsContext, type LegalDialogsApi, type LegalDocument } from "./legal-dialogs-context";

// Callers (footer, wizard, banner) import from here.
export { useLegalDialogs, type LegalDocument } from "./legal-dialogs-context";

// Dialog and texts are only needed once a document is opened: they stay out of the first load.
const LegalDialog = lazy(() => import("./legal-dialog"));

/** Owns which legal dialog is open; footer, wizard, banner and URL hash open them. */
export function LegalDialogsProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
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
        setEverOpened(true);
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
      {/* The dialog's code (Radix Dialog) loads the first time a document is asked for. */}
      {everOpened && (
        <Suspense fallback={null}>
          <LegalDialog open={open} shown={shown} titleRef={title} onClose={close} onClosed={() => opener.current?.focus()} />
        </Suspense>
      )}
    </LegalDialogsContext>
  );
}
