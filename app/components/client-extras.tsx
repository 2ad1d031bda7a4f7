import { lazy, Suspense } from "react";
import { useHydrated } from "./use-hydrated";

// Parts that exist only in the browser, loaded after hydration so they neither weigh on the
// first load nor appear in the prerendered HTML (no flash, no hydration mismatch).
const SiteToaster = lazy(() => import("./toasts/site-toaster"));

export function ClientExtras() {
  if (!useHydrated()) return null;
  return (
    <Suspense fallback={null}>
      <SiteToaster />
    </Suspense>
  );
}
