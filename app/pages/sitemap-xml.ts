import { siteConfig } from "~/config/site-config";
import { pageRoutes } from "~/config/site-routes";
import { buildSitemapXml } from "~/modules/sitemap";

/** Prerendered to build/client/sitemap.xml from the route table. */
export function loader() {
  const body = buildSitemapXml(
    siteConfig.siteUrl,
    pageRoutes.map((page) => page.path),
    __BUILD_TIME__.slice(0, 10),
  );
  return new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
