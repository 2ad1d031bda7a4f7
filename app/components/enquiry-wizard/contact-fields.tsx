import type { WizardWords } from "~/content/wizard-words";
import { EMAIL_MAX_LENGTH, PHONE_MAX_LENGTH, emailProblem, phoneProblem, suggestedEmail } from "~/modules/contact-details";
import { Button } from "../ui/button";
import { FieldGrid, fieldClasses } from "../ui/field";
import type { StepProps } from "./step-props";
import { WizardField } from "./wizard-field";
import { useWizardWords } from "./wizard-words";

export const CONTACT_REQUIRED_ID = "anfrage-kontakt-pflicht";

interface ContactFieldsProps extends StepProps {
  /** After „Anfrage senden“ found neither a number nor an address (or one it cannot use): say so at once. */
  showErrors: boolean;
}

/** The phone number's problem in the owner's words, or null. */
export function phoneError(text: string, fields: WizardWords["fields"]): string | null {
  const problem = phoneProblem(text);
  return problem ? fields.telefon.errors[problem] : null;
}

/** The address's problem in the owner's words, or null. */
export function emailError(text: string, fields: WizardWords["fields"]): string | null {
  const problem = emailProblem(text);
  return problem ? fields.email.errors[problem] : null;
}

/**
 * Where the adviser can answer: phone and e-mail, at least one of them for the page's own channel
 * (docs/decisions/0063). An address whose domain looks mistyped („@gmial.com“) is questioned with a
 * one-tap fix; nothing is changed without the visitor.
 */
export function ContactFields({ enquiry, onChange, showErrors }: ContactFieldsProps) {
  const { fields: wizardFields, contactWish: contactWishCopy, emailSuggestionText } = useWizardWords();
  const suggestion = emailError(enquiry.email, wizardFields) ? null : suggestedEmail(enquiry.email);
  const neither = showErrors && enquiry.telefon.trim() === "" && enquiry.email.trim() === "";
  return (
    <div className="grid gap-3">
      <FieldGrid columns="sm:grid-cols-2">
        <WizardField
          id="anfrage-telefon"
          name="telefon"
          type="tel"
          required={false}
          unreadableHint={false}
          showError={showErrors}
          label={wizardFields.telefon.label}
          placeholder={wizardFields.telefon.placeholder}
          value={enquiry.telefon}
          onChange={(value) => onChange("telefon", value)}
          autoComplete="tel"
          describedBy={neither ? CONTACT_REQUIRED_ID : undefined}
          error={phoneError(enquiry.telefon, wizardFields)}
          maxLength={PHONE_MAX_LENGTH}
        />
        <WizardField
          id="anfrage-email"
          name="email"
          type="email"
          required={false}
          unreadableHint={false}
          showError={showErrors}
          label={wizardFields.email.label}
          placeholder={wizardFields.email.placeholder}
          value={enquiry.email}
          onChange={(value) => onChange("email", value)}
          autoComplete="email"
          describedBy={neither ? CONTACT_REQUIRED_ID : undefined}
          error={emailError(enquiry.email, wizardFields)}
          maxLength={EMAIL_MAX_LENGTH}
        >
          {suggestion && (
            <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink" role="status">
              <span>{emailSuggestionText(suggestion)}</span>
              <Button variant="ghost" className="-my-1" onClick={() => onChange("email", suggestion)}>
                {wizardFields.email.acceptSuggestion}
              </Button>
            </p>
          )}
        </WizardField>
      </FieldGrid>
      {neither && (
        <p id={CONTACT_REQUIRED_ID} className={fieldClasses.error}>
          {contactWishCopy.contactRequired}
        </p>
      )}
    </div>
  );
}
