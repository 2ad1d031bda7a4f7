import { useMemo } from "react";
import { englishEnquiryMessageCopy, englishWizardWords } from "~/content/en/wizard";
import type { MessageWords } from "~/content/wizard-words";
import { WizardForm } from "./wizard-form";
import { WizardWordsContext } from "./wizard-words";

interface EnglishEnquiryWizardProps {
  /** The German message's words (messageWordsOf the German texte/anfrage.yaml), given as data by the page so the script carries no German words. */
  messageWords: MessageWords;
}

/**
 * The English page's wizard (docs/decisions/0073): English words on the page, and the message to
 * the adviser in German with the line „Sprache: Englisch – bitte auf Englisch antworten“ first, in
 * every channel. What the visitor types is read the English way („5,000“) and sent as typed.
 */
export function EnglishEnquiryWizard({ messageWords }: EnglishEnquiryWizardProps) {
  const words = useMemo(() => ({ ...englishWizardWords, message: englishEnquiryMessageCopy(messageWords) }), [messageWords]);
  return (
    <WizardWordsContext value={words}>
      <WizardForm />
    </WizardWordsContext>
  );
}
