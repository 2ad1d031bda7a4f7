/**
 * Registers the service worker that keeps every page available offline (scripts/build/service-worker.ts).
 * Production builds only — the dev server has no sw.js — and only after the page has loaded,
 * so precaching never competes with the first paint. Failure is harmless: the site works online.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD) return;
  let container: ServiceWorkerContainer | undefined;
  try {
    container = navigator.serviceWorker;
  } catch {
    return;
  }
  if (!container) return;
  const register = () => {
    container.register("/sw.js", { scope: "/" }).catch(() => {
      // Blocked (private mode, policy) or offline: the site simply has no offline copy.
    });
  };
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
