import { calculatorRoute, glossaryRoute, guideRoute } from "~/config/site-routes";
import { groupRoutes } from "~/config/page-routes";
import { offlinePage } from "~/content/offline-page";
import { buttonClasses } from "./ui/button";
import { groupPageName } from "~/content/page-heads";

const PAGES = [
  ...groupRoutes.map((group) => ({ path: group.path, label: groupPageName(group.groupName) })),
  ...[calculatorRoute, guideRoute, glossaryRoute].map((route) => ({ path: route.path, label: route.navLabel })),
];

/** The body of the offline page (app/pages/offline.astro): what happened, and the pages that do open. */
export function OfflinePage() {
  return (
    <section className="mx-auto max-w-3xl px-4 pt-32 pb-20">
      <p className="font-semibold text-brand-800">{offlinePage.eyebrow}</p>
      <h1 className="mt-2 text-display font-bold text-ink">{offlinePage.title}</h1>
      <p className="mt-4 text-lg text-ink-muted">{offlinePage.text}</p>
      <a href="/" className={buttonClasses("primary", "md", "mt-6 px-5")}>
        {offlinePage.homeLink}
      </a>
      <h2 className="mt-12 text-xl font-semibold text-ink">{offlinePage.pagesHeading}</h2>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2">
        {PAGES.map((page) => (
          <li key={page.path}>
            <a href={page.path} className="text-brand-800 underline underline-offset-4 hover:text-brand-900">
              {page.label}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
