import { notify } from "~/browser/toasts";
import { germanWizardWords } from "~/content/wizard";
import { WizardForm, type EnquiryAudience } from "./wizard-form";
import { WizardWordsContext } from "./wizard-words";

export type { EnquiryAudience };

/** The German words with the site's toasts. */
const WORDS = { ...germanWizardWords, notify };

/**
 * The German page's wizard (the island the German pages place): the German words and toasts for
 * the form, so the page's JavaScript carries no English (docs/decisions/0073). On the member page
 * (`audience="member"`) the member's questions (docs/decisions/0070).
 */
export function EnquiryWizard({ audience = "new" }: { audience?: EnquiryAudience }) {
  return (
    <WizardWordsContext value={WORDS}>
      <WizardForm audience={audience} />
    </WizardWordsContext>
  );
}
