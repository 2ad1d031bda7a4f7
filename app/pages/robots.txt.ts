import type { APIRoute } from "astro";
import { siteConfig } from "~/config/site-config";
import { buildRobotsTxt } from "~/modules/sitemap";

/** Written to build/site/robots.txt at build time. */
export const GET: APIRoute = () => new Response(buildRobotsTxt(siteConfig.siteUrl), { headers: { "Content-Type": "text/plain; charset=utf-8" } });
