/// <reference types="astro/client" />

/** ISO timestamp of the build, injected by Vite `define` (astro.config.ts, vitest.config.ts). */
declare const __BUILD_TIME__: string;

declare namespace App {
  interface Locals {
    /**
     * Set by app/pages/ratgeber/[slug].astro while an article renders: the sections of a long
     * article, which <ShortAnswer> lists as the table of contents right after itself.
     */
    articleContents?: readonly { slug: string; text: string }[];
  }
}

declare module "*.yaml" {
  /** An owner's text file (app/content/texte), finished by scripts/build/text-files-plugin.ts; typed by the module that imports it. */
  const data: unknown;
  export default data;
}
