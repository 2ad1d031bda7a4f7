import { ArrowLeft, Check, Mail, MessageCircle } from "lucide-react";
import type { Ref } from "react";
import { Button, buttonClasses } from "../ui/button";
import { CopyMessage } from "./copy-message";
import { EndingHeading, RestartButton } from "./ending-parts";
import { useWizardWords } from "./wizard-words";

export type HandoffChannel = "whatsapp" | "email";

interface WizardHandoffProps {
  channel: HandoffChannel;
  /** The link the channel was opened with, to open it again from the visitor's own click. */
  url: string;
  message: string;
  headingRef: Ref<HTMLHeadingElement>;
  onConfirm: () => void;
  onBack: () => void;
}

/**
 * After WhatsApp or the mail program was opened: the page cannot see the message leave, so it
 * says where it waits, keeps the draft, and lets the visitor confirm „Ja, Nachricht ist gesendet“
 * — only that clears it (docs/decisions/0063).
 */
export function WizardHandoff({ channel, url, message, headingRef, onConfirm, onBack }: WizardHandoffProps) {
  const wizardCopy = useWizardWords().copy;
  const { heading, text, reopen } = wizardCopy.handoff[channel];
  const Icon = channel === "whatsapp" ? MessageCircle : Mail;
  return (
    <div className="grid gap-5 p-5 sm:p-8">
      <EndingHeading headingRef={headingRef}>{heading}</EndingHeading>
      <p className="text-ink-muted">{text}</p>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Button onClick={onConfirm}>
          <Check aria-hidden="true" className="size-5" />
          {wizardCopy.handoff.confirm}
        </Button>
        {/* A real link: it opens from the visitor's own click, which no pop-up blocker stops. */}
        <a href={url} {...(channel === "whatsapp" ? { target: "_blank", rel: "noopener noreferrer" } : {})} className={buttonClasses("outline", "md")}>
          <Icon aria-hidden="true" className="size-5" />
          {reopen}
        </a>
        <Button variant="ghost" onClick={onBack}>
          <ArrowLeft aria-hidden="true" className="size-5" />
          {wizardCopy.handoff.back}
        </Button>
      </div>
      <CopyMessage message={message} />
    </div>
  );
}

interface WizardDoneProps {
  headingRef: Ref<HTMLHeadingElement>;
  onRestart: () => void;
}

/** After the visitor confirmed the hand-off: thanks, and the reply promise. */
export function WizardDone({ headingRef, onRestart }: WizardDoneProps) {
  const { heading, text } = useWizardWords().copy.handoff.done;
  return (
    <div className="p-5 sm:p-8">
      <EndingHeading headingRef={headingRef}>{heading}</EndingHeading>
      <p className="mt-3 text-ink-muted">{text}</p>
      <RestartButton onRestart={onRestart} />
    </div>
  );
}
