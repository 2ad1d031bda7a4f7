import { useSyncExternalStore } from "react";
import { BUILD_YEAR } from "~/content/statutory-figures";

const noSubscription = () => () => {};

/**
 * The visitor's current year. Prerendered HTML carries the build year; after hydration the
 * visitor's clock takes over, so a page built in December still shows the right year in January.
 */
export function useCurrentYear(): number {
  return useSyncExternalStore(
    noSubscription,
    () => new Date().getFullYear(),
    () => BUILD_YEAR,
  );
}
