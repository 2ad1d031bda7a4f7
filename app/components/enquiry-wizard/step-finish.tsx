import type { Ref } from "react";
import type { StepNumber, WizardStep } from "~/content/wizard-words";
import type { DeliveryFailure } from "~/modules/enquiry-mail";
import type { Enquiry } from "~/modules/whatsapp-message";
import { ContactFields } from "./contact-fields";
import { ContactWish } from "./contact-wish";
import { DeliveryFailed } from "./delivery-failed";
import { EnquirySummary } from "./enquiry-summary";
import { Honeypot } from "./honeypot";
import { MessageField } from "./message-field";
import { PrivacyConsent } from "./privacy-consent";
import { useWizardWords } from "./wizard-words";

interface StepFinishProps {
  enquiry: Enquiry;
  /** The steps the overview names (the member page's own, docs/decisions/0070). */
  steps: readonly WizardStep[];
  onChange: (field: keyof Enquiry, value: string) => void;
  privacyAccepted: boolean;
  onPrivacyChange: (accepted: boolean) => void;
  onEdit: (step: StepNumber) => void;
  onEnter: () => void;
  /** „Anfrage senden“ was pressed without a usable number or address. */
  showContactErrors: boolean;
  /** Why the last „Anfrage senden“ did not arrive, with the message to copy; null while nothing failed. */
  failure: { reason: DeliveryFailure; message: string } | null;
  failureHeadingRef: Ref<HTMLHeadingElement>;
  honeypotRef: Ref<HTMLInputElement>;
}

/** Step 4 "Fertig": the overview, how to reach the visitor, their own words, and what sending needs. */
export function StepFinish(props: StepFinishProps) {
  const { enquiry, onChange, onEnter } = props;
  const { contactWish: contactWishCopy, copy: wizardCopy } = useWizardWords();
  return (
    // One column of minmax(0, 1fr): a long value in the overview wraps inside the card at 320 px instead of widening it.
    <div className="grid grid-cols-1 gap-6">
      <EnquirySummary enquiry={enquiry} steps={props.steps} onEdit={props.onEdit} />
      <fieldset className="grid gap-4 rounded-control border border-line p-4" aria-describedby="anfrage-kontakt-hinweis">
        <legend className="px-1 font-semibold text-ink">{contactWishCopy.legend}</legend>
        <p id="anfrage-kontakt-hinweis" className="-mt-1 text-sm text-ink-muted">
          {contactWishCopy.note}
        </p>
        <ContactFields enquiry={enquiry} onChange={onChange} showErrors={props.showContactErrors} />
        <ContactWish enquiry={enquiry} onChange={onChange} onEnter={onEnter} />
      </fieldset>
      <MessageField enquiry={enquiry} onChange={onChange} />
      <Honeypot inputRef={props.honeypotRef} />
      {props.failure && <DeliveryFailed reason={props.failure.reason} message={props.failure.message} headingRef={props.failureHeadingRef} />}
      <PrivacyConsent checked={props.privacyAccepted} onCheckedChange={props.onPrivacyChange} onEnter={onEnter} />
      <p className="text-sm text-ink-muted">{wizardCopy.sendNote}</p>
      {/* The English page: the message goes out with German labels and asks for an answer in English (docs/decisions/0073). */}
      {wizardCopy.languageNote && <p className="text-sm text-ink">{wizardCopy.languageNote}</p>}
    </div>
  );
}
