/**
 * The one consent store: the cookie banner's answer in localStorage, observed by the banner
 * (cookie-banner.ts), the install prompt (install-prompt.ts), what loads them (consent-prompts.ts)
 * and the service-worker switch (service-worker-switch.ts). Other tabs' changes arrive through the
 * `storage` event; this tab's own writes notify subscribers directly, since `storage` never fires
 * in the writing tab. Part of the page script; the banner's and the prompt's code, loaded later,
 * share this one instance.
 */
import { CONSENT_DATE_KEY, CONSENT_KEY, readConsent, recordChoice, type ConsentChoice, type StorageChange } from "~/modules/consent-rules";
import { readStored, removeStored, writeStored } from "~/modules/safe-storage";

export interface ConsentSnapshot {
  /** The valid stored answer, or null while none is given (or it expired). */
  choice: ConsentChoice | null;
  /** Since when (ms since the epoch) `choice` has held: the page's start if it was stored before. */
  since: number;
  /** Set while a settings request from the footer waits to be shown; the element that asked gets focus back. */
  settingsRequest: { opener: HTMLElement | null } | null;
}

const listeners = new Set<() => void>();
let snapshot: ConsentSnapshot = { choice: null, since: 0, settingsRequest: null };
let initialised = false;

function applyChanges(changes: readonly StorageChange[]): boolean {
  let stored = true;
  for (const change of changes) {
    if (change.value === null) removeStored("local", change.key);
    else stored = writeStored("local", change.key, change.value) && stored;
  }
  return stored;
}

function readChoice(): ConsentChoice | null {
  const reading = readConsent({ choice: readStored("local", CONSENT_KEY), date: readStored("local", CONSENT_DATE_KEY) }, Date.now());
  // Tidies expired or unreadable entries on the way, as the rules ask.
  applyChanges(reading.changes);
  return reading.choice;
}

function publish(next: Omit<ConsentSnapshot, "since">): void {
  const changed = next.choice !== snapshot.choice;
  snapshot = { ...next, since: changed ? Date.now() : snapshot.since };
  for (const listener of listeners) listener();
}

function initialise(): void {
  if (initialised) return;
  initialised = true;
  snapshot = { choice: readChoice(), since: Date.now() - performance.now(), settingsRequest: null };
  window.addEventListener("storage", (event) => {
    if (event.key === null || event.key === CONSENT_KEY || event.key === CONSENT_DATE_KEY) {
      publish({ ...snapshot, choice: readChoice() });
    }
  });
}

export const consentStore = {
  subscribe(listener: () => void): () => void {
    initialise();
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot(): ConsentSnapshot {
    initialise();
    return snapshot;
  },
  /** Stores the answer; false when the browser refused to store it (blocked or full storage). */
  choose(choice: ConsentChoice): boolean {
    initialise();
    const stored = applyChanges(recordChoice(choice, { choice: readStored("local", CONSENT_KEY), date: readStored("local", CONSENT_DATE_KEY) }, Date.now()));
    publish({ choice, settingsRequest: null });
    return stored;
  },
  /** The footer asks for the banner; the banner may not be loaded yet, so the request waits in the store. */
  requestSettings(opener: HTMLElement | null): void {
    initialise();
    publish({ ...snapshot, settingsRequest: { opener } });
  },
  /** The banner has shown the requested settings. */
  settingsShown(): void {
    if (snapshot.settingsRequest) publish({ ...snapshot, settingsRequest: null });
  },
};
