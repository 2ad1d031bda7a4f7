import { useState } from "react";
import { flushSync } from "react-dom";
import { calculatorCommon } from "~/content/calculators";
import { handOverToEnquiry, type EnquiryHandover } from "~/modules/enquiry-handover";
import { buttonClasses } from "../ui/button";

/**
 * „Ergebnis in Anfrage übernehmen“: fills the enquiry wizard with the result and brings the
 * visitor there. Without scripts it could do nothing, so it is hidden then (`needs-script`).
 * Null `handover` (the input cannot be read) disables it.
 */
export function HandoverButton({ handover }: { handover: EnquiryHandover | null }) {
  const [handedOver, setHandedOver] = useState<string | null>(null);
  const done = handover !== null && handedOver === handover.note;
  return (
    <div className="needs-script mt-4 flex flex-wrap items-center gap-x-4 gap-y-2">
      <button
        type="button"
        disabled={handover === null}
        onClick={() => {
          if (!handover) return;
          // The confirmation first: on a narrow screen it wraps onto a line of its own above the
          // wizard, and the smooth scroll aims at a position taken when it starts.
          flushSync(() => setHandedOver(handover.note));
          handOverToEnquiry(handover);
        }}
        className={buttonClasses("primary", "md", "max-w-full text-left")}
      >
        {calculatorCommon.handoverButton}
      </button>
      <p role="status" className="text-sm text-success">
        {done ? calculatorCommon.handoverDone : ""}
      </p>
    </div>
  );
}
