import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { createContext, use, useMemo, useRef, useState, type ReactNode } from "react";
import { buttonClasses } from "../ui/button";

export type LegalDocument = "datenschutz" | "impressum";

const titles: Record<LegalDocument, string> = {
  datenschutz: "Datenschutzerklärung",
  impressum: "Impressum",
};

interface LegalDialogsApi {
  openLegal: (document: LegalDocument) => void;
}

const LegalDialogsContext = createContext<LegalDialogsApi | null>(null);

export function useLegalDialogs(): LegalDialogsApi {
  const value = use(LegalDialogsContext);
  if (!value) throw new Error("useLegalDialogs needs <LegalDialogsProvider>");
  return value;
}

/** Owns which legal dialog is open; footer and wizard open them through useLegalDialogs(). */
export function LegalDialogsProvider({ children }: { children: ReactNode }) {
  const [openDocument, setOpenDocument] = useState<LegalDocument | null>(null);
  // Radix returns focus only to a Dialog.Trigger; these dialogs open from anywhere, so remember the opener.
  const opener = useRef<HTMLElement | null>(null);
  const api = useMemo(
    () => ({
      openLegal: (document: LegalDocument) => {
        opener.current = globalThis.document.activeElement instanceof HTMLElement ? globalThis.document.activeElement : null;
        setOpenDocument(document);
      },
    }),
    [],
  );
  return (
    <LegalDialogsContext value={api}>
      {children}
      <Dialog.Root open={openDocument !== null} onOpenChange={(open) => !open && setOpenDocument(null)}>
        <Dialog.Portal>
          <Dialog.Overlay className="dialog-overlay fixed inset-0 z-50 bg-ink/50" />
          <Dialog.Content
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              opener.current?.focus();
            }}
            className="dialog-content fixed inset-x-2 top-4 bottom-4 z-50 mx-auto flex max-w-3xl flex-col rounded-card bg-white shadow-card sm:inset-x-6 sm:top-10 sm:bottom-10">
            <div className="flex items-center justify-between gap-4 border-b border-line px-5 py-4">
              <Dialog.Title className="text-xl font-bold text-ink">{openDocument ? titles[openDocument] : ""}</Dialog.Title>
              <Dialog.Close className={buttonClasses("ghost", "icon")} aria-label="Schließen">
                <X aria-hidden="true" className="size-5" />
              </Dialog.Close>
            </div>
            <Dialog.Description className="overflow-y-auto px-5 py-4 text-ink">
              Dieser Text wird gerade überarbeitet. Bei Fragen zum Datenschutz oder zum Anbieter erreichen Sie uns über die Kontaktdaten im Seitenfuß.
            </Dialog.Description>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </LegalDialogsContext>
  );
}
