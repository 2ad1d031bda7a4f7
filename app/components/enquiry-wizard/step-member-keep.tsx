import { staysOf, withStay } from "~/modules/enquiry-member";
import { TEXT_MAX_LENGTH } from "~/modules/whatsapp-message";
import { cn } from "../ui/class-names";
import { fieldClasses } from "../ui/field";
import type { StepProps } from "./step-props";
import { WizardField } from "./wizard-field";
import { useWizardWords } from "./wizard-words";

const HINT_ID = "anfrage-bleiben-hinweis";

/**
 * Step 3 on the member page (docs/decisions/0070): what must stay in any tariff proposed. What a
 * member gives up now comes back only as a Mehrleistung, with a health check (§ 204 VVG), so the
 * adviser needs it before comparing. Checkboxes, stored as the ids of the ticked ones.
 */
export function StepMemberKeep({ enquiry, onChange }: StepProps) {
  // Only the member page's entry brings these words (docs/decisions/0070).
  const { fields: memberFields, stayOptions } = useWizardWords().member!;
  const ticked = staysOf(enquiry.bleiben);
  return (
    <div className="grid gap-4">
      <fieldset aria-describedby={HINT_ID}>
        <legend className={fieldClasses.label}>{memberFields.bleiben.legend}</legend>
        <p id={HINT_ID} className={cn(fieldClasses.hint, "mt-1")}>
          {memberFields.bleiben.hint}
        </p>
        <div className="mt-3 grid gap-2 sm:grid-cols-2">
          {stayOptions.map((option) => (
            <label
              key={option.id}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-control border border-ink-muted/40 bg-white px-4 py-2 text-ink has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-focus"
            >
              <input
                type="checkbox"
                name="bleiben"
                value={option.id}
                checked={ticked.includes(option.id)}
                onChange={(event) => onChange("bleiben", withStay(enquiry.bleiben, option.id, event.target.checked))}
                className="size-5 shrink-0 cursor-pointer accent-brand-700 outline-none"
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
      <WizardField
        id="anfrage-bleiben-sonstiges"
        name="bleibenSonstiges"
        label={memberFields.bleibenSonstiges.label}
        placeholder={memberFields.bleibenSonstiges.placeholder}
        value={enquiry.bleibenSonstiges}
        onChange={(value) => onChange("bleibenSonstiges", value)}
        autoComplete="off"
        maxLength={TEXT_MAX_LENGTH}
        required={false}
      />
    </div>
  );
}
