import type { LegalDocumentContent } from "~/content/legal/legal-types";
import { LegalDocument } from "./legal-document";

/** A legal text as its own page (readable without JavaScript, § 5 DDG). */
export function LegalPage({ content }: { content: LegalDocumentContent }) {
  return (
    <div className="bg-white">
      <LegalDocument content={content} />
    </div>
  );
}
