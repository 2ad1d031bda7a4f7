/** The banner's answer in localStorage, read and written only through the guarded storage module. */
import { CONSENT_DATE_KEY, CONSENT_KEY, readConsent, type ConsentChoice, type StorageChange, type StoredConsent } from "~/modules/consent-rules";
import { readStored, removeStored, writeStored } from "~/modules/safe-storage";

export function readStoredConsent(): StoredConsent {
  return { choice: readStored("local", CONSENT_KEY), date: readStored("local", CONSENT_DATE_KEY) };
}

/** Applies the changes; false when the browser refused a write (storage blocked or full). */
export function applyStorageChanges(changes: readonly StorageChange[]): boolean {
  let stored = true;
  for (const change of changes) {
    if (change.value === null) removeStored("local", change.key);
    else stored = writeStored("local", change.key, change.value) && stored;
  }
  return stored;
}

/** The valid stored answer at this moment, tidying up expired or unreadable entries on the way. */
export function currentConsent(): ConsentChoice | null {
  const reading = readConsent(readStoredConsent(), Date.now());
  applyStorageChanges(reading.changes);
  return reading.choice;
}
