import { Link } from "react-router";
import { siteConfig } from "~/config/site-config";
import { groupRoutes } from "~/config/site-routes";
import { buildNotFoundSeo } from "~/modules/seo";

export const meta = () => buildNotFoundSeo(siteConfig);

/** Prerendered as /404 and served with status 404 for every unknown path. */
export default function NotFound() {
  return (
    <section className="mx-auto max-w-3xl px-4 pt-32 pb-20">
      <p className="font-semibold text-brand-800">Fehler 404</p>
      <h1 className="mt-2 text-3xl font-bold text-ink sm:text-4xl">Diese Seite gibt es leider nicht</h1>
      <p className="mt-4 text-lg text-ink-muted">
        Vielleicht hat sich die Adresse geändert oder es steckt ein Tippfehler im Link. Auf der Startseite finden Sie alle Informationen
        und das Anfrageformular.
      </p>
      <Link to="/" className="mt-6 inline-flex min-h-11 items-center rounded-control bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800">
        Zur Startseite
      </Link>
      <h2 className="mt-12 text-xl font-semibold text-ink">Beratung nach Berufsgruppe</h2>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2">
        {groupRoutes.map((group) => (
          <li key={group.path}>
            <Link to={group.path} className="text-brand-800 underline underline-offset-4 hover:text-brand-900">
              PKV für {group.groupName}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
