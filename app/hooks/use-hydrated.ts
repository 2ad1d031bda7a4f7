import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/** False in the prerendered HTML and during hydration, true afterwards: for browser-only UI. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
