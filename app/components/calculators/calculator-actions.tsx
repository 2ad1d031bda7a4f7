import { useState } from "react";
import { flushSync } from "react-dom";
import { calculatorLink, calculatorState } from "~/modules/calculators/url-state";
import { handOverToEnquiry, type HandoverOutcome } from "~/browser/enquiry-handover";
import { ENQUIRY_FALLBACK_URL, type EnquiryHandover } from "~/modules/enquiry-handover";
import { buttonClasses } from "../ui/button";
import { useCalculatorLanguage } from "./calculator-language";
import type { CalculatorCommon } from "~/content/calculators";

/** What the status line says: after the hand-over (for which note), or after „Link kopieren“ (which link, copied or not). */
type Said = { action: "handover"; note: string; outcome: HandoverOutcome | null } | { action: "share"; input: string; link: string; copied: boolean };

/** What the status line says after the hand-over: done, done for this page only, or not possible. */
function handoverText(calculatorCommon: CalculatorCommon, outcome: HandoverOutcome | null): string {
  if (outcome === null || outcome.stored) return calculatorCommon.handoverDone;
  return outcome.way === "stayed" ? calculatorCommon.handoverFailed : calculatorCommon.handoverNotStored;
}

interface CalculatorActionsProps {
  /** The result for the enquiry wizard; null (nothing to hand over yet) disables the button. */
  handover: EnquiryHandover | null;
  idPrefix: string;
  /** The input as address parameters (useCalculatorInput); null while there is no result to share. */
  shareParams: Readonly<Record<string, string>> | null;
}

/**
 * Under the result, the two things to do with it, and one status line for both:
 * „Ergebnis in Anfrage übernehmen“ fills the enquiry wizard and brings the visitor there; when the
 * browser stores nothing, the status says so instead of a confirmation (docs/decisions/0043).
 * „Link kopieren“ copies the page's address with this calculator's anchor and input in the fragment
 * (docs/decisions/0064); where the clipboard is missing or refuses, the link stands in a field to
 * copy by hand (docs/decisions/0047).
 * Without scripts neither could do anything, so both are hidden then (`needs-script`), and on paper.
 */
export function CalculatorActions({ handover, idPrefix, shareParams }: CalculatorActionsProps) {
  const { common: calculatorCommon } = useCalculatorLanguage();
  const share = calculatorCommon.share;
  const [said, setSaid] = useState<Said | null>(null);
  // A confirmation belongs to the result it was given for: a changed result clears it.
  const input = shareParams ? calculatorState(idPrefix, shareParams) : null;
  const current = said?.action === "handover" ? (handover !== null && said.note === handover.note ? said : null) : said?.input === input ? said : null;
  const failed = current?.action === "handover" && current.outcome?.way === "stayed";
  const problem = current !== null && ((current.action === "handover" && current.outcome !== null) || (current.action === "share" && !current.copied));
  const linkId = `${idPrefix}-link`;
  return (
    <div className="needs-script mt-4 print:hidden">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <button
          type="button"
          disabled={handover === null}
          onClick={() => {
            if (!handover) return;
            // The confirmation first: on a narrow screen it wraps onto a line of its own above the
            // wizard, and the smooth scroll aims at a position taken when it starts.
            flushSync(() => setSaid({ action: "handover", note: handover.note, outcome: null }));
            const outcome = handOverToEnquiry(handover);
            if (!outcome.stored) setSaid({ action: "handover", note: handover.note, outcome });
          }}
          className={buttonClasses("primary", "md", "max-w-full text-left")}
        >
          {calculatorCommon.handoverButton}
        </button>
        <button
          type="button"
          disabled={shareParams === null}
          onClick={async () => {
            if (!shareParams || input === null) return;
            const link = calculatorLink(window.location.origin, window.location.pathname, idPrefix, shareParams);
            try {
              if (typeof navigator.clipboard?.writeText !== "function") throw new Error("no clipboard");
              await navigator.clipboard.writeText(link);
              setSaid({ action: "share", input, link, copied: true });
            } catch {
              setSaid({ action: "share", input, link, copied: false });
            }
          }}
          className={buttonClasses("outline", "md", "max-w-full text-left")}
        >
          {share.button}
        </button>
      </div>
      <div role="status" className={problem ? "mt-2 text-sm font-semibold text-brand-700" : "mt-2 text-sm text-success"}>
        {current?.action === "handover" && (
          <>
            {handoverText(calculatorCommon, current.outcome)}
            {failed && (
              <>
                {" "}
                <a href={ENQUIRY_FALLBACK_URL} className="underline underline-offset-4">
                  {calculatorCommon.handoverFailedLink}
                </a>
              </>
            )}
          </>
        )}
        {current?.action === "share" && (current.copied ? share.done : share.failed)}
      </div>
      {current?.action === "share" && !current.copied && (
        <>
          <label htmlFor={linkId} className="sr-only">
            {share.fieldLabel}
          </label>
          <input
            id={linkId}
            type="text"
            readOnly
            value={current.link}
            onFocus={(event) => event.currentTarget.select()}
            className="mt-1 block min-h-11 w-full min-w-0 rounded-control border border-ink-muted/70 bg-white px-3 text-sm text-ink"
          />
        </>
      )}
    </div>
  );
}
