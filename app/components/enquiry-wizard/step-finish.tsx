import { wizardCopy, type StepNumber } from "~/content/wizard";
import type { Enquiry } from "~/modules/whatsapp-message";
import { EnquirySummary } from "./enquiry-summary";
import { PrivacyConsent } from "./privacy-consent";

interface StepFinishProps {
  enquiry: Enquiry;
  privacyAccepted: boolean;
  onPrivacyChange: (accepted: boolean) => void;
  onEdit: (step: StepNumber) => void;
  onEnter: () => void;
}

/** Step 4 "Fertig": the overview and the privacy consent that unlocks sending. */
export function StepFinish({ enquiry, privacyAccepted, onPrivacyChange, onEdit, onEnter }: StepFinishProps) {
  return (
    <div className="grid gap-6">
      <EnquirySummary enquiry={enquiry} onEdit={onEdit} />
      <PrivacyConsent checked={privacyAccepted} onCheckedChange={onPrivacyChange} onEnter={onEnter} />
      <p className="text-sm text-ink-muted">{wizardCopy.sendNote}</p>
    </div>
  );
}
