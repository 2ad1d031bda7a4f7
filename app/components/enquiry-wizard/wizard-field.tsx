import type { ChangeEvent, KeyboardEvent, ReactNode } from "react";
import { cn } from "../ui/class-names";
import { isDigitsWithin } from "~/modules/whole-number";

interface WizardFieldProps {
  id: string;
  /** The field's name in the spec's form state (name, age, beruf, einkommen). */
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  help?: string;
  /** Id of further text describing the field (e.g. the income hint). */
  describedBy?: string;
  autoComplete?: string;
  /** A whole-number field: the spec's number input, accepting digits only, at most this many. */
  maxDigits?: number;
  min?: number;
  max?: number;
  maxLength?: number;
  /** Unit shown inside the field on the right, e.g. "€". */
  unit?: string;
  children?: ReactNode;
}

// Keys a number input accepts that make no whole, positive number: exponent, signs, decimals.
const REJECTED_NUMBER_KEYS = new Set(["e", "E", "+", "-", ".", ","]);

/**
 * One labelled input of the wizard. Required is marked as the spec asks (asterisk and attribute)
 * but not enforced: the form has noValidate, so every step can be passed empty.
 */
export function WizardField({
  id,
  name,
  label,
  value,
  onChange,
  placeholder,
  help,
  describedBy,
  autoComplete,
  maxDigits,
  min,
  max,
  maxLength,
  unit,
  children,
}: WizardFieldProps) {
  const numeric = maxDigits !== undefined;
  const helpId = help ? `${id}-hilfe` : undefined;
  const description = [helpId, describedBy].filter(Boolean).join(" ") || undefined;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.target.value;
    // Pasted "-5" or "1e5" is refused; React then puts the previous value back into the field.
    if (numeric && !isDigitsWithin(next, maxDigits)) return;
    onChange(next);
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (numeric && REJECTED_NUMBER_KEYS.has(event.key)) event.preventDefault();
  };

  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-ink">
        {label}{" "}
        <span aria-hidden="true" className="text-brand-700">
          *
        </span>
      </label>
      {help && (
        <p id={helpId} className="text-sm text-ink-muted">
          {help}
        </p>
      )}
      <div className="relative mt-2">
        <input
          id={id}
          name={name}
          type={numeric ? "number" : "text"}
          inputMode={numeric ? "numeric" : undefined}
          step={numeric ? 1 : undefined}
          min={min}
          max={max}
          maxLength={maxLength}
          required
          value={value}
          onChange={handleChange}
          onKeyDown={handleKeyDown}
          placeholder={placeholder}
          autoComplete={autoComplete}
          aria-describedby={description}
          className={cn(
            "block min-h-12 w-full rounded-control border border-ink-muted/70 bg-white px-4 text-base text-ink placeholder:text-ink-muted",
            "focus-visible:border-brand-700 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-focus",
            "[appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none",
            unit && "pr-10",
          )}
        />
        {unit && (
          <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 right-4 flex items-center text-ink-muted">
            {unit}
          </span>
        )}
      </div>
      {children}
    </div>
  );
}
