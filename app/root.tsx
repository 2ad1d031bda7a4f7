import { useEffect, type ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/root";
import { BusyOverlay } from "./components/busy-overlay";
import { ClientExtras } from "./components/client-extras";
import { CAPTURE_INSTALL_EVENTS_SCRIPT } from "./components/install/install-prompt-capture";
import { LegalDialogsProvider } from "./components/legal/legal-dialogs";
import { SectionScrollProvider } from "./components/section-scroll";
import { SiteFooter } from "./components/site-footer";
import { SiteHeader } from "./components/site-header";
import "./app.css";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  // Written by the build (scripts/build/web-app-manifest.ts) like the service worker, so absent in dev.
  ...(import.meta.env.PROD
    ? [
        { rel: "manifest", href: "/manifest.webmanifest" },
        { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
      ]
    : []),
];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="de">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#9b1c1c" />
        {/* Must run before hydration: the browser's install event fires once, possibly early. */}
        <script dangerouslySetInnerHTML={{ __html: CAPTURE_INSTALL_EVENTS_SCRIPT }} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** The shell every page shares: header, main content, footer and the site-wide dialogs. */
function SiteShell({ children }: { children: ReactNode }) {
  // Marks the moment the page has come alive: JavaScript starts only after the first paint
  // (docs/decisions/0010), so the browser tests wait for this before they interact.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <SectionScrollProvider>
      <LegalDialogsProvider>
        <a
          href="#inhalt"
          className="sr-only z-50 rounded-control bg-white px-4 py-2 text-ink focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:outline-3 focus:outline-focus"
        >
          Zum Inhalt springen
        </a>
        <SiteHeader />
        <main id="inhalt" tabIndex={-1} className="outline-none">
          {children}
        </main>
        <SiteFooter />
        <BusyOverlay />
        <ClientExtras />
      </LegalDialogsProvider>
    </SectionScrollProvider>
  );
}

export default function App() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <SiteShell>
      <section className="mx-auto max-w-3xl px-4 pt-32 pb-20">
        <h1 className="text-3xl font-bold text-ink">{notFound ? "Seite nicht gefunden" : "Etwas ist schiefgelaufen"}</h1>
        <p className="mt-4 text-lg text-ink-muted">
          {notFound
            ? "Diese Seite gibt es nicht (mehr)."
            : "Die Seite konnte nicht vollständig geladen werden. Bitte laden Sie sie neu – Ihre Eingaben im Anfrageformular bleiben in diesem Tab erhalten."}
        </p>
        <a className="mt-6 inline-block font-semibold text-brand-800 underline" href="/">
          Zur Startseite
        </a>
      </section>
    </SiteShell>
  );
}
