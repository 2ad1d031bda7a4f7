/**
 * The site's Astro integration: images in the dev server (and the content editor at /admin/ when
 * `npm run edit` started it), and the
 * build's finishing steps (finish-static-build.ts) once Astro has written every page; then the
 * finished build takes the place of the last one (build-folders.ts).
 */
import type { AstroIntegration } from "astro";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { EDITOR_BACKEND_ENV, EDITOR_BUILD_DIR, editorMiddleware } from "../lib/editor-server.mjs";
import { clearStaging, swapIntoPlace } from "./build-folders";
import { finishStaticBuild } from "./finish-static-build";
import { siteImagesMiddleware } from "./site-images";

export function siteBuild(): AstroIntegration {
  let buildDir = "build";
  return {
    name: "site-build",
    hooks: {
      "astro:config:setup": ({ updateConfig }) => {
        // The dev server looks for the pages' dependencies in every file under app/; the editor
        // (app/editor/) is built on its own and imports what only its build resolves.
        updateConfig({
          vite: {
            plugins: [
              {
                name: "site-build:not-the-editor",
                configEnvironment: (name: string) => (name === "client" ? { optimizeDeps: { entries: ["!app/editor/**"] } } : undefined),
              },
            ],
          },
        });
      },
      "astro:server:setup": ({ server }) => {
        server.middlewares.use(siteImagesMiddleware());
        // `npm run edit` (scripts/edit.mjs) names its decap-server; plain `npm run dev` has no editor.
        const backendUrl = process.env[EDITOR_BACKEND_ENV];
        if (backendUrl) server.middlewares.use(editorMiddleware({ editorDir: join(server.config.root, EDITOR_BUILD_DIR), backendUrl }));
      },
      "astro:config:done": ({ config }) => {
        // outDir is build/.next/site (astro.config.ts): build/ is two levels up.
        buildDir = dirname(dirname(fileURLToPath(config.outDir)));
      },
      "astro:build:start": async () => {
        await clearStaging(buildDir);
      },
      "astro:build:done": async ({ dir, logger }) => {
        // dir is build/.next/site: the finishing steps write next to it, into build/.next/deploy.
        const siteDir = fileURLToPath(dir);
        await finishStaticBuild({ siteDir, buildDir: dirname(siteDir), log: (message) => logger.info(message) });
        await swapIntoPlace(buildDir);
        logger.info("build/site and build/deploy replaced by this build");
      },
    },
  };
}
