import type { ReactNode } from "react";
import type { CalculatorCommon, FieldErrors } from "~/content/calculators";
import type { StatutoryFigures } from "~/modules/figures/figure-types";
import { annualFromMonthlyCents, monthlyFromAnnualCents, payPrompt, type PayPeriod, type PayPrompt } from "~/modules/calculators/pay-period";
import { unreadableMessage } from "~/modules/enquiry-numbers";
import type { GermanNumber, GermanNumberRules } from "~/modules/german-number";
import { buttonClasses } from "../ui/button";
import { useCalculatorLanguage } from "./calculator-language";
import { NumberField } from "./fields";

interface PayFieldProps {
  id: string;
  label: string;
  hint?: ReactNode;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** The field's text as the calculator reads it (parsed once, by the calculator). */
  parsed: GermanNumber;
  rules: GermanNumberRules;
  errors: FieldErrors;
  /** The period the question needs: the switch check asks for the year, the GKV calculator for the month. */
  period: PayPeriod;
  /** The year's figures the questions back are measured with; `versicherungspflichtgrenze` is the limit the result compares with. */
  limits: Pick<StatutoryFigures, "uebergangsbereichObergrenze" | "versicherungspflichtgrenze">;
  /** The question back when a monthly field holds a yearly figure, in the field's own words (a profit is no „Gehalt“). */
  yearlyInMonthField?: (facts: { typed: string; suggested: string }) => string;
}

function promptText(
  copy: CalculatorCommon["pay"],
  formatEuroFromCents: (cents: number) => string,
  prompt: PayPrompt,
  yearlyInMonthField = copy.yearlyInMonthField,
): string {
  const suggested = formatEuroFromCents(prompt.suggestedCents);
  if (prompt.kind === "englishThousands") return copy.englishThousands({ suggested });
  const typed = formatEuroFromCents(prompt.typedCents);
  return prompt.kind === "monthlyInYearField" ? copy.monthlyInYearField({ typed, suggested }) : yearlyInMonthField({ typed, suggested });
}

/**
 * A pay field: the other period beside it as it is typed („85.000 €/Jahr ≈ 7.083 €/Monat“), or
 * instead a question back with a button where the figure looks like English thousands or the other period,
 * and the figure written the German way when the field is left („85000“ → „85.000“).
 */
export function PayField({ id, label, hint, placeholder, value, onChange, parsed, rules, errors, period, limits, yearlyInMonthField }: PayFieldProps) {
  const { common, format, read } = useCalculatorLanguage();
  const copy = common.pay;
  const { formatEuroForField, formatEuroFromCents } = format;
  const prompt = payPrompt(value, parsed, rules, period, limits, read.otherReading);
  let note: string | undefined;
  // While a question stands, the figure is not converted as if it were meant so („95.000 €/Monat =
  // 1.140.000 €/Jahr“ beside „Ist 95.000 € Ihr Jahresgehalt?“): the question alone (decision 0068).
  if (parsed.ok && prompt === null) {
    const limitCents = limits.versicherungspflichtgrenze * 100;
    note =
      period === "year"
        ? copy.yearWithMonth({ annual: formatEuroFromCents(parsed.units), monthly: formatEuroFromCents(monthlyFromAnnualCents(parsed.units, limitCents)) })
        : copy.monthWithYear({ monthly: formatEuroFromCents(parsed.units), annual: formatEuroFromCents(annualFromMonthlyCents(parsed.units)) });
  }
  return (
    <NumberField
      id={id}
      label={label}
      hint={hint}
      value={value}
      onChange={onChange}
      // An English „85,000“ stays as typed until the question is answered; anything else readable is written the German way.
      onBlur={() => {
        if (parsed.ok && prompt?.kind !== "englishThousands" && formatEuroForField(parsed.units) !== value) onChange(formatEuroForField(parsed.units));
      }}
      error={unreadableMessage(parsed, errors)}
      inputMode="decimal"
      placeholder={placeholder}
      unit="€"
      note={note}
      prompt={
        prompt === null
          ? undefined
          : {
              text: promptText(copy, formatEuroFromCents, prompt, yearlyInMonthField),
              action: (
                <button
                  type="button"
                  className={buttonClasses("outline", "md", "min-h-11")}
                  onClick={() => onChange(formatEuroForField(prompt.suggestedCents))}
                >
                  {copy.apply({ suggested: formatEuroFromCents(prompt.suggestedCents) })}
                </button>
              ),
            }
      }
    />
  );
}
