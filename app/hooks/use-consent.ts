import { useSyncExternalStore } from "react";
import { consentStore, type ConsentSnapshot } from "~/browser/consent-store";

/** The banner answer and any pending settings request, for islands; nothing is known in the prerendered HTML. */
export function useConsent(): ConsentSnapshot {
  return useSyncExternalStore(consentStore.subscribe, consentStore.getSnapshot, consentStore.getServerSnapshot);
}
