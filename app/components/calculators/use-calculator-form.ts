import { useRef, useState } from "react";
import { TICKED, inputParams } from "~/modules/calculators/url-state";
import type { GermanNumberRules } from "~/modules/german-number";
import type { AddressNotation } from "./calculator-language";
import { DEFAULT_CALCULATOR_YEAR, knownYear } from "./calculator-year";
import { useCalculatorInput } from "./use-calculator-input";

/**
 * One control of a calculator's form: its name after the calculator's prefix, the value it starts
 * with, what the prerendered control shows, which restored value it takes over (null: none), and
 * its text in the page address ("" leaves it out); a number field names the rules it is read by,
 * so the English page can write it in the address the way the German one does (decision 0073).
 */
export type FormField<T> =
  | {
      control: "value" | "radio";
      name: string;
      initial: T;
      rendered: string;
      take(restored: string): T | null;
      param(value: T): string;
      number?: GermanNumberRules;
    }
  | { control: "checkbox"; name: string; initial: T; rendered: boolean; take(restored: boolean): T | null; param(value: T): string };

/** A text field: starts empty, takes any text; `number`: the rules a number field is read by. */
export function textField(name: string, number?: GermanNumberRules): FormField<string> {
  return { control: "value", name, initial: "", rendered: "", take: (restored) => restored, param: (value) => value, ...(number ? { number } : {}) };
}

function choiceField<T extends string>(control: "value" | "radio", name: string, initial: T, accepts: (value: string) => value is T): FormField<T> {
  return { control, name, initial, rendered: initial, take: (restored) => (accepts(restored) ? restored : null), param: (value) => value };
}

/** A select: starts with `initial`, takes only a value `accepts` knows. */
export function selectField<T extends string>(name: string, initial: T, accepts: (value: string) => value is T): FormField<T> {
  return choiceField("value", name, initial, accepts);
}

/** A radio group: starts with `initial`, takes only one of `options`. */
export function radioField<T extends string>(name: string, initial: T, options: readonly T[]): FormField<T> {
  return choiceField("radio", name, initial, (value): value is T => (options as readonly string[]).includes(value));
}

/** A checkbox: starts unticked. */
export function checkboxField(name: string): FormField<boolean> {
  return { control: "checkbox", name, initial: false, rendered: false, take: (restored) => restored, param: (ticked) => (ticked ? TICKED : "") };
}

// `any`: a form's fields differ in their value type; Values<F> reads each one's back.
type Fields = Readonly<Record<string, FormField<any>>>;
type Values<F extends Fields> = { [K in keyof F]: F[K] extends FormField<infer T> ? T : never };
type Setters<F extends Fields> = { readonly [K in keyof F]: (value: Values<F>[K]) => void };

/**
 * A calculator's form: the year and `fields` as state, each control's id (`<prefix>-<name>`), the
 * input as address parameters in the order of `fields`, and, on hydration, what was typed before
 * the script arrived or what the address holds (useCalculatorInput). With `address` (the English
 * page) a number field's text is written in the address and read from it in the German notation,
 * so a link and the language switch mean the same figures on both pages (decision 0073).
 */
export function useCalculatorForm<F extends Fields>(idPrefix: string, fields: F, address?: AddressNotation) {
  const keys = Object.keys(fields) as (keyof F & string)[];
  const [year, setYear] = useState(DEFAULT_CALCULATOR_YEAR);
  const [values, setValues] = useState(() => Object.fromEntries(keys.map((key) => [key, fields[key].initial])) as Values<F>);
  // Stable setters, one a field, like useState's own.
  const [set] = useState(
    () => Object.fromEntries(keys.map((key) => [key, (value: unknown) => setValues((current) => ({ ...current, [key]: value }))])) as unknown as Setters<F>,
  );
  const fieldsRef = useRef<HTMLDivElement>(null);
  const ids = { year: `${idPrefix}-jahr`, ...(Object.fromEntries(keys.map((key) => [key, `${idPrefix}-${fields[key].name}`])) as Record<keyof F, string>) };

  const inAddress = (field: FormField<any>, value: unknown): string => {
    const text = field.param(value);
    return address && field.control !== "checkbox" && field.number ? address.toAddress(text, field.number) : text;
  };
  const params = inputParams(
    [ids.year, String(year)],
    keys.map((key) => [ids[key], inAddress(fields[key], values[key]), inAddress(fields[key], fields[key].initial)] as const),
  );
  useCalculatorInput(fieldsRef, idPrefix, params, (input) => {
    const typedYear = knownYear(input.value(ids.year, String(DEFAULT_CALCULATOR_YEAR)));
    if (typedYear !== null) setYear(typedYear);
    for (const key of keys) {
      const field = fields[key];
      let taken: unknown = null;
      if (field.control === "checkbox") {
        const ticked = input.checked(ids[key], field.rendered);
        if (ticked !== null) taken = field.take(ticked);
      } else {
        const rules = field.number;
        const fromAddress = address && rules ? (text: string) => address.fromAddress(text, rules) : undefined;
        const typed = field.control === "radio" ? input.radio(ids[key], field.rendered) : input.value(ids[key], field.rendered, fromAddress);
        if (typed !== null) taken = field.take(typed);
      }
      if (taken !== null) (set[key] as (value: unknown) => void)(taken);
    }
  });

  return { idPrefix, year, setYear, values, set, ids, params, fieldsRef };
}

/** What a calculator's form gives it (useCalculatorForm). */
export type CalculatorForm<F extends Fields = Fields> = ReturnType<typeof useCalculatorForm<F>>;
