import { createContext, useContext } from "react";
import type { WizardWords } from "~/content/wizard-words";

/**
 * The wizard's words, set by the page's entry component (enquiry-wizard.tsx for German,
 * english-enquiry-wizard.tsx for English): the components below take every word from here, so each
 * page's JavaScript carries one language only (docs/decisions/0073).
 */
export const WizardWordsContext = createContext<WizardWords | null>(null);

export function useWizardWords(): WizardWords {
  const words = useContext(WizardWordsContext);
  if (!words) throw new Error("The wizard's components need its words: render them inside an entry component (enquiry-wizard.tsx).");
  return words;
}
