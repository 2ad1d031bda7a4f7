import { groupRoutes } from "~/config/page-routes";

/** The body of the 404 page (app/pages/404.astro), served with status 404 for every unknown path. */
export function NotFound() {
  return (
    <section className="mx-auto max-w-3xl px-4 pt-32 pb-20">
      <p className="font-semibold text-brand-800">Fehler 404</p>
      <h1 className="mt-2 text-display font-bold text-ink">Diese Seite gibt es leider nicht</h1>
      <p className="mt-4 text-lg text-ink-muted">
        Vielleicht hat sich die Adresse geändert oder es steckt ein Tippfehler im Link. Auf der Startseite finden Sie alle Informationen und das
        Anfrageformular.
      </p>
      <a href="/" className="mt-6 inline-flex min-h-11 items-center rounded-control bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800">
        Zur Startseite
      </a>
      <h2 className="mt-12 text-xl font-semibold text-ink">Beratung nach Berufsgruppe</h2>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2">
        {groupRoutes.map((group) => (
          <li key={group.path}>
            <a href={group.path} className="text-brand-800 underline underline-offset-4 hover:text-brand-900">
              PKV für {group.groupName}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
