/** ISO timestamp of the build, injected by Vite `define` (vite.config.ts, vitest.config.ts). */
declare const __BUILD_TIME__: string;
