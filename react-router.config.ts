import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/config/site-routes";
import "./app/config/site-config"; // validates the adviser's config: a bad value stops the build here
import { finishStaticBuild } from "./scripts/build/finish-static-build";

export default {
  appDirectory: "app",
  // Every page is static HTML made at build time; there is no server runtime.
  ssr: false,
  prerender: prerenderPaths,
  buildEnd: finishStaticBuild,
} satisfies Config;
