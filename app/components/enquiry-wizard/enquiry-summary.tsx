import { Pencil } from "lucide-react";
import type { StepNumber, WizardStep } from "~/content/wizard-words";
import { MEMBER_AUDIENCE, readIncrease, readMemberDeductibleCents, readPremiumCents } from "~/modules/enquiry-member";
import { unreadableMessage } from "~/modules/enquiry-numbers";
import { enquiryValues, NOTE_FIELDS, type Enquiry } from "~/modules/whatsapp-message";
import { Button } from "../ui/button";
import { useWizardWords } from "./wizard-words";

interface EnquirySummaryProps {
  enquiry: Enquiry;
  steps: readonly WizardStep[];
  onEdit: (step: StepNumber) => void;
}

const GROUPS: ReadonlyArray<{ step: StepNumber; fields: ReadonlyArray<keyof Enquiry> }> = [
  { step: 1, fields: ["name", "age"] },
  // The calculators' notes ride with the job details they usually explain.
  { step: 2, fields: ["beruf", "einkommen", ...NOTE_FIELDS] },
  { step: 3, fields: ["versicherungsart"] },
];

/** A member's answers by step (docs/decisions/0070). */
const MEMBER_GROUPS: typeof GROUPS = [
  { step: 1, fields: ["name", "geburtsjahr"] },
  { step: 2, fields: ["versicherer", "tarif", "beitrag", "erhoehung", "selbstbehalt", "beihilfe", ...NOTE_FIELDS] },
  { step: 3, fields: ["bleiben"] },
];

/**
 * Step 4's overview: exactly the values the message will carry, with a way back to each
 * step. An age or income that cannot be read says why here too, beside its „nicht angegeben“.
 */
export function EnquirySummary({ enquiry, steps, onEdit }: EnquirySummaryProps) {
  const { summary, copy, fields: wizardFields, numbers, quote, member: memberWords } = useWizardWords();
  const values = enquiryValues(enquiry, summary);
  // Only a page with the member's words asks a member's questions (docs/decisions/0070).
  const memberFields = enquiry.anliegen === MEMBER_AUDIENCE ? memberWords?.fields : undefined;
  const member = memberFields !== undefined;
  const unreadable: Partial<Record<keyof Enquiry, string | null>> = memberFields
    ? {
        geburtsjahr: unreadableMessage(memberWords!.readBirthYearNow(enquiry.geburtsjahr), memberFields.geburtsjahr.errors),
        beitrag: unreadableMessage(readPremiumCents(enquiry.beitrag), memberFields.beitrag.errors),
        erhoehung: unreadableMessage(readIncrease(enquiry.erhoehung, enquiry.erhoehungEinheit), memberFields.erhoehung.errors),
        selbstbehalt: unreadableMessage(readMemberDeductibleCents(enquiry.selbstbehalt), memberFields.selbstbehalt.errors),
      }
    : {
        age: unreadableMessage(numbers.readAge(enquiry.age), wizardFields.age.errors),
        einkommen: unreadableMessage(numbers.readIncomeCents(enquiry.einkommen), wizardFields.einkommen.errors),
      };
  return (
    <div>
      <h4 className="font-semibold text-ink">{copy.summaryHeading}</h4>
      <ul className="mt-3 divide-y divide-line rounded-control border border-line">
        {(member ? MEMBER_GROUPS : GROUPS).map(({ step, fields }) => {
          const { label } = steps[step - 1]!;
          return (
            // Where the values and „Ändern“ do not fit side by side (320 px), the button moves below them.
            <li key={step} className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 px-4 py-3">
              <dl className="grid min-w-0 flex-[1_1_9rem] gap-x-4 gap-y-1 sm:grid-cols-[15rem_1fr]">
                {fields
                  .filter((field) => values[field] !== "")
                  .map((field) => (
                    <div key={field} className="contents">
                      <dt className="text-sm text-ink-muted">{summary.labels[field]}</dt>
                      <dd className="mb-1 font-medium break-words text-ink sm:mb-0">
                        {values[field]}
                        {unreadable[field] && (
                          <span className="block text-sm font-normal text-brand-700">
                            {quote(enquiry[field].trim())}: {unreadable[field]}
                          </span>
                        )}
                      </dd>
                    </div>
                  ))}
              </dl>
              <Button variant="ghost" className="-my-1 ml-auto shrink-0" onClick={() => onEdit(step)}>
                <Pencil aria-hidden="true" className="size-4" />
                {copy.edit}
                <span className="sr-only"> – {label}</span>
              </Button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
