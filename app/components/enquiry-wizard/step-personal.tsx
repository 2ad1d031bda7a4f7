import { NUMBER_TEXT_MAX_LENGTH, unreadableMessage } from "~/modules/enquiry-numbers";
import { TEXT_MAX_LENGTH } from "~/modules/whatsapp-message";
import { FieldGrid } from "../ui/field";
import type { StepProps } from "./step-props";
import { WizardField } from "./wizard-field";
import { useWizardWords } from "./wizard-words";

/** Step 1 "Persönlich": name and age. */
export function StepPersonal({ enquiry, onChange }: StepProps) {
  const { fields: wizardFields, numbers } = useWizardWords();
  return (
    <FieldGrid columns="sm:grid-cols-[2fr_1fr]">
      <WizardField
        id="anfrage-name"
        name="name"
        label={wizardFields.name.label}
        placeholder={wizardFields.name.placeholder}
        value={enquiry.name}
        onChange={(value) => onChange("name", value)}
        autoComplete="name"
        maxLength={TEXT_MAX_LENGTH}
      />
      <WizardField
        id="anfrage-alter"
        name="age"
        label={wizardFields.age.label}
        placeholder={wizardFields.age.placeholder}
        help={wizardFields.age.help}
        value={enquiry.age}
        onChange={(value) => onChange("age", value)}
        autoComplete="off"
        inputMode="numeric"
        error={unreadableMessage(numbers.readAge(enquiry.age), wizardFields.age.errors)}
        maxLength={NUMBER_TEXT_MAX_LENGTH}
      />
    </FieldGrid>
  );
}
