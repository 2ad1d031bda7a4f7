import { Info } from "lucide-react";
import { currentFigures, figuresFor, hasFiguresFor } from "~/content/statutory-figures";
import { incomeHintCopy, wizardFields } from "~/content/wizard";
import { incomeHint } from "~/modules/income-hint";
import { NUMBER_TEXT_MAX_LENGTH, readIncomeCents, unreadableMessage } from "~/modules/enquiry-numbers";
import { TEXT_MAX_LENGTH } from "~/modules/whatsapp-message";
import { FieldGrid } from "../ui/field";
import type { StepProps } from "./step-props";
import { WizardField } from "./wizard-field";

const HINT_ID = "anfrage-einkommen-einordnung";

/** Step 2 "Beruflich": occupation and monthly gross income, with the income hint. */
export function StepJob({ enquiry, onChange }: StepProps) {
  // Next year's limit decides the switch in an existing job (§ 6 Abs. 4 SGB V): passed when published.
  const nextYear = hasFiguresFor(currentFigures.year + 1) ? figuresFor(currentFigures.year + 1) : null;
  const hint = incomeHint(enquiry.einkommen, currentFigures, nextYear, incomeHintCopy);
  return (
    <FieldGrid>
      <WizardField
        id="anfrage-beruf"
        name="beruf"
        label={wizardFields.beruf.label}
        placeholder={wizardFields.beruf.placeholder}
        value={enquiry.beruf}
        onChange={(value) => onChange("beruf", value)}
        autoComplete="organization-title"
        maxLength={TEXT_MAX_LENGTH}
      />
      <WizardField
        id="anfrage-einkommen"
        name="einkommen"
        label={wizardFields.einkommen.label}
        placeholder={wizardFields.einkommen.placeholder}
        help={wizardFields.einkommen.help}
        value={enquiry.einkommen}
        onChange={(value) => onChange("einkommen", value)}
        autoComplete="off"
        inputMode="decimal"
        error={unreadableMessage(readIncomeCents(enquiry.einkommen), wizardFields.einkommen.errors)}
        maxLength={NUMBER_TEXT_MAX_LENGTH}
        unit="€"
        describedBy={hint ? HINT_ID : undefined}
      >
        {hint && (
          <div id={HINT_ID} data-comparison={hint.comparison} className="mt-3 flex gap-3 rounded-control bg-surface-tint p-4 text-sm text-ink">
            <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
            <div>
              <p>{hint.text}</p>
              <p className="mt-1 text-ink-muted">{hint.note}</p>
            </div>
          </div>
        )}
      </WizardField>
    </FieldGrid>
  );
}
