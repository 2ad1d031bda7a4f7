import { ExternalLink } from "lucide-react";
import type { MouseEvent } from "react";
import { legalNotice } from "~/content/legal/legal-notice";
import type { LegalBlock, LegalDocumentContent, RichText } from "~/content/legal/legal-types";
import { privacyPolicy } from "~/content/legal/privacy-policy";
import { formatLongDate } from "~/modules/format-de";
import { legalDocumentOfHash, useLegalDialogs, type LegalDocument } from "./legal-dialogs-context";

const documents: Record<LegalDocument, LegalDocumentContent> = {
  datenschutz: privacyPolicy,
  impressum: legalNotice,
};

const linkClass = "font-semibold break-words text-brand-800 underline underline-offset-2 hover:text-brand-900 focus-visible:outline-3 focus-visible:outline-focus";

function InlineText({ text }: { text: RichText }) {
  const { openLegal } = useLegalDialogs();
  return text.map((part, index) => {
    if (typeof part === "string") return part;
    const other = legalDocumentOfHash(part.href);
    if (other) {
      // A real link for reading and copying; opened in place so the page behind keeps its URL and scroll position.
      const open = (event: MouseEvent) => {
        event.preventDefault();
        openLegal(other);
      };
      return (
        <a key={index} className={linkClass} href={part.href} onClick={open}>
          {part.text}
        </a>
      );
    }
    if (part.newTab) {
      return (
        <a key={index} className={`${linkClass} inline-flex items-baseline gap-1`} href={part.href} target="_blank" rel="noopener noreferrer">
          {part.text}
          <ExternalLink aria-hidden="true" className="size-3.5 shrink-0 self-center" />
          <span className="sr-only">(öffnet in neuem Tab)</span>
        </a>
      );
    }
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

function versionDate(content: LegalDocumentContent): string {
  // The privacy policy shows the day of reading (spec); it is rendered only in the browser, never prerendered.
  return formatLongDate(content.versionDate ? new Date(`${content.versionDate}T12:00:00`) : new Date());
}

/** The text of one legal document, loaded when its dialog first opens. */
export default function LegalDocumentBody({ document }: { document: LegalDocument }) {
  const content = documents[document];
  return (
    <div className="flex flex-col gap-6 text-base leading-relaxed text-ink">
      <p className="text-sm text-ink-muted">
        {content.versionLabel} {versionDate(content)}
      </p>
      {content.sections.map((section, index) => (
        <section key={section.heading} className="flex flex-col gap-3">
          <h3 className="text-lg font-semibold text-ink">
            {content.numbered ? `${index + 1}. ` : ""}
            {section.heading}
          </h3>
          {section.blocks.map((block, blockIndex) => (
            <Block key={blockIndex} block={block} />
          ))}
        </section>
      ))}
    </div>
  );
}
