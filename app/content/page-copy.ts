/**
 * All marketing copy of the pages in one list, for the checks that run over it (claims,
 * figures): the home page, the six profession pages, the shared profession-page template with
 * the worked example, the wizard, the toasts, the install prompt and the enquiry section.
 * The legal texts (legal/**, consent.ts) are checked by their own tests.
 */
import { enquirySectionCopy } from "./enquiry-section";
import { groupPageLabels } from "./group-page-labels";
import { groupContents } from "./groups";
import { home } from "./home";
import { installPrompt, webAppManifestCopy } from "./install";
import { toastMessages } from "./toast-messages";
import { coverageOptions, enquiryMessageCopy, incomeHintCopy, wizardCopy, wizardFields, wizardSteps } from "./wizard";

export interface PageCopy {
  page: string;
  content: unknown;
}

export const pageCopy: readonly PageCopy[] = [
  { page: "home", content: home },
  ...Object.values(groupContents).map((content) => ({ page: content.slug, content })),
  { page: "group template", content: groupPageLabels },
  { page: "wizard", content: { wizardSteps, coverageOptions, wizardFields, wizardCopy, enquiryMessageCopy, incomeHintCopy } },
  { page: "toasts", content: toastMessages },
  { page: "install", content: { installPrompt, webAppManifestCopy } },
  { page: "enquiry section", content: enquirySectionCopy },
];
