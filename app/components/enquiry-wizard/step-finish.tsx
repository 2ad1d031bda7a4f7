import { wizardCopy, type StepNumber } from "~/content/wizard";
import type { Enquiry } from "~/modules/whatsapp-message";
import { ContactWish } from "./contact-wish";
import { EnquirySummary } from "./enquiry-summary";
import { PrivacyConsent } from "./privacy-consent";

interface StepFinishProps {
  enquiry: Enquiry;
  onChange: (field: keyof Enquiry, value: string) => void;
  privacyAccepted: boolean;
  onPrivacyChange: (accepted: boolean) => void;
  onEdit: (step: StepNumber) => void;
  onEnter: () => void;
}

/** Step 4 "Fertig": the overview, how and when to get in touch, and the privacy consent that unlocks sending. */
export function StepFinish({ enquiry, onChange, privacyAccepted, onPrivacyChange, onEdit, onEnter }: StepFinishProps) {
  return (
    // One column of minmax(0, 1fr): a long value in the overview wraps inside the card at 320 px instead of widening it.
    <div className="grid grid-cols-1 gap-6">
      <EnquirySummary enquiry={enquiry} onEdit={onEdit} />
      <ContactWish enquiry={enquiry} onChange={onChange} onEnter={onEnter} />
      <PrivacyConsent checked={privacyAccepted} onCheckedChange={onPrivacyChange} onEnter={onEnter} />
      <p className="text-sm text-ink-muted">{wizardCopy.sendNote}</p>
    </div>
  );
}
