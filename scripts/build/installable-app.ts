/** Makes the build an installable offline app: manifest and icons first, then the service worker that precaches them. */
import { writeServiceWorker } from "./service-worker";
import { writeWebAppManifest } from "./web-app-manifest";

export async function buildInstallableApp(siteDir: string): Promise<string> {
  await writeWebAppManifest(siteDir);
  const { count, size } = await writeServiceWorker(siteDir);
  return `manifest, icons and sw.js written, ${count} files precached (${Math.round(size / 1024)} KiB)`;
}
