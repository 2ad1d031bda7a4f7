import type { CourtesyNotice } from "~/content/legal/english-legal";
import type { LegalDocumentContent } from "~/content/legal/legal-types";
import { LegalDocument } from "./legal-document";

/** A legal text as its own page (readable without JavaScript, § 5 DDG). */
export function LegalPage({ content, courtesy }: { content: LegalDocumentContent; courtesy?: CourtesyNotice }) {
  return (
    <div className="bg-white">
      <LegalDocument content={content} courtesy={courtesy} />
    </div>
  );
}
