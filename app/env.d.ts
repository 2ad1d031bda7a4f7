/// <reference types="astro/client" />

/** ISO timestamp of the build, injected by Vite `define` (astro.config.ts, vitest.config.ts). */
declare const __BUILD_TIME__: string;

/** The site's own client directives (scripts/build/site-build-integration.ts). */
declare module "astro" {
  interface AstroClientDirectives {
    "client:consent-pending"?: boolean;
    "client:install-eligible"?: boolean;
  }
}

/** Invoker commands (HTML): a button opens or closes a <dialog> without script. */
declare module "react" {
  interface ButtonHTMLAttributes<T> {
    commandfor?: string;
    command?: "show-modal" | "close" | "request-close" | "show-popover" | "hide-popover" | "toggle-popover" | `--${string}`;
  }
}
