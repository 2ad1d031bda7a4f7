import { MessageCircle, RotateCcw } from "lucide-react";
import type { Ref } from "react";
import { wizardCopy } from "~/content/wizard";
import { Button, buttonClasses } from "../ui/button";

interface WizardSentProps {
  /** The link WhatsApp was opened with, to open it again. */
  url: string;
  headingRef: Ref<HTMLHeadingElement>;
  onRestart: () => void;
}

/** After sending: the message waits in WhatsApp; say so, and offer to open it again or start over. */
export function WizardSent({ url, headingRef, onRestart }: WizardSentProps) {
  const { heading, text, reopen, restart } = wizardCopy.sent;
  return (
    <div className="p-5 sm:p-8">
      <h3
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-bold text-ink focus-visible:outline-3 focus-visible:outline-offset-4 focus-visible:outline-focus"
      >
        {heading}
      </h3>
      <p className="mt-3 text-ink-muted">{text}</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        {/* A real link: it opens from the visitor's own click, which no pop-up blocker stops. */}
        <a href={url} target="_blank" rel="noopener noreferrer" className={buttonClasses("primary", "md")}>
          <MessageCircle aria-hidden="true" className="size-5" />
          {reopen}
        </a>
        <Button variant="outline" onClick={onRestart}>
          <RotateCcw aria-hidden="true" className="size-5" />
          {restart}
        </Button>
      </div>
    </div>
  );
}
