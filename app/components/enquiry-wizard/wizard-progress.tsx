import { Check } from "lucide-react";
import { STEP_COUNT, type StepNumber, type WizardStep } from "~/content/wizard-words";
import { cn } from "../ui/class-names";
import { useWizardWords } from "./wizard-words";

/** The four steps by name and the progress bar (width step/4, pkv-site-spec.md §4); the member page names its own (docs/decisions/0070). */
export function WizardProgress({ step, steps }: { step: StepNumber; steps: readonly WizardStep[] }) {
  const { copy: wizardCopy, stepAnnouncement } = useWizardWords();
  return (
    <div className="border-b border-line px-4 py-5 sm:px-8">
      <ol aria-label={wizardCopy.stepListLabel} className="grid grid-cols-4 gap-2">
        {steps.map((item) => {
          const current = item.number === step;
          const passed = item.number < step;
          return (
            <li
              key={item.number}
              aria-current={current ? "step" : undefined}
              className="flex flex-col items-center gap-1.5 text-center sm:flex-row sm:gap-3 sm:text-left"
            >
              <span
                aria-hidden="true"
                className={cn(
                  "grid size-9 shrink-0 place-items-center rounded-full text-sm font-bold",
                  current && "bg-brand-700 text-white",
                  passed && "bg-brand-50 text-brand-800",
                  !current && !passed && "bg-surface-muted text-ink-muted",
                )}
              >
                {passed ? <Check className="size-4" strokeWidth={3} /> : item.number}
              </span>
              <span className="min-w-0">
                <span className="sr-only">{item.number}. </span>
                <span className={cn("block text-xs leading-tight sm:text-sm", current ? "font-bold text-ink" : "font-medium text-ink-muted")}>
                  {item.label}
                </span>
                <span className="hidden text-xs text-ink-muted sm:block">{item.subtitle}</span>
              </span>
            </li>
          );
        })}
      </ol>
      {/* A div rather than <progress>: its bar can be styled alike in every browser and animated. */}
      <div
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={STEP_COUNT}
        aria-valuenow={step}
        aria-valuetext={stepAnnouncement(steps[step - 1]!)}
        aria-label={wizardCopy.progressLabel}
        className="mt-5 h-2 overflow-hidden rounded-full bg-surface-muted"
      >
        <div
          className="h-full rounded-full bg-brand-700 transition-[width] duration-300 ease-out motion-reduce:transition-none"
          style={{ width: `${(step / STEP_COUNT) * 100}%` }}
        />
      </div>
    </div>
  );
}
