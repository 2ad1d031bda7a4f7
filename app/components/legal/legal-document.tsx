import { createContext, useContext } from "react";
import { firstInformationPdfPath } from "~/config/site-routes";
import type { CourtesyNotice as CourtesyNoticeContent } from "~/content/legal/english-legal";
import { englishLegalExampleNotice, legalExampleNotice, type ExampleDataNotice } from "~/content/legal/example-data-notice";
import { sectionHeading, versionText, type LegalBlock, type LegalDocumentContent, type LegalSubsection, type RichText } from "~/content/legal/legal-types";
import { NewTabLink } from "../ui/new-tab-link";
import { CourtesyNotice, ENGLISH_NEW_TAB_NOTE } from "./english-legal-parts";

const linkClass =
  "font-semibold break-words text-brand-800 underline underline-offset-2 hover:text-brand-900 focus-visible:outline-3 focus-visible:outline-focus";

/** The document's language: an English courtesy translation says so to screen readers too. */
const DocumentLang = createContext<"de" | "en">("de");

function InlineText({ text }: { text: RichText }) {
  const lang = useContext(DocumentLang);
  return text.map((part, index) => {
    if (typeof part === "string") return part;
    if (part.newTab) {
      const note = lang === "en" ? ENGLISH_NEW_TAB_NOTE : undefined;
      return <NewTabLink key={index} className={linkClass} href={part.href} text={part.text} note={note} />;
    }
    if (lang === "en" && part.href === firstInformationPdfPath) {
      // The binding document in Textform is the German PDF.
      return (
        <a key={index} className={linkClass} href={part.href} type="application/pdf" hrefLang="de">
          {part.text}
        </a>
      );
    }
    if (part.href === firstInformationPdfPath) {
      return (
        <a key={index} className={linkClass} href={part.href} type="application/pdf">
          {part.text}
        </a>
      );
    }
    // Links to the other legal texts are plain links too: app/browser/legal-dialogs.ts switches the dialog's text in place.
    return (
      <a key={index} className={linkClass} href={part.href}>
        {part.text}
      </a>
    );
  });
}

function Block({ block }: { block: LegalBlock }) {
  switch (block.kind) {
    case "paragraph":
      return (
        <p>
          <InlineText text={block.text} />
        </p>
      );
    case "list":
      return (
        <ul className="flex list-disc flex-col gap-1.5 pl-5 marker:text-brand-700">
          {block.items.map((item, index) => (
            <li key={index}>
              <InlineText text={item} />
            </li>
          ))}
        </ul>
      );
    case "lines":
      return (
        <p>
          {block.lines.map((line, index) => (
            <span key={index} className="block">
              <InlineText text={line} />
            </span>
          ))}
        </p>
      );
    case "facts":
      return (
        <dl className="flex flex-col gap-3">
          {block.items.map((item) => (
            <div key={item.term}>
              <dt className="font-semibold text-ink">{item.term}</dt>
              <dd className="text-ink-muted">
                <InlineText text={item.details} />
              </dd>
            </div>
          ))}
        </dl>
      );
  }
}

function Subsection({ subsection }: { subsection: LegalSubsection }) {
  return (
    <section
      id={subsection.id}
      className={subsection.prominent ? "flex flex-col gap-3 rounded-card border-2 border-brand-700 bg-brand-50 p-4 sm:p-5" : "flex flex-col gap-3"}
    >
      <h3 className="text-lg font-semibold text-ink">{subsection.heading}</h3>
      {subsection.blocks.map((block, index) => (
        <Block key={index} block={block} />
      ))}
    </section>
  );
}

/** Inside the legal body, so the footer's dialog shows it as well as the page. */
function ExampleNotice({ notice }: { notice: ExampleDataNotice }) {
  return (
    <div role="note" data-example-notice="" className="flex flex-col gap-1 rounded-card border-2 border-dashed border-brand-700 bg-brand-50 p-4 text-ink">
      <strong className="font-semibold">{notice.heading}</strong>
      <p>{notice.text}</p>
    </div>
  );
}

/** Links to every section of a long text, generated from the same sections and headings the text shows. */
function Contents({ content, heading }: { content: LegalDocumentContent; heading: string }) {
  return (
    <nav aria-labelledby="legal-contents" className="rounded-card border border-line bg-surface-muted p-4 sm:p-5">
      <h2 id="legal-contents" className="text-lg font-semibold text-ink">
        {heading}
      </h2>
      <ul className="mt-2 flex flex-col">
        {content.sections.map((section, index) => (
          <li key={section.id}>
            <a className={`${linkClass} inline-flex min-h-11 items-center py-1 sm:min-h-9`} href={`#${section.id}`}>
              {sectionHeading(content, index)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * One legal text as a page body. The footer's dialog shows the same markup: it loads the page
 * and takes the element marked data-legal-body, so page and dialog cannot differ.
 */
export function LegalDocument({
  content,
  notice = content.lang === "en" ? englishLegalExampleNotice : legalExampleNotice,
  courtesy,
}: {
  content: LegalDocumentContent;
  notice?: ExampleDataNotice | null;
  /** English courtesy translations only: first in the legal body (docs/decisions/0073). */
  courtesy?: CourtesyNoticeContent;
}) {
  const body = (
    <article aria-labelledby="legal-title" className="mx-auto max-w-3xl px-4 pt-28 pb-16 sm:pt-32">
      <h1 id="legal-title" className="mb-6 text-display font-bold tracking-tight text-ink">
        {content.title}
      </h1>
      {/* The dialog takes this element whole, its spacing included (app/browser/legal-dialogs.ts). */}
      <div data-legal-body="" className="flex flex-col gap-6 text-base leading-relaxed text-ink">
        {courtesy && <CourtesyNotice notice={courtesy} linkClass={linkClass} />}
        <p className="text-sm text-ink-muted">{versionText(content)}</p>
        {notice && <ExampleNotice notice={notice} />}
        {content.contentsHeading && <Contents content={content} heading={content.contentsHeading} />}
        {content.intro?.map((block, index) => (
          <Block key={index} block={block} />
        ))}
        {content.sections.map((section, index) => (
          <section key={section.heading} id={section.id} className="flex flex-col gap-3">
            <h2 className="text-xl font-semibold text-ink">{sectionHeading(content, index)}</h2>
            {section.blocks.map((block, blockIndex) => (
              <Block key={blockIndex} block={block} />
            ))}
            {section.subsections?.map((subsection) => (
              <Subsection key={subsection.heading} subsection={subsection} />
            ))}
          </section>
        ))}
      </div>
    </article>
  );
  return content.lang === "en" ? <DocumentLang.Provider value="en">{body}</DocumentLang.Provider> : body;
}
