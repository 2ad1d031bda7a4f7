import type { ChangeEvent, ReactNode } from "react";
import type { FieldErrors } from "~/content/calculators";
import { unreadableMessage } from "~/modules/enquiry-numbers";
import type { GermanNumber } from "~/modules/german-number";
import { cn } from "../ui/class-names";
import { Field, FieldUnit, fieldClasses } from "../ui/field";

/**
 * Native form controls of the calculators: a label for every control, hints and errors tied to
 * it with aria-describedby, 44 px touch targets, nothing wider than the screen. Each is a `Field`
 * of the section's `FieldGrid` (ui/field.tsx), so side by side the controls start level, and
 * each has the site's one field look: red only for an error, never for the cursor.
 */

// Hints explain the question; on paper only the answer counts (the print stylesheet, docs/decisions/0047).
export const hintText = cn(fieldClasses.hint, "mt-1 print:hidden");

function describedBy(...ids: Array<string | false | undefined>): string | undefined {
  return ids.filter(Boolean).join(" ") || undefined;
}

/** Label and hint: the first row of a field. */
export function FieldHead({ htmlFor, id, label, hintId, hint }: { htmlFor?: string; id?: string; label: string; hintId?: string; hint?: ReactNode }) {
  return (
    <>
      {htmlFor ? (
        <label htmlFor={htmlFor} className={fieldClasses.label}>
          {label}
        </label>
      ) : (
        <p id={id} className={fieldClasses.label}>
          {label}
        </p>
      )}
      {hint && (
        <p id={hintId} className={hintText}>
          {hint}
        </p>
      )}
    </>
  );
}

interface NumberFieldProps {
  id: string;
  label: string;
  hint?: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** The message for what was typed, or null when it can be read. */
  error: string | null;
  /** "decimal" for amounts and rates, "numeric" for whole numbers. */
  inputMode: "decimal" | "numeric";
  placeholder?: string;
  /** Unit shown at the right edge, e.g. "€" or "%". */
  unit?: string;
  /** Called when the field is left, e.g. to write „85000“ as „85.000“. */
  onBlur?: () => void;
  /** A line under the field that follows the input, e.g. the other period of a pay; part of the description. */
  note?: ReactNode;
  /** A question back about the input with a button to answer it („Meinten Sie 85.000 €?“); part of the description, like an error. */
  prompt?: { text: ReactNode; action: ReactNode };
}

/**
 * A text field for a German number. Whatever is typed stays in the field, also when it cannot be
 * read: the message says what is wrong, and the text is there to be corrected.
 */
export function NumberField({ id, label, hint, value, onChange, error, inputMode, placeholder, unit, onBlur, note, prompt }: NumberFieldProps) {
  const hintId = hint ? `${id}-hinweis` : undefined;
  const errorId = error ? `${id}-fehler` : undefined;
  const noteId = note ? `${id}-umrechnung` : undefined;
  const promptId = prompt ? `${id}-rueckfrage` : undefined;
  return (
    <Field
      head={<FieldHead htmlFor={id} label={label} hintId={hintId} hint={hint} />}
      control={
        <div className="relative">
          <input
            id={id}
            name={id}
            type="text"
            inputMode={inputMode}
            autoComplete="off"
            spellCheck={false}
            value={value}
            onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
            onBlur={onBlur}
            placeholder={placeholder}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(hintId, noteId, errorId, promptId)}
            className={cn(fieldClasses.control, unit && "pr-10")}
          />
          {unit && <FieldUnit unit={unit} />}
        </div>
      }
      foot={
        <>
          {note && (
            <p id={noteId} className="mt-2 text-sm text-ink tabular-nums">
              {note}
            </p>
          )}
          {error && (
            <p id={errorId} className={fieldClasses.error}>
              {error}
            </p>
          )}
          {prompt && (
            <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-control border border-line-strong bg-surface-tint p-3 print:hidden">
              <p id={promptId} className="text-sm font-semibold text-ink">
                {prompt.text}
              </p>
              {prompt.action}
            </div>
          )}
        </>
      }
    />
  );
}

interface CopyNumberFieldProps extends Omit<NumberFieldProps, "label" | "placeholder" | "error"> {
  /** The field's copy (app/content/calculators.ts): label, example, and a message for each way a text cannot be read. */
  copy: { label: string; placeholder?: string; errors: FieldErrors };
  /** The field's text as the calculator reads it (parsed once, by the calculator). */
  parsed: GermanNumber;
  /** What is wrong with a readable text, e.g. more children under 25 than in total; shown when the text itself is fine. */
  conflict?: string | null;
}

/** A number field worded by its copy: what it cannot read, it says in the copy's words. */
export function CopyNumberField({ copy, parsed, conflict = null, ...field }: CopyNumberFieldProps) {
  return <NumberField {...field} label={copy.label} placeholder={copy.placeholder} error={unreadableMessage(parsed, copy.errors) ?? conflict} />;
}

interface SelectFieldProps {
  id: string;
  label: string;
  hint?: ReactNode;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  /** The text of a first, empty option („Bitte wählen“) for a select that starts without a choice. */
  emptyOption?: string;
}

export function SelectField({ id, label, hint, value, onChange, options, emptyOption }: SelectFieldProps) {
  const hintId = hint ? `${id}-hinweis` : undefined;
  return (
    <Field
      head={<FieldHead htmlFor={id} label={label} hintId={hintId} hint={hint} />}
      control={
        <select
          id={id}
          name={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-describedby={hintId}
          className={cn(fieldClasses.control, "pr-8")}
        >
          {emptyOption !== undefined && <option value="">{emptyOption}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      }
    />
  );
}
