/**
 * The site's Astro integration: its two client directives, images in the dev server, and the
 * build's finishing steps (finish-static-build.ts) once Astro has written every page.
 */
import type { AstroIntegration } from "astro";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { finishStaticBuild } from "./finish-static-build";
import { siteImagesMiddleware } from "./site-images";

export function siteBuild(): AstroIntegration {
  return {
    name: "site-build",
    hooks: {
      "astro:config:setup": ({ addClientDirective }) => {
        addClientDirective({ name: "consent-pending", entrypoint: "./app/browser/directives/consent-pending.ts" });
        addClientDirective({ name: "install-eligible", entrypoint: "./app/browser/directives/install-eligible.ts" });
      },
      "astro:server:setup": ({ server }) => {
        server.middlewares.use(siteImagesMiddleware());
      },
      "astro:build:done": async ({ dir, logger }) => {
        const siteDir = fileURLToPath(dir);
        await finishStaticBuild({ siteDir, buildDir: dirname(siteDir), log: (message) => logger.info(message) });
      },
    },
  };
}
