import { lazy, Suspense, useEffect } from "react";
import { BottomDock } from "./bottom-dock";
import { registerServiceWorker } from "./install/register-service-worker";
import { useHydrated } from "./use-hydrated";

// Parts that exist only in the browser, loaded after hydration so they neither weigh on the
// first load nor appear in the prerendered HTML (no flash, no hydration mismatch).
const SiteToaster = lazy(() => import("./toasts/site-toaster"));
const CookieBanner = lazy(() => import("./consent/cookie-banner"));
const InstallPrompt = lazy(() => import("./install/install-prompt"));

export function ClientExtras() {
  const hydrated = useHydrated();
  useEffect(registerServiceWorker, []);
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <SiteToaster />
      <BottomDock>
        <CookieBanner />
        <InstallPrompt />
      </BottomDock>
    </Suspense>
  );
}
