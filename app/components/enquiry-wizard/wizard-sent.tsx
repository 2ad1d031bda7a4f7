import { CheckCircle2 } from "lucide-react";
import type { Ref } from "react";
import { EndingHeading, RestartButton } from "./ending-parts";
import { useWizardWords } from "./wizard-words";

interface WizardSentProps {
  /** The reference the relay confirmed, e.g. „PKV-7K3Q“. */
  reference: string;
  headingRef: Ref<HTMLHeadingElement>;
  onRestart: () => void;
}

/** After the site's server confirmed that the mail server took the enquiry: the only view that says it arrived. */
export function WizardSent({ reference, headingRef, onRestart }: WizardSentProps) {
  const { heading, text, referenceLabel, referenceNote } = useWizardWords().copy.delivery.sent;
  return (
    <div className="p-5 sm:p-8">
      <EndingHeading headingRef={headingRef} className="flex items-center gap-2">
        <CheckCircle2 aria-hidden="true" className="size-7 shrink-0 text-brand-700" />
        {heading}
      </EndingHeading>
      <p className="mt-3 text-ink-muted">{text}</p>
      <dl className="mt-5 rounded-control border border-line bg-surface-muted p-4">
        <dt className="text-sm text-ink-muted">{referenceLabel}</dt>
        <dd className="font-mono text-2xl font-bold tracking-wider text-ink">{reference}</dd>
        <dd className="mt-1 text-sm text-ink-muted">{referenceNote}</dd>
      </dl>
      <RestartButton onRestart={onRestart} />
    </div>
  );
}
