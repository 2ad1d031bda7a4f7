import { callTimeWindows, callWindowLabel, contactWishCopy, type ContactChannel } from "~/content/wizard";
import { ANY_CALL_TIME } from "~/modules/call-time";
import { cn } from "../ui/class-names";
import { fieldClasses } from "../ui/field";
import type { StepProps } from "./step-props";

interface ContactWishProps extends StepProps {
  /** Enter on a radio: browsers leave it to the page; in this form it means "send". */
  onEnter: () => void;
}

const CHANNELS = Object.entries(contactWishCopy.channels) as [ContactChannel, string][];
const NOTE_ID = "anfrage-kontakt-hinweis";
const CALL_TIME_ID = "anfrage-rueckruf";

/**
 * Step 4's contact wish: the preferred channel and a call time within the adviser's opening hours
 * (or „egal“). Both optional; both go into the message as a wish the adviser confirms.
 */
export function ContactWish({ enquiry, onChange, onEnter }: ContactWishProps) {
  return (
    <fieldset className="grid gap-4 rounded-control border border-line p-4" aria-describedby={NOTE_ID}>
      <legend className="px-1 font-semibold text-ink">{contactWishCopy.legend}</legend>
      <p id={NOTE_ID} className="-mt-1 text-sm text-ink-muted">
        {contactWishCopy.note}
      </p>
      <fieldset>
        <legend className="font-semibold text-ink">{contactWishCopy.channelLegend}</legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          {CHANNELS.map(([id, label]) => (
            <label key={id} className="flex min-h-11 cursor-pointer items-center gap-2 text-ink">
              <input
                type="radio"
                name="kontaktweg"
                value={id}
                checked={enquiry.kontaktweg === id}
                onChange={() => onChange("kontaktweg", id)}
                onKeyDown={(event) => {
                  if (event.key === "Enter" && !event.nativeEvent.isComposing) {
                    event.preventDefault();
                    onEnter();
                  }
                }}
                className="size-6 shrink-0 cursor-pointer accent-brand-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor={CALL_TIME_ID} className={fieldClasses.label}>
          {contactWishCopy.callTimeLabel}
        </label>
        <select
          id={CALL_TIME_ID}
          name="rueckruf"
          value={enquiry.rueckruf}
          onChange={(event) => onChange("rueckruf", event.target.value)}
          className={cn(fieldClasses.control, "mt-2 pr-8")}
        >
          <option value="">{contactWishCopy.callTimeNone}</option>
          <option value={ANY_CALL_TIME}>{contactWishCopy.callTimeAny}</option>
          {callTimeWindows.map((slot) => (
            <option key={slot.id} value={slot.id}>
              {callWindowLabel(slot)}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}
