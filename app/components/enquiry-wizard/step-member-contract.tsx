import { readIncrease, readMemberDeductibleCents, readPremiumCents } from "~/modules/enquiry-member";
import { NUMBER_TEXT_MAX_LENGTH, unreadableMessage } from "~/modules/enquiry-numbers";
import { TEXT_MAX_LENGTH } from "~/modules/whatsapp-message";
import { cn } from "../ui/class-names";
import { Field, FieldGrid, fieldClasses } from "../ui/field";
import type { StepProps } from "./step-props";
import { WizardField } from "./wizard-field";
import { useWizardWords } from "./wizard-words";

const UNIT_ID = "anfrage-erhoehung-einheit";

/** A small group of radios in the wizard's look (Beihilfe yes/no), one field of the grid: native radios, so arrow keys and focus are the browser's. */
function RadioRow({
  name,
  legend,
  value,
  options,
  onChange,
}: {
  name: string;
  legend: string;
  value: string;
  options: Readonly<Record<string, string>>;
  onChange: (value: string) => void;
}) {
  const legendId = `anfrage-${name}-frage`;
  return (
    <Field
      head={
        <p id={legendId} className={fieldClasses.label}>
          {legend}
        </p>
      }
      control={
        <fieldset aria-labelledby={legendId} className="flex flex-wrap gap-x-6 gap-y-2">
          {Object.entries(options).map(([id, label]) => (
            <label key={id} className="flex min-h-11 cursor-pointer items-center gap-2 text-ink">
              <input
                type="radio"
                name={name}
                value={id}
                checked={value === id}
                onChange={() => onChange(id)}
                className="size-6 shrink-0 cursor-pointer accent-brand-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
              />
              {label}
            </label>
          ))}
        </fieldset>
      }
    />
  );
}

/**
 * Step 2 on the member page (docs/decisions/0070): the contract as it stands — insurer, tariffs,
 * premium, the last increase in euros or per cent, deductible, Beihilfe. Like every step it can be
 * passed empty; what is not given reads „nicht angegeben“ in the message.
 */
export function StepMemberContract({ enquiry, onChange }: StepProps) {
  // Only the member page's entry brings these words (docs/decisions/0070).
  const f = useWizardWords().member!.fields;
  return (
    <FieldGrid columns="sm:grid-cols-2">
      <WizardField
        id="anfrage-versicherer"
        name="versicherer"
        label={f.versicherer.label}
        placeholder={f.versicherer.placeholder}
        value={enquiry.versicherer}
        onChange={(value) => onChange("versicherer", value)}
        autoComplete="off"
        maxLength={TEXT_MAX_LENGTH}
      />
      <WizardField
        id="anfrage-tarif"
        name="tarif"
        label={f.tarif.label}
        placeholder={f.tarif.placeholder}
        help={f.tarif.help}
        value={enquiry.tarif}
        onChange={(value) => onChange("tarif", value)}
        autoComplete="off"
        maxLength={TEXT_MAX_LENGTH}
        required={false}
      />
      <WizardField
        id="anfrage-beitrag"
        name="beitrag"
        label={f.beitrag.label}
        placeholder={f.beitrag.placeholder}
        help={f.beitrag.help}
        value={enquiry.beitrag}
        onChange={(value) => onChange("beitrag", value)}
        autoComplete="off"
        inputMode="decimal"
        error={unreadableMessage(readPremiumCents(enquiry.beitrag), f.beitrag.errors)}
        maxLength={NUMBER_TEXT_MAX_LENGTH}
        unit="€"
      />
      <WizardField
        id="anfrage-selbstbehalt"
        name="selbstbehalt"
        label={f.selbstbehalt.label}
        placeholder={f.selbstbehalt.placeholder}
        help={f.selbstbehalt.help}
        value={enquiry.selbstbehalt}
        onChange={(value) => onChange("selbstbehalt", value)}
        autoComplete="off"
        inputMode="decimal"
        error={unreadableMessage(readMemberDeductibleCents(enquiry.selbstbehalt), f.selbstbehalt.errors)}
        maxLength={NUMBER_TEXT_MAX_LENGTH}
        unit="€"
        required={false}
      />
      <WizardField
        id="anfrage-erhoehung"
        name="erhoehung"
        label={f.erhoehung.label}
        placeholder={f.erhoehung.placeholder}
        help={f.erhoehung.help}
        value={enquiry.erhoehung}
        onChange={(value) => onChange("erhoehung", value)}
        autoComplete="off"
        inputMode="decimal"
        error={unreadableMessage(readIncrease(enquiry.erhoehung, enquiry.erhoehungEinheit), f.erhoehung.errors)}
        maxLength={NUMBER_TEXT_MAX_LENGTH}
        unit={enquiry.erhoehungEinheit === "prozent" ? "%" : "€"}
        required={false}
      >
        <div className="mt-2 flex items-center gap-3">
          <label htmlFor={UNIT_ID} className="text-sm text-ink">
            {f.erhoehung.unitLegend}
          </label>
          <select
            id={UNIT_ID}
            name="erhoehungEinheit"
            value={enquiry.erhoehungEinheit === "prozent" ? "prozent" : "euro"}
            onChange={(event) => onChange("erhoehungEinheit", event.target.value)}
            className={cn(fieldClasses.control, "w-auto pr-8")}
          >
            <option value="euro">{f.erhoehung.units.euro}</option>
            <option value="prozent">{f.erhoehung.units.prozent}</option>
          </select>
        </div>
      </WizardField>
      <RadioRow
        name="beihilfe"
        legend={f.beihilfe.legend}
        value={enquiry.beihilfe}
        options={f.beihilfe.options}
        onChange={(value) => onChange("beihilfe", value)}
      />
    </FieldGrid>
  );
}
