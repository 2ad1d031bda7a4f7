import type { Enquiry } from "~/modules/whatsapp-message";

/** What every step with fields receives from the wizard. */
export interface StepProps {
  enquiry: Enquiry;
  onChange: (field: keyof Enquiry, value: string) => void;
}
