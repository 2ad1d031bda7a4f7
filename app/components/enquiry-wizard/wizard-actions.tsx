import { ArrowLeft, ArrowRight } from "lucide-react";
import type { ComponentProps } from "react";
import { STEP_COUNT } from "~/content/wizard-words";
import { Button } from "../ui/button";
import { FinishActions } from "./finish-actions";
import { useWizardWords } from "./wizard-words";

interface WizardActionsProps {
  step: number;
  onBack: () => void;
  /** What step 4's ways of sending need. */
  finish: ComponentProps<typeof FinishActions>;
}

/** The buttons under a step: „Zurück“ above step 1, then „Weiter“, or at step 4 the ways of sending. */
export function WizardActions({ step, onBack, finish }: WizardActionsProps) {
  const wizardCopy = useWizardWords().copy;
  return (
    <div className="mt-8 flex flex-wrap items-center gap-3">
      {step > 1 && (
        <Button variant="outline" onClick={onBack}>
          <ArrowLeft aria-hidden="true" className="size-5" />
          {wizardCopy.back}
        </Button>
      )}
      {step === STEP_COUNT ? (
        <FinishActions {...finish} />
      ) : (
        // Disabled until hydrated: before that, a click would submit the form as a page load. Its
        // label says so meanwhile (docs/decisions/0068-prospects-slips.md).
        <Button type="submit" size="lg" disabled={!finish.hydrated} className="ml-auto min-w-0 max-sm:flex-1">
          {finish.hydrated ? wizardCopy.next : wizardCopy.nextLoading}
          <ArrowRight aria-hidden="true" className="size-5" />
        </Button>
      )}
    </div>
  );
}
