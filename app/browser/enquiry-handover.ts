/**
 * The browser step of "Ergebnis in Anfrage übernehmen": stores the draft a calculator's result
 * makes (app/modules/enquiry-handover.ts, pure) where the wizard keeps its draft (enquiry-draft.ts,
 * sessionStorage), tells a wizard already running on the page, and brings the visitor to it.
 * The calculators' islands call it; the wizard's listens (enquiry-wizard/use-wizard-draft.ts).
 */
import { loadDraft, saveDraft, type EnquiryDraft } from "~/modules/enquiry-draft";
import { ENQUIRY_FALLBACK_URL, ENQUIRY_SECTION_ID, mergeHandover, type EnquiryHandover } from "~/modules/enquiry-handover";

/** Dispatched on `document` after the draft is stored; `detail` is the draft the wizard should show. */
export const ENQUIRY_HANDOVER_EVENT = "enquiry:handover";

export interface HandoverOutcome {
  /** Scrolled to the wizard on this page, going to the home page's, or staying (no wizard here, nothing stored for one elsewhere). */
  way: "scrolled" | "navigating" | "stayed";
  /**
   * Whether the browser kept the draft (sessionStorage). When it did not, the wizard on this
   * page still shows the result (event, or `takePendingHandover` if it hydrates later), but a
   * reload or another page loses it; the home page's wizard would never see it.
   */
  stored: boolean;
}

/**
 * The last hand-over, for a wizard that was not yet running when it was made (it hydrates when
 * scrolled into view, client:visible) and cannot read it from storage because the browser keeps
 * none. The calculators' and the wizard's islands share this module, so it is one value per page.
 */
let pending: EnquiryDraft | null = null;

/** The hand-over made before the wizard was listening, once; null when there is none. */
export function takePendingHandover(): EnquiryDraft | null {
  const draft = pending;
  pending = null;
  return draft;
}

/**
 * Browser only (a click handler): stores the merged draft, tells a wizard already on the page,
 * and brings the visitor to it — smoothly unless reduced motion is asked for. A page without the
 * wizard sends the visitor to the home page's, which picks the draft up from storage; when the
 * browser stores nothing, there is nothing to pick up, so it stays here and the caller says so.
 */
export function handOverToEnquiry(handover: EnquiryHandover, navigate: (url: string) => void = (url) => window.location.assign(url)): HandoverOutcome {
  const draft = mergeHandover(loadDraft(), handover);
  const stored = saveDraft(draft);
  pending = draft;
  document.dispatchEvent(new CustomEvent<EnquiryDraft>(ENQUIRY_HANDOVER_EVENT, { detail: draft }));
  const section = document.getElementById(ENQUIRY_SECTION_ID);
  if (section) {
    // Smooth unless reduced motion is asked for: html's scroll-behavior (app/styles/site.css) decides.
    section.scrollIntoView({ block: "start" });
    return { way: "scrolled", stored };
  }
  pending = null;
  if (!stored) return { way: "stayed", stored };
  navigate(ENQUIRY_FALLBACK_URL);
  return { way: "navigating", stored };
}
