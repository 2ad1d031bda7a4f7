import { groupRoutes } from "~/config/page-routes";
import { siteFrame } from "~/content/site-frame";
import { filledOnThePage } from "~/modules/copy-placeholders";

const copy = siteFrame.notFound;

/** The body of the 404 page (app/pages/404.astro), served with status 404 for every unknown path. */
export function NotFound() {
  return (
    <section className="mx-auto max-w-3xl px-4 pt-32 pb-20">
      <p className="font-semibold text-brand-800">{copy.eyebrow}</p>
      <h1 className="mt-2 text-display font-bold text-ink">{copy.title}</h1>
      <p className="mt-4 text-lg text-ink-muted">{copy.text}</p>
      <a href="/" className="mt-6 inline-flex min-h-11 items-center rounded-control bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800">
        {copy.homeLink}
      </a>
      <h2 className="mt-12 text-xl font-semibold text-ink">{copy.groupsHeading}</h2>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2">
        {groupRoutes.map((group) => (
          <li key={group.path}>
            <a href={group.path} className="text-brand-800 underline underline-offset-4 hover:text-brand-900">
              {filledOnThePage(copy.groupLink, { gruppe: group.groupName })}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
