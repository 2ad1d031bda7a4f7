import type { Enquiry } from "~/modules/whatsapp-message";
import { StepCoverage } from "./step-coverage";
import { StepJob } from "./step-job";
import { StepMemberContract } from "./step-member-contract";
import { StepMemberKeep } from "./step-member-keep";
import { StepMemberPersonal } from "./step-member-personal";
import { StepPersonal } from "./step-personal";

interface WizardStepFieldsProps {
  audience: "new" | "member";
  step: number;
  enquiry: Enquiry;
  onChange: (field: keyof Enquiry, value: string) => void;
  /** The step heading's id, naming the coverage choice. */
  labelledBy: string;
  onEnter: () => void;
}

/** Steps 1 to 3: the spec's questions for new customers, the member's on the member page (docs/decisions/0070). */
export function WizardStepFields({ audience, step, enquiry, onChange, labelledBy, onEnter }: WizardStepFieldsProps) {
  const member = audience === "member";
  if (step === 1) return member ? <StepMemberPersonal enquiry={enquiry} onChange={onChange} /> : <StepPersonal enquiry={enquiry} onChange={onChange} />;
  if (step === 2) return member ? <StepMemberContract enquiry={enquiry} onChange={onChange} /> : <StepJob enquiry={enquiry} onChange={onChange} />;
  if (step === 3)
    return member ? (
      <StepMemberKeep enquiry={enquiry} onChange={onChange} />
    ) : (
      <StepCoverage enquiry={enquiry} onChange={onChange} labelledBy={labelledBy} onEnter={onEnter} />
    );
  return null;
}
