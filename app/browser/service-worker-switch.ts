/**
 * The offline copy exists only with consent (§ 25 TDDDG; the banner says so): the service worker
 * (scripts/build/service-worker.ts) is registered after „Alle akzeptieren“, and removed with
 * its caches after „Ablehnen“, a withdrawal in „Cookie-Einstellungen“ or when the answer expired.
 * Failures are harmless: the site works online without it.
 */
import { consentStore } from "./consent-store";
import { afterLoadEvent } from "./page-milestones";

/** The Cache Storage names the worker uses (workbox `cacheId` in scripts/build/service-worker.ts). */
const CACHE_PREFIX = "pkv-experte";

function serviceWorkers(): ServiceWorkerContainer | null {
  try {
    return navigator.serviceWorker ?? null;
  } catch {
    return null;
  }
}

async function register(container: ServiceWorkerContainer): Promise<void> {
  try {
    await container.register("/sw.js", { scope: "/" });
  } catch {
    // Blocked (private mode, policy) or offline: the site simply has no offline copy.
  }
}

async function removeOfflineCopy(container: ServiceWorkerContainer | null): Promise<void> {
  try {
    const registrations = container ? await container.getRegistrations() : [];
    await Promise.all(registrations.map((registration) => registration.unregister()));
    if (typeof caches !== "undefined") {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name.startsWith(CACHE_PREFIX)).map((name) => caches.delete(name)));
    }
  } catch {
    // Storage refused: nothing of ours could have been stored there either.
  }
}

export function syncServiceWorkerWithConsent(): void {
  // The dev server has no sw.js.
  if (!import.meta.env.PROD) return;
  const container = serviceWorkers();
  let applied: string | null | undefined;
  const apply = () => {
    const { choice } = consentStore.getSnapshot();
    if (choice === applied) return;
    applied = choice;
    if (choice === "accepted" && container) void register(container);
    else void removeOfflineCopy(container);
  };
  consentStore.subscribe(apply);
  // Registering waits for the load event, so precaching never competes with the first paint.
  afterLoadEvent(apply);
}
