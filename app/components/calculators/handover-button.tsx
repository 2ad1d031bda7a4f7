import { useState } from "react";
import { flushSync } from "react-dom";
import { calculatorCommon } from "~/content/calculators";
import { ENQUIRY_FALLBACK_URL, handOverToEnquiry, type EnquiryHandover, type HandoverOutcome } from "~/modules/enquiry-handover";
import { buttonClasses } from "../ui/button";

type Said = { note: string; outcome: HandoverOutcome | null };

/** What the status line says after the hand-over: done, done for this page only, or not possible. */
function statusText(outcome: HandoverOutcome | null): string {
  if (outcome === null || outcome.stored) return calculatorCommon.handoverDone;
  return outcome.way === "stayed" ? calculatorCommon.handoverFailed : calculatorCommon.handoverNotStored;
}

/**
 * „Ergebnis in Anfrage übernehmen“: fills the enquiry wizard with the result and brings the
 * visitor there. Without scripts it could do nothing, so it is hidden then (`needs-script`).
 * Null `handover` (the input cannot be read) disables it. When the browser stores nothing, the
 * status says so instead of a confirmation (docs/decisions/0043).
 */
export function HandoverButton({ handover }: { handover: EnquiryHandover | null }) {
  const [said, setSaid] = useState<Said | null>(null);
  const current = handover !== null && said?.note === handover.note ? said : null;
  const failed = current?.outcome?.way === "stayed";
  return (
    <div className="needs-script mt-4 flex flex-wrap items-center gap-x-4 gap-y-2">
      <button
        type="button"
        disabled={handover === null}
        onClick={() => {
          if (!handover) return;
          // The confirmation first: on a narrow screen it wraps onto a line of its own above the
          // wizard, and the smooth scroll aims at a position taken when it starts.
          flushSync(() => setSaid({ note: handover.note, outcome: null }));
          const outcome = handOverToEnquiry(handover);
          if (!outcome.stored) setSaid({ note: handover.note, outcome });
        }}
        className={buttonClasses("primary", "md", "max-w-full text-left")}
      >
        {calculatorCommon.handoverButton}
      </button>
      <p role="status" className={current?.outcome ? "text-sm font-semibold text-brand-700" : "text-sm text-success"}>
        {current ? statusText(current.outcome) : ""}
        {failed && (
          <>
            {" "}
            <a href={ENQUIRY_FALLBACK_URL} className="underline underline-offset-4">
              {calculatorCommon.handoverFailedLink}
            </a>
          </>
        )}
      </p>
    </div>
  );
}
