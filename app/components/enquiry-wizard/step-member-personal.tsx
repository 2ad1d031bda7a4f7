import { NUMBER_TEXT_MAX_LENGTH, unreadableMessage } from "~/modules/enquiry-numbers";
import { TEXT_MAX_LENGTH } from "~/modules/whatsapp-message";
import { FieldGrid } from "../ui/field";
import type { StepProps } from "./step-props";
import { WizardField } from "./wizard-field";
import { useWizardWords } from "./wizard-words";

/**
 * Step 1 on the member page (docs/decisions/0070): name and birth year — the insurer counts a
 * member's age by the birth year, and § 6 Abs. 2 VVG-InfoV by it owes more from 60 on.
 */
export function StepMemberPersonal({ enquiry, onChange }: StepProps) {
  const { fields: wizardFields, member } = useWizardWords();
  // Only the member page's entry brings these words (docs/decisions/0070).
  const { fields: memberFields, readBirthYearNow } = member!;
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
        id="anfrage-geburtsjahr"
        name="geburtsjahr"
        label={memberFields.geburtsjahr.label}
        placeholder={memberFields.geburtsjahr.placeholder}
        help={memberFields.geburtsjahr.help}
        value={enquiry.geburtsjahr}
        onChange={(value) => onChange("geburtsjahr", value)}
        autoComplete="bday-year"
        inputMode="numeric"
        error={unreadableMessage(readBirthYearNow(enquiry.geburtsjahr), memberFields.geburtsjahr.errors)}
        maxLength={NUMBER_TEXT_MAX_LENGTH}
      />
    </FieldGrid>
  );
}
