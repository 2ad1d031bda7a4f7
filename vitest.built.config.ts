import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Checks of the built site's files (tests/built): run after `npm run build`, with the build's time.
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: ["tests/built/**/*.test.ts"],
    environment: "node",
    setupFiles: ["./tests/built/setup.ts"],
    testTimeout: 20_000,
  },
});
