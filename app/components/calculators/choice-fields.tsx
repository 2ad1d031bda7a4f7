import type { ReactNode } from "react";
import { cn } from "../ui/class-names";
import { Field } from "../ui/field";
import { FieldHead, hintText } from "./fields";

/** The calculators' choices: radio buttons and checkboxes as labelled boxes, each a `Field` of the section's grid (see fields.tsx). */

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
  /** What the choice means, under the choices; part of the group's description. */
  hint?: ReactNode;
  /** Across both columns from `sm` on, for choices with long labels and a long hint. */
  wide?: boolean;
}

/**
 * The group's name stands in the field's first row, like a label, and names the fieldset by
 * aria-labelledby: a rendered <legend> cannot be placed in a row of the surrounding grid.
 */
export function RadioGroup<T extends string>({ name, legend, value, onChange, options, hint, wide = false }: RadioGroupProps<T>) {
  const legendId = `${name}-legende`;
  const hintId = hint ? `${name}-hinweis` : undefined;
  return (
    <Field
      className={wide ? "sm:col-span-2" : undefined}
      head={<FieldHead id={legendId} label={legend} />}
      control={
        <fieldset aria-labelledby={legendId} aria-describedby={hintId} className="min-w-0">
          <div className="flex flex-wrap gap-2">
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
          {hint && (
            <p id={hintId} className={cn(hintText, "mt-2")}>
              {hint}
            </p>
          )}
        </fieldset>
      }
    />
  );
}

interface CheckboxFieldProps {
  id: string;
  label: string;
  hint?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** A checkbox labelled inside its box: the first row stays empty, so the box is level with a neighbour's control. */
export function CheckboxField({ id, label, hint, checked, onChange }: CheckboxFieldProps) {
  const hintId = hint ? `${id}-hinweis` : undefined;
  return (
    <Field
      head={null}
      control={
        <>
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
        </>
      }
    />
  );
}
