import { ArrowLeft, ArrowRight, Mail, MessageCircle } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { siteConfig } from "~/config/site-config";
import { enquiryMessageCopy, STEP_COUNT, stepAnnouncement, wizardCopy, wizardSteps, type StepNumber } from "~/content/wizard";
import { clearDraft, loadDraft, saveDraft, withTypedBeforeHydration, type EnquiryDraft } from "~/modules/enquiry-draft";
import { ENQUIRY_HANDOVER_EVENT, takePendingHandover } from "~/modules/enquiry-handover";
import { buildMailtoUrl, mailSubject } from "~/modules/mailto-link";
import { buildEnquiryMessage, buildWhatsAppUrl, EMPTY_ENQUIRY, type Enquiry } from "~/modules/whatsapp-message";
import { notify } from "~/browser/toasts";
import { Button, buttonClasses } from "../ui/button";
import { useHydrated } from "~/hooks/use-hydrated";
import { openInNewTab } from "./open-in-new-tab";
import { StepCoverage } from "./step-coverage";
import { StepFinish } from "./step-finish";
import { StepJob } from "./step-job";
import { StepPersonal } from "./step-personal";
import { WizardProgress } from "./wizard-progress";
import { useStoredDraft } from "./use-stored-draft";
import { WizardSent } from "./wizard-sent";

const HEADING_ID = "anfrage-schritt-titel";
const EMPTY_DRAFT: EnquiryDraft = { step: 1, enquiry: EMPTY_ENQUIRY };

/**
 * The four-step enquiry (pkv-site-spec.md §4): no step blocks the next, only sending needs the privacy
 * consent. Sending opens WhatsApp with the prefilled message; a blocked pop-up keeps the form
 * and offers to open it again. The unfinished enquiry is kept for the tab (enquiry-draft).
 */
export function EnquiryWizard() {
  const hydrated = useHydrated();
  const storedDraft = useStoredDraft();
  /** The visitor's own changes; until the first one, the stored draft (or an empty form) shows. */
  const [edited, setEdited] = useState<EnquiryDraft | null>(null);
  const { step, enquiry } = edited ?? storedDraft ?? EMPTY_DRAFT;
  const [privacyAccepted, setPrivacyAccepted] = useState(false);
  const [sentUrl, setSentUrl] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const hydrating = useRef(!hydrated);

  // What was typed into the prerendered form before this script arrived stays on screen after
  // hydration but not in state, and the next render would wipe it: adopt it instead.
  useEffect(() => {
    const form = formRef.current;
    if (!hydrating.current || !form) return;
    const typed = (name: string) => {
      const field = form.elements.namedItem(name);
      return field instanceof HTMLInputElement ? field.value : "";
    };
    const adopted = withTypedBeforeHydration(loadDraft(), { name: typed("name"), age: typed("age") });
    // oxlint-disable-next-line react/set-state-in-effect -- syncing from the DOM, which the visitor changed before React owned it
    if (adopted) setEdited(adopted);
  }, []);

  useEffect(() => {
    if (edited && !sentUrl) saveDraft(edited);
  }, [edited, sentUrl]);

  // A calculator on the page hands its result over („Ergebnis in Anfrage übernehmen“): show it at
  // once. A wizard that hydrates later finds it in the stored draft, or, where the browser stores
  // nothing, waiting in the hand-over module.
  useEffect(() => {
    const waiting = takePendingHandover();
    // oxlint-disable-next-line react/set-state-in-effect -- a hand-over made before this island hydrated
    if (waiting) setEdited(waiting);
    const takeOver = (event: Event) => {
      takePendingHandover();
      flushSync(() => {
        setSentUrl(null);
        setEdited((event as CustomEvent<EnquiryDraft>).detail);
      });
      // The calculator scrolls to the form; focus follows without a second jump.
      headingRef.current?.focus({ preventScroll: true });
    };
    document.addEventListener(ENQUIRY_HANDOVER_EVENT, takeOver);
    return () => document.removeEventListener(ENQUIRY_HANDOVER_EVENT, takeOver);
  }, []);

  /** Applies a step change (or the sent view) at once, so focus can move to the new heading. */
  const showAndFocus = (change: () => void) => {
    flushSync(change);
    headingRef.current?.focus();
  };

  const goTo = (next: StepNumber) => {
    showAndFocus(() => {
      setEdited({ step: next, enquiry });
      setAnnouncement(stepAnnouncement(wizardSteps[next - 1]));
    });
  };

  const send = () => {
    // The button is disabled until consent is given; this catches every other way of submitting.
    if (!privacyAccepted) {
      void notify.privacyRequired();
      return;
    }
    const url = buildWhatsAppUrl(siteConfig.phone.digits, buildEnquiryMessage(enquiry, enquiryMessageCopy));
    if (!openInNewTab(url)) {
      // The retry runs from a click on the toast, which browsers let open a window.
      void notify.popupBlocked(() => sendLatest.current());
      return;
    }
    clearDraft();
    showAndFocus(() => setSentUrl(url));
    void notify.whatsappOpening();
  };
  // The toast's retry button may be pressed after further edits: it sends what the form holds then.
  const sendLatest = useRef(send);
  useEffect(() => {
    sendLatest.current = send;
  });

  const advance = () => {
    if (step < STEP_COUNT) goTo((step + 1) as StepNumber);
    else send();
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    advance();
  };

  const restart = () => {
    showAndFocus(() => {
      setEdited(EMPTY_DRAFT);
      setPrivacyAccepted(false);
      setSentUrl(null);
      setAnnouncement(stepAnnouncement(wizardSteps[0]));
    });
  };

  const updateField = (field: keyof Enquiry, value: string) => setEdited({ step, enquiry: { ...enquiry, [field]: value } });
  const current = wizardSteps[step - 1];
  const sendBlocked = step === STEP_COUNT && !privacyAccepted;
  // The e-mail channel carries the same message and needs no WhatsApp consent.
  const message = buildEnquiryMessage(enquiry, enquiryMessageCopy);
  const mailtoUrl = buildMailtoUrl(siteConfig.email, mailSubject(message), message);

  return (
    <div className="rounded-card border border-line bg-white shadow-card">
      <WizardProgress step={sentUrl ? STEP_COUNT : step} />
      {sentUrl ? (
        <WizardSent url={sentUrl} headingRef={headingRef} onRestart={restart} />
      ) : (
        <form ref={formRef} noValidate aria-label={wizardCopy.formLabel} onSubmit={handleSubmit} className="p-5 sm:p-8">
          <h3
            id={HEADING_ID}
            ref={headingRef}
            tabIndex={-1}
            className="text-2xl font-bold text-ink focus-visible:outline-3 focus-visible:outline-offset-4 focus-visible:outline-focus"
          >
            {current.heading}
          </h3>
          <p className="mt-2 text-ink-muted">{current.intro}</p>
          {step <= 2 && <p className="mt-1 text-sm text-ink-muted">{wizardCopy.requiredNote}</p>}
          <div className="mt-6">
            {step === 1 && <StepPersonal enquiry={enquiry} onChange={updateField} />}
            {step === 2 && <StepJob enquiry={enquiry} onChange={updateField} />}
            {step === 3 && <StepCoverage enquiry={enquiry} onChange={updateField} labelledBy={HEADING_ID} onEnter={advance} />}
            {step === 4 && (
              <StepFinish
                enquiry={enquiry}
                onChange={updateField}
                privacyAccepted={privacyAccepted}
                onPrivacyChange={setPrivacyAccepted}
                onEdit={goTo}
                onEnter={advance}
              />
            )}
          </div>
          <div className="mt-8 flex flex-wrap items-center gap-3">
            {step > 1 && (
              <Button variant="outline" onClick={() => goTo((step - 1) as StepNumber)}>
                <ArrowLeft aria-hidden="true" className="size-5" />
                {wizardCopy.back}
              </Button>
            )}
            {step === STEP_COUNT && (
              <a href={mailtoUrl} className={buttonClasses("outline", "lg", "ml-auto max-sm:w-full")}>
                <Mail aria-hidden="true" className="size-5" />
                {wizardCopy.sendByEmail}
              </a>
            )}
            {/* Disabled until hydrated: before that, a click would submit the form as a page load. */}
            <Button
              type="submit"
              size="lg"
              disabled={!hydrated || sendBlocked}
              // At step 4 the two channels take a row each on a phone; three buttons do not fit 320 px.
              className={step < STEP_COUNT ? "ml-auto min-w-0 max-sm:flex-1" : "max-sm:w-full"}
            >
              {step < STEP_COUNT ? wizardCopy.next : wizardCopy.send}
              {step < STEP_COUNT ? <ArrowRight aria-hidden="true" className="size-5" /> : <MessageCircle aria-hidden="true" className="size-5" />}
            </Button>
          </div>
        </form>
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
