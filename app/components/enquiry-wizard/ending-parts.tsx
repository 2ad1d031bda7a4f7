import { RotateCcw } from "lucide-react";
import type { ReactNode, Ref } from "react";
import { Button } from "../ui/button";
import { cn } from "../ui/class-names";
import { useWizardWords } from "./wizard-words";

/** The heading of a view after the form (sent, handed off, done): focus moves to it, so it shows the focus ring. */
export function EndingHeading({ headingRef, className, children }: { headingRef: Ref<HTMLHeadingElement>; className?: string; children: ReactNode }) {
  return (
    <h3
      ref={headingRef}
      tabIndex={-1}
      className={cn("text-2xl font-bold text-ink focus-visible:outline-3 focus-visible:outline-offset-4 focus-visible:outline-focus", className)}
    >
      {children}
    </h3>
  );
}

/** „Neue Anfrage beginnen“: an empty form at step 1. */
export function RestartButton({ onRestart }: { onRestart: () => void }) {
  return (
    <div className="mt-8">
      <Button variant="outline" onClick={onRestart}>
        <RotateCcw aria-hidden="true" className="size-5" />
        {useWizardWords().copy.handoff.restart}
      </Button>
    </div>
  );
}
