import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { textFilesPlugin } from "./scripts/build/text-files-plugin.ts";

// Unit tests run outside Astro: the same "~" alias and build-time constant as astro.config.ts.
export default defineConfig({
  // The owner's text files (app/content/texte/*.yaml) arrive finished, as in the build.
  plugins: [textFilesPlugin()],
  define: { __BUILD_TIME__: JSON.stringify(new Date().toISOString()) },
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.{ts,mjs}", "tests/support/**/*.test.ts"],
    environment: "node",
    setupFiles: ["./tests/unit-setup.ts"],
    // Rendering tests (every Dienstherr through the calculator, the PDF) take seconds on a busy
    // two-core machine; the limit only catches a hang, it measures nothing.
    testTimeout: 20_000,
  },
});
