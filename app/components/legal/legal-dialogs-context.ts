import { createContext, use } from "react";

export type LegalDocument = "datenschutz" | "impressum";

export interface LegalDialogsApi {
  openLegal: (document: LegalDocument) => void;
}

export const LegalDialogsContext = createContext<LegalDialogsApi | null>(null);

export function useLegalDialogs(): LegalDialogsApi {
  const value = use(LegalDialogsContext);
  if (!value) throw new Error("useLegalDialogs needs <LegalDialogsProvider>");
  return value;
}

/** `#datenschutz` and `#impressum` open the dialogs, so the Impressum is directly linkable. */
export function legalDocumentOfHash(hash: string): LegalDocument | null {
  if (hash === "#datenschutz") return "datenschutz";
  if (hash === "#impressum") return "impressum";
  return null;
}
