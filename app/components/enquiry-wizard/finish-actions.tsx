import { Mail, MessageCircle, Send } from "lucide-react";
import type { MouseEvent } from "react";
import { Button, buttonClasses } from "../ui/button";
import { useWizardWords } from "./wizard-words";

interface FinishActionsProps {
  /** The site can deliver itself: „Anfrage senden“ comes first and is the form's submit button. */
  canDeliver: boolean;
  delivering: boolean;
  hydrated: boolean;
  privacyAccepted: boolean;
  mailtoUrl: string;
  onWhatsApp: () => void;
  onEmail: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/**
 * Step 4's ways to send: the page's own channel first where the site has one, then WhatsApp (which
 * needs the tick above it) and the e-mail program. Disabled until hydrated: before that, a click
 * would submit the form as a page load.
 */
export function FinishActions({ canDeliver, delivering, hydrated, privacyAccepted, mailtoUrl, onWhatsApp, onEmail }: FinishActionsProps) {
  const wizardCopy = useWizardWords().copy;
  const whatsApp = (
    <Button
      type={canDeliver ? "button" : "submit"}
      variant={canDeliver ? "outline" : "primary"}
      size="lg"
      disabled={!hydrated || !privacyAccepted}
      onClick={canDeliver ? onWhatsApp : undefined}
      className="max-sm:w-full"
    >
      {wizardCopy.send}
      <MessageCircle aria-hidden="true" className="size-5" />
    </Button>
  );
  const email = (extra = "") => (
    <a href={mailtoUrl} onClick={onEmail} className={buttonClasses("outline", "lg", `max-sm:w-full ${extra}`)}>
      <Mail aria-hidden="true" className="size-5" />
      {wizardCopy.sendByEmail}
    </a>
  );
  if (!canDeliver) {
    return (
      <>
        {email("ml-auto")}
        {whatsApp}
      </>
    );
  }
  return (
    <>
      <Button type="submit" size="lg" disabled={!hydrated || delivering} aria-busy={delivering || undefined} className="ml-auto max-sm:w-full">
        {delivering ? wizardCopy.delivery.sending : wizardCopy.delivery.send}
        <Send aria-hidden="true" className="size-5" />
      </Button>
      <p className="w-full text-sm text-ink-muted sm:text-right">{wizardCopy.delivery.note}</p>
      <p className="mt-2 w-full font-semibold text-ink sm:text-right">{wizardCopy.delivery.otherWays}</p>
      <div className="flex w-full flex-wrap justify-end gap-3">
        {email()}
        {whatsApp}
      </div>
    </>
  );
}
