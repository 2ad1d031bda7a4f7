/// <reference types="astro/client" />

/** ISO timestamp of the build, injected by Vite `define` (astro.config.ts, vitest.config.ts). */
declare const __BUILD_TIME__: string;
