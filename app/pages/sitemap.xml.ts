import type { APIRoute } from "astro";
import { siteConfig } from "~/config/site-config";
import { pageRoutes } from "~/config/site-routes";
import { buildSitemapXml } from "~/modules/sitemap";

/** Written to dist/sitemap.xml at build time from the route table. */
export const GET: APIRoute = () =>
  new Response(
    buildSitemapXml(
      siteConfig.siteUrl,
      pageRoutes.map((page) => page.path),
      __BUILD_TIME__.slice(0, 10),
    ),
    { headers: { "Content-Type": "application/xml; charset=utf-8" } },
  );
