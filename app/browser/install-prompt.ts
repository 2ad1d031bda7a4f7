/**
 * The install-as-app prompt's behaviour (pkv-site-spec.md §4, §9; decisions 0007, 0012, 0050) on its
 * static HTML (app/components/install/install-prompt.tsx). It needs the answer „Alle akzeptieren“
 * and either the browser's install event or an iPhone/iPad, and shows 5 s after that holds, counted
 * from the moment the last condition came true, but never while the visitor types or the enquiry
 * holds unsent input: then it waits until neither holds (decision 0068). The rules are re-evaluated
 * whenever the answer changes or the browser's event arrives; a withdrawn answer takes a shown
 * prompt away at once.
 * Loaded by consent-prompts.ts only once the offer may be made; `data-enhanced` on the prompt says
 * it has taken over.
 */
import { DRAFT_STORAGE_KEY } from "../modules/enquiry-draft";
import {
  advanceSchedule,
  BUSY_RECHECK_MS,
  conditionsHeldSince,
  DISMISSED_KEY,
  FORM_FIELD_SELECTOR,
  INSTALLED_KEY,
  staleInstallKeys,
  visitorBusy,
  type InstallVariant,
} from "../modules/install-rules";
import { readStored, removeStored, writeStored } from "../modules/safe-storage";
import { consentStore } from "./consent-store";
import { currentInstallVerdict } from "./install-eligibility";
import { appInstalledEarly, installPromptCapturedAt, takeCapturedInstallPrompt, type BeforeInstallPromptEvent } from "./install-prompt-capture";
import { INSTALL_PROMPT_CAPTURED_EVENT } from "./page-events";

type View = { variant: InstallVariant; guide: boolean } | null;

export function startInstallPrompt(prompt: HTMLElement): void {
  let view: View = null;
  let settled = false;
  let promptEvent: BeforeInstallPromptEvent | null = takeCapturedInstallPrompt();
  let installedNow = appInstalledEarly();
  let eligibleSince: number | null = null;
  let dueTimer: ReturnType<typeof setTimeout> | undefined;
  // Conditions that held at load count from the page's start (spec § 4: „5 s after conditions hold“).
  const pageStart = Date.now() - performance.now();

  const render = () => {
    const shown = view !== null && consentStore.getSnapshot().choice === "accepted";
    // Focus inside a prompt that goes does not fall off the page.
    if (!shown && prompt.contains(document.activeElement)) document.getElementById("inhalt")?.focus({ preventScroll: true });
    prompt.hidden = !shown;
    const part = view?.guide ? "guide" : view?.variant;
    for (const block of prompt.querySelectorAll<HTMLElement>("[data-install-view]")) block.hidden = block.dataset.installView !== part;
  };
  const show = (next: View) => {
    view = next;
    render();
  };

  /** Never while the visitor types or the enquiry holds unsent input (install-rules.ts, decision 0068). */
  const busy = () =>
    visitorBusy({
      fieldFocused: document.activeElement?.matches(FORM_FIELD_SELECTOR) ?? false,
      enquiryDraft: readStored("session", DRAFT_STORAGE_KEY),
    });

  const evaluate = () => {
    if (settled) return;
    const now = Date.now();
    const acceptedNow = consentStore.getSnapshot().choice === "accepted";
    const installed = installedNow ? "true" : readStored("local", INSTALLED_KEY);
    const dismissedAt = readStored("local", DISMISSED_KEY);
    for (const key of staleInstallKeys({ offlineAccepted: acceptedNow, installed, dismissedAt, now })) removeStored("local", key);
    const verdict = currentInstallVerdict({ promptCaptured: promptEvent !== null, installedNow, now });
    const heldSince = verdict.eligible
      ? conditionsHeldSince(verdict.variant, { pageStart, acceptedSince: consentStore.getSnapshot().since, promptCapturedAt: installPromptCapturedAt() })
      : undefined;
    const schedule = advanceSchedule(eligibleSince, verdict, now, heldSince);
    eligibleSince = schedule.eligibleSince;
    clearTimeout(dueTimer);
    if (!verdict.eligible) show(null);
    else if (schedule.due && view === null && busy()) dueTimer = setTimeout(evaluate, BUSY_RECHECK_MS);
    else if (schedule.due) show(view ?? { variant: verdict.variant, guide: false });
    else if (schedule.dueAt !== null) dueTimer = setTimeout(evaluate, schedule.dueAt - now);
  };

  const onCaptured = () => {
    promptEvent = takeCapturedInstallPrompt() ?? promptEvent;
    evaluate();
  };
  const onInstalled = () => {
    installedNow = true;
    writeStored("local", INSTALLED_KEY, "true");
    evaluate();
  };
  /** Once the visitor has acted, nothing re-evaluates for this page view; a withdrawn answer still hides the prompt. */
  const settle = () => {
    settled = true;
    clearTimeout(dueTimer);
    window.removeEventListener(INSTALL_PROMPT_CAPTURED_EVENT, onCaptured);
    window.removeEventListener("appinstalled", onInstalled);
  };

  const dismiss = () => {
    settle();
    writeStored("local", DISMISSED_KEY, String(Date.now()));
    show(null);
  };
  const install = async () => {
    settle();
    const event = promptEvent;
    promptEvent = null;
    show(null);
    if (!event) return;
    try {
      await event.prompt();
      const { outcome } = await event.userChoice;
      if (outcome === "accepted") writeStored("local", INSTALLED_KEY, "true");
      else writeStored("local", DISMISSED_KEY, String(Date.now()));
    } catch {
      // The browser refused to show its dialog; nothing was decided, so nothing is stored.
    }
  };
  const showGuide = () => {
    // 'Anleitung anzeigen' counts as dismissing (pkv-site-spec.md): the prompt stays away for 7 days,
    // but the steps stay on screen until the visitor closes them.
    settle();
    writeStored("local", DISMISSED_KEY, String(Date.now()));
    show({ variant: "ios", guide: true });
    // The button that had focus is gone with its view: the steps take it, to be read from the first.
    prompt.querySelector<HTMLElement>('[data-install-view="guide"] ol')?.focus();
  };

  prompt.addEventListener("click", (event) => {
    const button = event.target instanceof Element ? event.target.closest("button") : null;
    if (!button) return;
    if (button.hasAttribute("data-install-close")) {
      if (view?.guide) show(null);
      else dismiss();
    }
    const action = button.dataset.installAction;
    if (action === "install") void install();
    else if (action === "later") dismiss();
    else if (action === "guide") showGuide();
    else if (action === "done") show(null);
  });
  consentStore.subscribe(() => {
    evaluate();
    render();
  });
  window.addEventListener(INSTALL_PROMPT_CAPTURED_EVENT, onCaptured);
  window.addEventListener("appinstalled", onInstalled);
  evaluate();
  prompt.dataset.enhanced = "";
}
