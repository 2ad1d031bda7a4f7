/**
 * The preview of a profession page: the site's own GroupPage, from the entry as the build would
 * make it (placeholders filled, typography set). While the entry is not yet one the build would
 * accept, the preview lists what is missing or wrong, in the build's German words, instead of a
 * half page. The calculators and the enquiry form are islands on the page; here their places stay
 * empty.
 */
import type { PreviewTemplateComponentProps } from "decap-cms-core";
import { GroupPage } from "~/components/group-page/group-page";
import { groupContentFrom, professionIssues, professionPageData } from "~/content/professions";
import type { GroupRoute } from "~/config/site-routes";
import type { ProfessionFileData } from "~/modules/profession-schema";
import { copiedFromOtherPages, sentenceCount } from "~/content/profession-copies";
import { PROFESSION_FILE_NAME_KEY, professionFileName } from "../editor-config";

/**
 * Above the page: the address it has (a new page: the one saving gives it), and, while its
 * sentences are still another page's, a warning saying whose and how many (docs/decisions/0071).
 */
function PageNotes({ slug, isNew, data }: { slug: string; isNew: boolean; data: ProfessionFileData }) {
  const copied = copiedFromOtherPages(isNew ? undefined : slug, data);
  return (
    <div className="mx-auto max-w-3xl space-y-3 bg-white px-4 pt-6 text-ink">
      <p>{isNew ? `Adresse nach dem Speichern: /pkv-${slug}` : `Adresse: /pkv-${slug}`}</p>
      {copied.length > 0 && (
        <div role="alert" className="rounded-control border-2 border-brand-700 bg-brand-50 p-4">
          <p className="font-bold">Diese Seite hat noch Texte einer anderen Seite</p>
          <ul className="mt-2 list-disc pl-6">
            {copied.map((page) => (
              <li key={page.path}>{`${sentenceCount(page.sentences)} wörtlich auch auf der Seite „${page.groupName}“ (${page.path}).`}</li>
            ))}
          </ul>
          <p className="mt-2">
            Schreiben Sie jeden Text für diese Berufsgruppe neu. Bis dahin ginge die Seite mit den Sätzen der anderen online; „npm run build:production“ nennt
            sie auch.
          </p>
        </div>
      )}
    </div>
  );
}

export function ProfessionPreview({ entry }: PreviewTemplateComponentProps) {
  // The file name the check before saving adds (editor-config.ts) is no field of the page.
  const { [PROFESSION_FILE_NAME_KEY]: _fileName, ...data } = (entry.get("data")?.toJS() ?? {}) as ProfessionFileData & { [PROFESSION_FILE_NAME_KEY]?: string };
  const isNew = Boolean(entry.get("newRecord")) || !entry.get("slug");
  const slug = isNew ? professionFileName(data.groupName) : String(entry.get("slug"));
  const issues = professionIssues(data);
  if (issues.length > 0) {
    return (
      <div className="mx-auto max-w-3xl bg-white px-4 py-10 text-ink">
        <p>{isNew ? `Adresse nach dem Speichern: /pkv-${slug}` : `Adresse: /pkv-${slug}`}</p>
        <h1 className="mt-4 text-xl font-bold">Die Vorschau erscheint, sobald die Seite vollständig ist</h1>
        <ul className="mt-4 list-disc pl-6">
          {issues.map((issue) => (
            <li key={`${issue.field}: ${issue.problem}`}>{`${issue.field || "(ganze Seite)"}: ${issue.problem}`}</li>
          ))}
        </ul>
      </div>
    );
  }
  const typeset = professionPageData({ slug, file: slug, data });
  return (
    <div className="bg-white">
      <PageNotes slug={slug} isNew={isNew} data={data} />
      <GroupPage
        content={groupContentFrom(slug, typeset)}
        route={{ groupName: typeset.groupName, calculators: typeset.calculators as GroupRoute["calculators"] }}
      />
    </div>
  );
}
