import { Check } from "lucide-react";
import { Checkbox } from "radix-ui";
import { legalRoute } from "~/config/site-routes";
import { wizardCopy } from "~/content/wizard";

interface PrivacyConsentProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** Enter on the checkbox: Radix ignores it (WAI-ARIA); in this form it means "send". */
  onEnter: () => void;
}

const ID = "anfrage-datenschutz";

/**
 * The one enforced field (spec §5): consent, with "Datenschutzerklärung" linking the privacy
 * page, which app/browser/legal-dialogs.ts opens in a dialog over the form.
 */
export function PrivacyConsent({ checked, onCheckedChange, onEnter }: PrivacyConsentProps) {
  const { before, link, after } = wizardCopy.privacy;
  return (
    <div className="flex gap-3 rounded-control border border-line bg-surface-muted p-4">
      <Checkbox.Root
        id={ID}
        name="datenschutz"
        checked={checked}
        onCheckedChange={(state) => onCheckedChange(state === true)}
        required
        onKeyDown={(event) => {
          if (event.key === "Enter" && !event.nativeEvent.isComposing) {
            event.preventDefault();
            onEnter();
          }
        }}
        className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-md border-2 border-ink-muted bg-white text-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus data-[state=checked]:border-brand-700 data-[state=checked]:bg-brand-700">
        <Checkbox.Indicator>
          <Check aria-hidden="true" className="size-4" strokeWidth={3} />
        </Checkbox.Indicator>
      </Checkbox.Root>
      {/* A link inside a label does not toggle the checkbox: the label ignores clicks on interactive content. */}
      <label htmlFor={ID} className="cursor-pointer text-ink">
        {before}
        <a
          href={legalRoute("datenschutz").path}
          className="font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus">
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
