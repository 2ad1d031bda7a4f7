import { CheckCircle2, RotateCcw } from "lucide-react";
import type { Ref } from "react";
import { wizardCopy } from "~/content/wizard";
import { Button } from "../ui/button";

interface WizardSentProps {
  /** The reference the relay confirmed, e.g. „PKV-7K3Q“. */
  reference: string;
  headingRef: Ref<HTMLHeadingElement>;
  onRestart: () => void;
}

/** After the site's server confirmed that the mail server took the enquiry: the only view that says it arrived. */
export function WizardSent({ reference, headingRef, onRestart }: WizardSentProps) {
  const { heading, text, referenceLabel, referenceNote } = wizardCopy.delivery.sent;
  return (
    <div className="p-5 sm:p-8">
      <h3
        ref={headingRef}
        tabIndex={-1}
        className="flex items-center gap-2 text-2xl font-bold text-ink focus-visible:outline-3 focus-visible:outline-offset-4 focus-visible:outline-focus"
      >
        <CheckCircle2 aria-hidden="true" className="size-7 shrink-0 text-brand-700" />
        {heading}
      </h3>
      <p className="mt-3 text-ink-muted">{text}</p>
      <dl className="mt-5 rounded-control border border-line bg-surface-muted p-4">
        <dt className="text-sm text-ink-muted">{referenceLabel}</dt>
        <dd className="font-mono text-2xl font-bold tracking-wider text-ink">{reference}</dd>
        <dd className="mt-1 text-sm text-ink-muted">{referenceNote}</dd>
      </dl>
      <div className="mt-8">
        <Button variant="outline" onClick={onRestart}>
          <RotateCcw aria-hidden="true" className="size-5" />
          {wizardCopy.handoff.restart}
        </Button>
      </div>
    </div>
  );
}
