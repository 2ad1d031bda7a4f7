import { RadioGroup } from "radix-ui";
import { coverageOptions } from "~/content/wizard";
import type { StepProps } from "./step-props";

interface StepCoverageProps extends StepProps {
  /** Id of the step heading, which asks the question the options answer. */
  labelledBy: string;
  /** Enter on a radio: Radix leaves it to the page (WAI-ARIA radios ignore it); here it means "Weiter". */
  onEnter: () => void;
}

/** Step 3 "Versicherung": the coverage level as three radio cards (Radix RadioGroup). */
export function StepCoverage({ enquiry, onChange, labelledBy, onEnter }: StepCoverageProps) {
  return (
    <RadioGroup.Root
      name="versicherungsart"
      value={enquiry.versicherungsart}
      onValueChange={(value) => onChange("versicherungsart", value)}
      aria-labelledby={labelledBy}
      className="grid gap-3 md:grid-cols-3">
      {coverageOptions.map((option) => {
        const id = `anfrage-schutz-${option.id}`;
        return (
          <label
            key={option.id}
            htmlFor={id}
            className="flex cursor-pointer gap-3 rounded-card border border-ink-muted/40 bg-white p-4 transition-colors duration-150 hover:border-brand-700 has-[[data-state=checked]]:border-brand-700 has-[[data-state=checked]]:bg-brand-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus md:flex-col">
            <RadioGroup.Item
              id={id}
              value={option.id}
              aria-labelledby={`${id}-name`}
              aria-describedby={`${id}-beschreibung`}
              onKeyDown={(event) => {
                if (event.key === "Enter" && !event.nativeEvent.isComposing) {
                  event.preventDefault();
                  onEnter();
                }
              }}
              className="grid size-6 shrink-0 place-items-center rounded-full border-2 border-ink-muted bg-white outline-none data-[state=checked]:border-brand-700">
              <RadioGroup.Indicator className="size-3 rounded-full bg-brand-700" />
            </RadioGroup.Item>
            <span>
              <span id={`${id}-name`} className="block font-semibold text-ink">
                {option.label}
              </span>
              <span id={`${id}-beschreibung`} className="block text-sm text-ink">
                {option.description}
                <span className="mt-1 block text-ink-muted">{option.examples}</span>
              </span>
            </span>
          </label>
        );
      })}
    </RadioGroup.Root>
  );
}
