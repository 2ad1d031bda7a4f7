import { MESSAGE_MAX_LENGTH } from "~/modules/whatsapp-message";
import { cn } from "../ui/class-names";
import { fieldClasses } from "../ui/field";
import type { StepProps } from "./step-props";
import { useWizardWords } from "./wizard-words";

const ID = "anfrage-nachricht";

/** The free text: optional, capped, with the request to leave illnesses for the conversation. */
export function MessageField({ enquiry, onChange }: StepProps) {
  const { fields: wizardFields, messageFieldNote, messageFieldCounter } = useWizardWords();
  return (
    <div>
      <label htmlFor={ID} className={fieldClasses.label}>
        {wizardFields.nachricht.label}
      </label>
      <p id={`${ID}-hinweis`} className={cn(fieldClasses.hint, "mt-1")}>
        {messageFieldNote(MESSAGE_MAX_LENGTH)}
      </p>
      <textarea
        id={ID}
        name="nachricht"
        rows={4}
        maxLength={MESSAGE_MAX_LENGTH}
        value={enquiry.nachricht}
        onChange={(event) => onChange("nachricht", event.target.value)}
        placeholder={wizardFields.nachricht.placeholder}
        aria-describedby={`${ID}-hinweis ${ID}-zaehler`}
        className={cn(fieldClasses.control, "mt-2 py-3")}
      />
      {/* Read on request (aria-describedby), not announced at every keystroke. */}
      <p id={`${ID}-zaehler`} className={cn(fieldClasses.hint, "mt-1 text-right")}>
        {messageFieldCounter(enquiry.nachricht.length, MESSAGE_MAX_LENGTH)}
      </p>
    </div>
  );
}
