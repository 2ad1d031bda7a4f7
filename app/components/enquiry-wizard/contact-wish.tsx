import type { Weekday } from "~/config/hours-ranges";
import type { ContactChannel } from "~/content/wizard-words";
import { ANY_CALL_TIME } from "~/modules/call-time";
import { cn } from "../ui/class-names";
import { fieldClasses } from "../ui/field";
import type { StepProps } from "./step-props";
import { useWizardWords } from "./wizard-words";

interface ContactWishProps extends StepProps {
  /** Enter on a radio: browsers leave it to the page; in this form it means "send". */
  onEnter: () => void;
}

const CALL_NOTE_ID = "anfrage-anruf-hinweis";
const DAY_ID = "anfrage-rueckruftag";
const CALL_TIME_ID = "anfrage-rueckruf";

/**
 * Step 4's contact wish: the preferred channel, and a day and time for a call within the adviser's
 * telephone hours — evenings and Saturdays only where the hours have them (each also „egal“). All
 * optional; they go into the message as a wish the adviser confirms.
 */
export function ContactWish({ enquiry, onChange, onEnter }: ContactWishProps) {
  const { contactWish: contactWishCopy, callTimeDays, callWindowsFor, callWindowLabel, weekdayName } = useWizardWords();
  const channels = Object.entries(contactWishCopy.channels) as [ContactChannel, string][];
  const windows = callWindowsFor(enquiry.rueckruftag);
  return (
    <div className="grid gap-4">
      <fieldset>
        <legend className="font-semibold text-ink">{contactWishCopy.channelLegend}</legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          {channels.map(([id, label]) => (
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
      <fieldset aria-describedby={CALL_NOTE_ID}>
        <legend className="font-semibold text-ink">{contactWishCopy.callLegend}</legend>
        <p id={CALL_NOTE_ID} className={cn(fieldClasses.hint, "mt-1")}>
          {contactWishCopy.callNote}
        </p>
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          <div>
            <label htmlFor={DAY_ID} className={fieldClasses.label}>
              {contactWishCopy.dayLabel}
            </label>
            <select
              id={DAY_ID}
              name="rueckruftag"
              value={enquiry.rueckruftag}
              onChange={(event) => onChange("rueckruftag", event.target.value)}
              className={cn(fieldClasses.control, "mt-2 pr-8")}
            >
              <option value="">{contactWishCopy.dayNone}</option>
              <option value={ANY_CALL_TIME}>{contactWishCopy.dayAny}</option>
              {callTimeDays.map((day) => (
                <option key={day.id} value={day.id}>
                  {weekdayName(day.id as Weekday)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={CALL_TIME_ID} className={fieldClasses.label}>
              {contactWishCopy.callTimeLabel}
            </label>
            <select
              id={CALL_TIME_ID}
              name="rueckruf"
              value={windows.some((window) => window.id === enquiry.rueckruf) || enquiry.rueckruf === ANY_CALL_TIME ? enquiry.rueckruf : ""}
              onChange={(event) => onChange("rueckruf", event.target.value)}
              className={cn(fieldClasses.control, "mt-2 pr-8")}
            >
              <option value="">{contactWishCopy.callTimeNone}</option>
              <option value={ANY_CALL_TIME}>{contactWishCopy.callTimeAny}</option>
              {windows.map((window) => (
                <option key={window.id} value={window.id}>
                  {callWindowLabel(window)}
                </option>
              ))}
            </select>
          </div>
        </div>
      </fieldset>
    </div>
  );
}
