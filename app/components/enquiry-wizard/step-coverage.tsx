import type { StepProps } from "./step-props";
import { useWizardWords } from "./wizard-words";

interface StepCoverageProps extends StepProps {
  /** Id of the step heading, which asks the question the options answer. */
  labelledBy: string;
  /** Enter on a radio: browsers leave it to the page; in this form it means "Weiter". */
  onEnter: () => void;
}

/** Step 3 "Versicherung": the coverage level as three radio cards (native radios: arrow keys, focus and checking are the browser's). */
export function StepCoverage({ enquiry, onChange, labelledBy, onEnter }: StepCoverageProps) {
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className="grid gap-3 md:grid-cols-3">
      {useWizardWords().coverageOptions.map((option) => {
        const id = `anfrage-schutz-${option.id}`;
        return (
          <label
            key={option.id}
            htmlFor={id}
            className="flex cursor-pointer gap-3 rounded-card border border-ink-muted/40 bg-white p-4 transition-colors duration-150 hover:border-brand-700 has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-focus md:flex-col"
          >
            <input
              type="radio"
              id={id}
              name="versicherungsart"
              value={option.id}
              checked={enquiry.versicherungsart === option.id}
              onChange={() => onChange("versicherungsart", option.id)}
              aria-labelledby={`${id}-name`}
              aria-describedby={`${id}-beschreibung`}
              onKeyDown={(event) => {
                if (event.key === "Enter" && !event.nativeEvent.isComposing) {
                  event.preventDefault();
                  onEnter();
                }
              }}
              // The card shows the focus ring (has-focus-visible), so the radio itself needs none.
              className="mt-0.5 size-6 shrink-0 cursor-pointer accent-brand-700 outline-none"
            />
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
    </div>
  );
}
