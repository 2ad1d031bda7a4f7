/**
 * The build's one timestamp, as an ISO string: astro.config.ts injects it into the pages as
 * `__BUILD_TIME__`, and the build steps that load app modules outside Astro's Vite
 * (scripts/build/app-modules.ts) inject the same value. The first call of a process fixes it in
 * the environment, so a second copy of this module (Astro bundles the config) cannot make another.
 */
export function buildTime(): string {
  process.env.SITE_BUILD_TIME ??= new Date().toISOString();
  return process.env.SITE_BUILD_TIME;
}
