import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { textFilesPlugin } from "./scripts/build/text-files-plugin.ts";

// Checks of the built site's files (tests/built): run after `npm run build`, with the build's time.
export default defineConfig({
  // The copy modules import the owner's text files, finished as in the build.
  plugins: [textFilesPlugin()],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: ["tests/built/**/*.test.ts"],
    environment: "node",
    setupFiles: ["./tests/built/setup.ts"],
    testTimeout: 20_000,
  },
});
