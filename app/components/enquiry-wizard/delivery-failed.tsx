import { Phone } from "lucide-react";
import type { Ref } from "react";
import { siteConfig } from "~/config/site-config";
import type { DeliveryFailure } from "~/modules/enquiry-mail";
import { telHref } from "~/modules/tel-link";
import { CopyMessage } from "./copy-message";
import { useWizardWords } from "./wizard-words";

interface DeliveryFailedProps {
  reason: DeliveryFailure;
  message: string;
  headingRef: Ref<HTMLHeadingElement>;
}

/**
 * „Ihre Anfrage wurde nicht gesendet“: said plainly, with the reason, above the form that still
 * holds everything, and the other ways — the phone with its hours, the text to copy; WhatsApp and
 * e-mail are the buttons below (docs/decisions/0063).
 */
export function DeliveryFailed({ reason, message, headingRef }: DeliveryFailedProps) {
  const { heading, reasons, kept, call, callHours } = useWizardWords().copy.delivery.failed;
  return (
    <div role="alert" className="grid gap-3 rounded-control border-2 border-brand-700 bg-brand-50 p-4">
      <h4
        ref={headingRef}
        tabIndex={-1}
        className="text-lg font-bold text-brand-800 focus-visible:outline-3 focus-visible:outline-offset-4 focus-visible:outline-focus"
      >
        {heading}
      </h4>
      <p className="text-ink">
        {reasons[reason]} {kept}
      </p>
      <p className="text-ink">
        <a
          href={telHref(siteConfig.phone.digits)}
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800 underline underline-offset-4"
        >
          <Phone aria-hidden="true" className="size-5" />
          {call}
        </a>
        <span className="block text-sm text-ink-muted">{callHours}</span>
      </p>
      <CopyMessage message={message} />
    </div>
  );
}
