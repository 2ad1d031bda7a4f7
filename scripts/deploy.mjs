// `npm run deploy [-- --dry-run] [-- --skip-build]`: see scripts/deploy/cli.mjs and docs/deploy.md.
import { fileURLToPath } from "node:url";
import { main } from "./deploy/cli.mjs";

const projectDir = fileURLToPath(new URL("..", import.meta.url));
process.exitCode = await main({ argv: process.argv.slice(2), env: process.env, projectDir });
