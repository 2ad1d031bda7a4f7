import type { ChangeEvent, ReactNode } from "react";
import { cn } from "../ui/class-names";

/**
 * Native form controls of the calculators: a label for every control, hints and errors tied to
 * it with aria-describedby, 44 px touch targets, nothing wider than the screen.
 */

const control =
  "block min-h-12 w-full min-w-0 rounded-control border border-ink-muted/70 bg-white px-4 text-base text-ink " +
  "focus-visible:border-brand-700 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-focus";

const labelText = "block font-semibold text-ink";
// Hints explain the question; on paper only the answer counts (the print stylesheet, issue 25).
const hintText = "mt-1 text-sm text-ink-muted print:hidden";

function describedBy(...ids: Array<string | false | undefined>): string | undefined {
  return ids.filter(Boolean).join(" ") || undefined;
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
    <div>
      <label htmlFor={id} className={labelText}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className={hintText}>
          {hint}
        </p>
      )}
      <div className="relative mt-2">
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
          className={cn(control, unit && "pr-10", error && "border-brand-700")}
        />
        {unit && (
          <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 right-4 flex items-center text-ink-muted">
            {unit}
          </span>
        )}
      </div>
      {note && (
        <p id={noteId} className="mt-2 text-sm text-ink tabular-nums">
          {note}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-2 text-sm font-semibold text-brand-700">
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
    </div>
  );
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
    <div>
      <label htmlFor={id} className={labelText}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className={hintText}>
          {hint}
        </p>
      )}
      <select id={id} name={id} value={value} onChange={(event) => onChange(event.target.value)} aria-describedby={hintId} className={cn(control, "mt-2 pr-8")}>
        {emptyOption !== undefined && <option value="">{emptyOption}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

const choice =
  "flex min-h-11 cursor-pointer items-center gap-3 rounded-control border border-line-strong bg-white px-4 py-2 text-ink " +
  "has-checked:border-brand-700 has-checked:bg-brand-50 " +
  "has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-focus";

interface RadioGroupProps<T extends string> {
  name: string;
  legend: string;
  value: T;
  onChange: (value: T) => void;
  options: Readonly<Record<T, string>>;
}

export function RadioGroup<T extends string>({ name, legend, value, onChange, options }: RadioGroupProps<T>) {
  return (
    <fieldset className="min-w-0">
      <legend className={labelText}>{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {(Object.entries(options) as [T, string][]).map(([optionValue, optionLabel]) => (
          <label key={optionValue} className={choice}>
            <input
              type="radio"
              name={name}
              value={optionValue}
              checked={value === optionValue}
              onChange={() => onChange(optionValue)}
              className="size-5 shrink-0 accent-brand-700 focus-visible:outline-none"
            />
            <span>{optionLabel}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

interface CheckboxFieldProps {
  id: string;
  label: string;
  hint?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

export function CheckboxField({ id, label, hint, checked, onChange }: CheckboxFieldProps) {
  const hintId = hint ? `${id}-hinweis` : undefined;
  return (
    <div>
      <label className={cn(choice, "w-fit max-w-full")}>
        <input
          id={id}
          name={id}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={hintId}
          className="size-5 shrink-0 accent-brand-700 focus-visible:outline-none"
        />
        <span className="font-semibold">{label}</span>
      </label>
      {hint && (
        <p id={hintId} className={hintText}>
          {hint}
        </p>
      )}
    </div>
  );
}
