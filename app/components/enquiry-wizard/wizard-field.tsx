import { useState, type ReactNode } from "react";
import { cn } from "../ui/class-names";
import { Field, FieldUnit, fieldClasses } from "../ui/field";
import { useWizardWords } from "./wizard-words";

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
  /**
   * A number field: a text input (a type="number" input empties itself on „7.083“ or „80.000,50 €“)
   * with the matching phone keyboard; what it cannot read is said by `error`.
   */
  inputMode?: "numeric" | "decimal";
  /** What cannot be read in the current text, in German; null while it can (or the field is empty). */
  error?: string | null;
  maxLength?: number;
  /** Unit shown inside the field on the right, e.g. "€". */
  unit?: string;
  /** The input's type; "text" unless a phone or mail keyboard helps ("tel", "email"). */
  type?: "text" | "tel" | "email";
  /** Marked with the asterisk (the spec's four fields); the contact fields are one-of-two and say so themselves. */
  required?: boolean;
  /** Show `error` now, not only once the field was left (after a send that needed the field). */
  showError?: boolean;
  /** Add the note that an unreadable number goes out as „nicht angegeben“ (number fields only). */
  unreadableHint?: boolean;
  children?: ReactNode;
}

/**
 * One labelled input of the wizard. Required is marked as the spec asks (asterisk and attribute)
 * but not enforced: the form has noValidate, so every step can be passed empty. Whatever is typed
 * stays as typed; a number field says what it cannot read once the visitor has left it (not at
 * the first keystroke of „7.083“), and from then on as they correct it (docs/decisions/0043).
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
  inputMode,
  error = null,
  maxLength,
  unit,
  type = "text",
  required = true,
  showError = false,
  unreadableHint = true,
  children,
}: WizardFieldProps) {
  const { unreadableNote } = useWizardWords();
  const [left, setLeft] = useState(false);
  const shownError = left || showError ? error : null;
  const helpId = help ? `${id}-hilfe` : undefined;
  const errorId = shownError ? `${id}-fehler` : undefined;
  const description = [helpId, errorId, describedBy].filter(Boolean).join(" ") || undefined;

  return (
    <Field
      head={
        <>
          <label htmlFor={id} className={fieldClasses.label}>
            {label}
            {required && (
              <>
                {" "}
                <span aria-hidden="true" className="text-brand-700">
                  *
                </span>
              </>
            )}
          </label>
          {help && (
            <p id={helpId} className={fieldClasses.hint}>
              {help}
            </p>
          )}
        </>
      }
      control={
        <div className="relative">
          <input
            id={id}
            name={name}
            type={type}
            inputMode={inputMode}
            spellCheck={inputMode ? false : undefined}
            maxLength={maxLength}
            required={required}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            onBlur={() => setLeft(true)}
            placeholder={placeholder}
            autoComplete={autoComplete}
            aria-invalid={shownError ? true : undefined}
            aria-describedby={description}
            className={cn(fieldClasses.control, unit && "pr-10")}
          />
          {unit && <FieldUnit unit={unit} />}
        </div>
      }
      foot={
        <>
          {shownError && (
            <p id={errorId} className={fieldClasses.error}>
              {shownError}
              {unreadableHint && <span className="font-normal text-ink-muted"> {unreadableNote}</span>}
            </p>
          )}
          {children}
        </>
      }
    />
  );
}
