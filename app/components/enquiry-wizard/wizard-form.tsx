import { useEffect, useRef, useState, type FormEvent, type MouseEvent } from "react";
import { flushSync } from "react-dom";
import { siteConfig, whatsAppDigits } from "~/config/site-config";
import { STEP_COUNT, type StepNumber } from "~/content/wizard-words";
import { clearDraft } from "~/modules/enquiry-draft";
import { MEMBER_AUDIENCE } from "~/modules/enquiry-member";
import type { DeliveryFailure } from "~/modules/enquiry-mail";
import { buildMailtoUrl, mailSubject } from "~/modules/mailto-link";
import { buildEnquiryMessage, buildWhatsAppUrl, type Enquiry } from "~/modules/whatsapp-message";
import { useHydrated } from "~/hooks/use-hydrated";
import { useDeliveryReady } from "~/hooks/use-enquiry-delivery";
import { WizardActions } from "./wizard-actions";
import { openInNewTab } from "./open-in-new-tab";
import { StepFinish } from "./step-finish";
import { WizardStepFields } from "./wizard-step-fields";
import { sendFromThePage } from "./send-from-the-page";
import { WizardProgress } from "./wizard-progress";
import { EMPTY_DRAFT, useWizardDraft } from "./use-wizard-draft";
import { WizardSent } from "./wizard-sent";
import { WizardDone, WizardHandoff, type HandoffChannel } from "./wizard-handoff";
import { PRIVACY_ID } from "./privacy-consent";
import { useWizardWords } from "./wizard-words";

const HEADING_ID = "anfrage-schritt-titel";

/** What the wizard shows: the form, a hand-off it cannot confirm, or one of the two endings. */
type WizardView = { kind: "form" } | { kind: "handoff"; channel: HandoffChannel; url: string } | { kind: "sent"; reference: string } | { kind: "done" };

/** Whom the page addresses: new customers (the spec's four steps), or those already privately insured (docs/decisions/0070). */
export type EnquiryAudience = "new" | "member";

/**
 * The four-step enquiry (pkv-site-spec.md §4), in the words its entry component sets
 * (enquiry-wizard.tsx, english-enquiry-wizard.tsx; docs/decisions/0073): no step blocks the next. At the end it goes out
 * from the page to the adviser's mailbox where the site can deliver, or through WhatsApp (with the
 * tick the spec keeps) or the visitor's mail program. The draft (enquiry-draft) stays until the
 * enquiry is known to have arrived: the server confirmed it, or the visitor did after a hand-off
 * the page cannot see (docs/decisions/0063). On the member page (`audience="member"`) steps 1 to 3
 * ask the member's questions; the message is marked as a member's (docs/decisions/0070).
 */
export function WizardForm({ audience = "new" }: { audience?: EnquiryAudience }) {
  const { steps: newCustomerSteps, stepAnnouncement, copy: wizardCopy, message: messageCopy, member: memberWords, notify } = useWizardWords();
  const hydrated = useHydrated();
  const canDeliver = useDeliveryReady();
  const [privacyAccepted, setPrivacyAccepted] = useState(false);
  const [view, setView] = useState<WizardView>({ kind: "form" });
  const [delivering, setDelivering] = useState(false);
  const [failure, setFailure] = useState<DeliveryFailure | null>(null);
  const [showContactErrors, setShowContactErrors] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const headingRef = useRef<HTMLHeadingElement>(null);
  const failureHeadingRef = useRef<HTMLHeadingElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const { draft: stored, setDraft: setEdited } = useWizardDraft({
    hydrated,
    formRef,
    keep: view.kind === "form" || view.kind === "handoff",
    onHandover: () => {
      flushSync(() => setView({ kind: "form" }));
      // The calculator scrolls to the form; focus follows without a second jump.
      headingRef.current?.focus({ preventScroll: true });
    },
  });
  // The page decides whose enquiry it is: a draft begun on another page is sent as this page's.
  const draft = { ...stored, enquiry: { ...stored.enquiry, anliegen: audience === "member" ? MEMBER_AUDIENCE : "" } };
  const { step, enquiry } = draft;
  const steps = audience === "member" && memberWords ? memberWords.steps : newCustomerSteps;

  /** Applies a step change (or another view) at once, so focus can move to the new heading. */
  const showAndFocus = (change: () => void) => {
    flushSync(change);
    headingRef.current?.focus();
  };

  const goTo = (next: StepNumber) => {
    showAndFocus(() => {
      setEdited({ ...draft, step: next });
      setView({ kind: "form" });
      setAnnouncement(stepAnnouncement(steps[next - 1]));
    });
  };

  const message = buildEnquiryMessage(enquiry, messageCopy);
  const mailtoUrl = buildMailtoUrl(siteConfig.email, mailSubject(message), message);

  const sendByWhatsApp = () => {
    // The button is disabled until the tick is set; this catches every other way of submitting.
    if (!privacyAccepted) {
      // Without toasts (a page without the toast area) the tick itself takes focus and is read out.
      if (notify) void notify.privacyRequired();
      else document.getElementById(PRIVACY_ID)?.focus();
      return;
    }
    const url = buildWhatsAppUrl(whatsAppDigits(), buildEnquiryMessage(enquiry, messageCopy));
    if (!openInNewTab(url) && notify) {
      // The retry runs from a click on the toast, which browsers let open a window.
      void notify.popupBlocked(() => sendLatest.current());
      return;
    }
    // Without toasts a blocked window leads to the hand-off view too: its link opens WhatsApp from the visitor's own click.
    showAndFocus(() => setView({ kind: "handoff", channel: "whatsapp", url }));
    if (notify) void notify.whatsappOpening();
  };
  // The toast's retry button may be pressed after further edits: it sends what the form holds then.
  const sendLatest = useRef(sendByWhatsApp);
  useEffect(() => {
    sendLatest.current = sendByWhatsApp;
  });

  const sendByEmail = (event: MouseEvent<HTMLAnchorElement>) => {
    // Opened from here, so the view can change after it: the link's own navigation would race the re-render.
    event.preventDefault();
    try {
      window.location.href = mailtoUrl;
    } catch {
      // A blocked scheme throws in some browsers; the hand-off view offers the text to copy.
    }
    showAndFocus(() => setView({ kind: "handoff", channel: "email", url: mailtoUrl }));
  };

  const sendOwn = async () => {
    const outcome = await sendFromThePage({
      draft,
      copy: messageCopy,
      honeypot: honeypotRef.current?.value ?? "",
      onInvalid: () => setShowContactErrors(true),
      onStart: () => {
        setDelivering(true);
        setFailure(null);
      },
    });
    setDelivering(false);
    if (outcome.kind === "invalid") return;
    if (outcome.kind === "sent") {
      clearDraft();
      showAndFocus(() => setView({ kind: "sent", reference: outcome.reference }));
      return;
    }
    flushSync(() => setFailure(outcome.reason));
    failureHeadingRef.current?.focus();
  };

  const advance = () => {
    if (step < STEP_COUNT) goTo((step + 1) as StepNumber);
    else if (canDeliver) void sendOwn();
    else sendByWhatsApp();
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!delivering) advance();
  };

  const restart = () => {
    showAndFocus(() => {
      setEdited(EMPTY_DRAFT);
      setPrivacyAccepted(false);
      setFailure(null);
      setShowContactErrors(false);
      setView({ kind: "form" });
      setAnnouncement(stepAnnouncement(steps[0]));
    });
  };

  const confirmHandoff = () => {
    clearDraft();
    showAndFocus(() => setView({ kind: "done" }));
  };

  const updateField = (field: keyof Enquiry, value: string) =>
    setEdited({ ...draft, startedAt: draft.startedAt ?? Date.now(), enquiry: { ...enquiry, [field]: value } });
  const current = steps[step - 1];

  return (
    <div className="relative rounded-card border border-line bg-white shadow-card">
      <WizardProgress step={view.kind === "form" ? step : STEP_COUNT} steps={steps} />
      {view.kind === "sent" && <WizardSent reference={view.reference} headingRef={headingRef} onRestart={restart} />}
      {view.kind === "done" && <WizardDone headingRef={headingRef} onRestart={restart} />}
      {view.kind === "handoff" && (
        <WizardHandoff
          channel={view.channel}
          url={view.url}
          message={message}
          headingRef={headingRef}
          onConfirm={confirmHandoff}
          onBack={() => goTo(STEP_COUNT)}
        />
      )}
      {view.kind === "form" && (
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
            {step < STEP_COUNT && (
              <WizardStepFields audience={audience} step={step} enquiry={enquiry} onChange={updateField} labelledBy={HEADING_ID} onEnter={advance} />
            )}
            {step === 4 && (
              <StepFinish
                enquiry={enquiry}
                steps={steps}
                onChange={updateField}
                privacyAccepted={privacyAccepted}
                onPrivacyChange={setPrivacyAccepted}
                onEdit={goTo}
                onEnter={advance}
                showContactErrors={showContactErrors}
                failure={failure ? { reason: failure, message } : null}
                failureHeadingRef={failureHeadingRef}
                honeypotRef={honeypotRef}
              />
            )}
          </div>
          <WizardActions
            step={step}
            onBack={() => goTo((step - 1) as StepNumber)}
            finish={{ canDeliver, delivering, hydrated, privacyAccepted, mailtoUrl, onWhatsApp: sendByWhatsApp, onEmail: sendByEmail }}
          />
        </form>
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
