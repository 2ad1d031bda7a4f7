import { siteConfig } from "~/config/site-config";
import { buildRobotsTxt } from "~/modules/sitemap";

/** Prerendered to build/client/robots.txt. */
export function loader() {
  return new Response(buildRobotsTxt(siteConfig.siteUrl), { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
