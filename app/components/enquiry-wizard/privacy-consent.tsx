import { useWizardWords } from "./wizard-words";

interface PrivacyConsentProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** Enter on the checkbox: browsers ignore it; in this form it means "send". */
  onEnter: () => void;
}

export const PRIVACY_ID = "anfrage-datenschutz";

/**
 * The one enforced field (pkv-site-spec.md §5): consent to the WhatsApp channel, with
 * "Datenschutzerklärung" linking the privacy page's WhatsApp section, which
 * app/browser/legal-dialogs.ts opens in a dialog over the form.
 */
export function PrivacyConsent({ checked, onCheckedChange, onEnter }: PrivacyConsentProps) {
  const { before, link, href, after, binding } = useWizardWords().copy.privacy;
  const linkClasses =
    "font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus";
  return (
    <div className="flex gap-3 rounded-control border border-line bg-surface-muted p-4">
      <input
        type="checkbox"
        id={PRIVACY_ID}
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
      <label htmlFor={PRIVACY_ID} className="cursor-pointer text-ink">
        {before}
        <a href={href} className={linkClasses}>
          {link}
        </a>
        {after}
        {/* The English page links its courtesy translation, then the binding German policy (docs/decisions/0073). */}
        {binding && (
          <>
            <a href={binding.href} lang="de" className={linkClasses}>
              {binding.link}
            </a>
            {binding.after}
          </>
        )}{" "}
        <span aria-hidden="true" className="text-brand-700">
          *
        </span>
      </label>
    </div>
  );
}
