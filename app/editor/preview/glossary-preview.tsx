/**
 * The preview of a glossary term, as its section on /glossar shows it (app/pages/glossar.astro):
 * heading, other names, explanation and the legal sources with the site's own InlineLinks.
 */
import type { PreviewTemplateComponentProps } from "decap-cms-core";
import ReactMarkdown from "react-markdown";
import { markdownPlugins } from "./markdown-plugins";
import { InlineLinks } from "~/components/ratgeber/inline-links";
import { glossaryPage } from "~/content/ratgeber-pages";
import type { SourceLink } from "~/modules/ratgeber-schema";

export function GlossaryPreview({ entry }: PreviewTemplateComponentProps) {
  const data = (entry.get("data")?.toJS() ?? {}) as Record<string, unknown>;
  const aka = ((data.aka as string[] | undefined) ?? []).filter(Boolean);
  const sources = ((data.sources as SourceLink[] | undefined) ?? []).filter((source) => source?.citation && source?.url);
  return (
    <div className="bg-white py-10">
      <section aria-labelledby="begriff-titel" className="mx-auto max-w-3xl px-4">
        <h2 id="begriff-titel" className="text-2xl font-bold tracking-tight text-ink">
          {String(data.term ?? "")}
        </h2>
        {aka.length > 0 && <p className="mt-1 text-sm text-ink-muted">{`${glossaryPage.aka}: ${aka.join(", ")}`}</p>}
        <div className="prose-article mt-3">
          <ReactMarkdown remarkPlugins={markdownPlugins}>{String(data.body ?? "")}</ReactMarkdown>
        </div>
        {sources.length > 0 && (
          <InlineLinks label={glossaryPage.source} separator=", " links={sources.map((source) => ({ href: source.url, text: source.citation }))} />
        )}
      </section>
    </div>
  );
}
