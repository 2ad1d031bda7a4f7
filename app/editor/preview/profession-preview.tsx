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

export function ProfessionPreview({ entry }: PreviewTemplateComponentProps) {
  const data = (entry.get("data")?.toJS() ?? {}) as ProfessionFileData;
  const slug = String(entry.get("slug") ?? "") || "neu";
  const issues = professionIssues(data);
  if (issues.length > 0) {
    return (
      <div className="mx-auto max-w-3xl bg-white px-4 py-10 text-ink">
        <h1 className="text-xl font-bold">Die Vorschau erscheint, sobald die Seite vollständig ist</h1>
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
      <GroupPage
        content={groupContentFrom(slug, typeset)}
        route={{ groupName: typeset.groupName, calculators: typeset.calculators as GroupRoute["calculators"] }}
      />
    </div>
  );
}
