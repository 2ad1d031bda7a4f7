import { legalRoute } from "~/config/site-routes";
import { wizardCopy } from "~/content/wizard";

interface PrivacyConsentProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** Enter on the checkbox: browsers ignore it; in this form it means "send". */
  onEnter: () => void;
}

const ID = "anfrage-datenschutz";

/**
 * The one enforced field (pkv-site-spec.md §5): consent to the WhatsApp channel, with
 * "Datenschutzerklärung" linking the privacy page's WhatsApp section, which
 * app/browser/legal-dialogs.ts opens in a dialog over the form.
 */
export function PrivacyConsent({ checked, onCheckedChange, onEnter }: PrivacyConsentProps) {
  const { before, link, anchor, after } = wizardCopy.privacy;
  return (
    <div className="flex gap-3 rounded-control border border-line bg-surface-muted p-4">
      <input
        type="checkbox"
        id={ID}
        name="datenschutz"
        checked={checked}
        onChange={(event) => onCheckedChange(event.currentTarget.checked)}
        required
        onKeyDown={(event) => {
          if (event.key === "Enter" && !event.nativeEvent.isComposing) {
            event.preventDefault();
            onEnter();
          }
        }}
        className="mt-0.5 size-6 shrink-0 cursor-pointer accent-brand-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
      />
      {/* A link inside a label does not toggle the checkbox: the label ignores clicks on interactive content. */}
      <label htmlFor={ID} className="cursor-pointer text-ink">
        {before}
        <a
          href={`${legalRoute("datenschutz").path}#${anchor}`}
          className="font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
        >
          {link}
        </a>
        {after}{" "}
        <span aria-hidden="true" className="text-brand-700">
          *
        </span>
      </label>
    </div>
  );
}
