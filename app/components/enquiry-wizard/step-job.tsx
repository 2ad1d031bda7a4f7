import { Info } from "lucide-react";
import { currentFigures, figuresFor, hasFiguresFor } from "~/content/statutory-figures";
import { monthlyFromAnnualCents, periodBoundary } from "~/modules/calculators/pay-period";
import { NUMBER_TEXT_MAX_LENGTH, unreadableMessage } from "~/modules/enquiry-numbers";
import { TEXT_MAX_LENGTH } from "~/modules/whatsapp-message";
import { Button } from "../ui/button";
import { FieldGrid } from "../ui/field";
import type { StepProps } from "./step-props";
import { WizardField } from "./wizard-field";
import { useWizardWords } from "./wizard-words";

const HINT_ID = "anfrage-einkommen-einordnung";

/** Step 2 "Beruflich": occupation and monthly gross income, with the income hint. */
export function StepJob({ enquiry, onChange }: StepProps) {
  const { fields: wizardFields, numbers, yearlyIncomeQuestion, incomeHint } = useWizardWords();
  const { formatEuroFromCents } = numbers;
  // Next year's limit decides the switch in an existing job (§ 6 Abs. 4 SGB V): passed when published.
  const nextYear = hasFiguresFor(currentFigures.year + 1) ? figuresFor(currentFigures.year + 1) : null;
  const income = numbers.readIncomeCents(enquiry.einkommen);
  // Above twelve times the Übergangsbereich's top a month, the figure is most likely a year's: ask, and offer the month's (docs/decisions/0068).
  const yearly = income.ok && income.units > periodBoundary(currentFigures) * 100 ? monthlyFromAnnualCents(income.units) : null;
  const question = yearly === null ? null : yearlyIncomeQuestion(formatEuroFromCents(income.ok ? income.units : 0), formatEuroFromCents(yearly));
  const hint = question ? null : incomeHint(enquiry.einkommen, currentFigures, nextYear);
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
        error={unreadableMessage(income, wizardFields.einkommen.errors)}
        maxLength={NUMBER_TEXT_MAX_LENGTH}
        unit="€"
        describedBy={hint || question ? HINT_ID : undefined}
      >
        {question && yearly !== null && (
          <div id={HINT_ID} role="status" className="mt-3 flex flex-wrap items-center gap-3 rounded-control bg-surface-tint p-4 text-sm text-ink">
            <p className="min-w-0 flex-[1_1_14rem]">{question.question}</p>
            <Button variant="outline" onClick={() => onChange("einkommen", String(Math.round(yearly / 100)))}>
              {question.apply}
            </Button>
          </div>
        )}
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
