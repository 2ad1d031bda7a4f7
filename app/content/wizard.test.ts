import { describe, expect, it } from "vitest";
import { siteConfig } from "~/config/site-config";
import { placeholdersIn } from "~/modules/copy-placeholders";
import { incomeHint } from "~/modules/income-hint";
import { ENQUIRY_AGE_MAX, ENQUIRY_AGE_MIN } from "~/modules/enquiry-numbers";
import { FICTIONAL_2027, FIXTURE_2026 } from "../../tests/fixtures/figures";
import { secondAdviser } from "../../tests/fixtures/second-adviser";
import { collectStrings } from "../../tests/support/collect-strings";
import * as wizard from "./wizard";

describe("the wizard's texts from texte/anfrage.yaml", () => {
  it("leave no placeholder unfilled, in the texts as they are and in those the page fills", () => {
    const shown = [
      ...collectStrings(wizard),
      ...wizard.wizardSteps.map(wizard.stepAnnouncement),
      wizard.whatsAppConsentBefore(secondAdviser.adviser.name),
      wizard.enquiryMessageCopy.ageInYears(ENQUIRY_AGE_MIN),
      ...["5000", "6450", "6600", "9000"]
        .flatMap((raw) => [incomeHint(raw, FIXTURE_2026, null, wizard.incomeHintCopy), incomeHint(raw, FIXTURE_2026, FICTIONAL_2027, wizard.incomeHintCopy)])
        .map((hint) => hint!.text),
    ].map((item) => (typeof item === "string" ? item : item.text));
    expect(shown.length).toBeGreaterThan(60);
    expect(shown.filter((text) => placeholdersIn(text).length > 0)).toEqual([]);
  });

  it("put the page's values where the templates name them", () => {
    expect(wizard.stepAnnouncement(wizard.wizardSteps[1])).toContain(`2 von ${wizard.STEP_COUNT}: ${wizard.wizardSteps[1].label}`);
    expect(wizard.whatsAppConsentBefore(secondAdviser.adviser.name)).toContain(` an ${secondAdviser.adviser.name} `);
    expect(wizard.wizardCopy.privacy.before).toBe(wizard.whatsAppConsentBefore(siteConfig.adviser.name));
    expect(wizard.enquiryMessageCopy.ageInYears(ENQUIRY_AGE_MAX)).toMatch(new RegExp(`^${ENQUIRY_AGE_MAX}\\b`));
  });

  it("number the steps and the coverage choices in the order the wizard and its stored drafts use", () => {
    expect(wizard.wizardSteps.map((step) => step.number)).toEqual([1, 2, 3, 4]);
    expect(wizard.coverageOptions.map((option) => option.id)).toEqual(["basis", "komfort", "premium"]);
    expect(wizard.enquiryMessageCopy.coverageLabels).toEqual(Object.fromEntries(wizard.coverageOptions.map((option) => [option.id, option.label])));
  });

  it("quote the form's limits and the promised response time from their one definition", () => {
    expect(wizard.wizardFields.age.errors.tooSmall).toContain(`${ENQUIRY_AGE_MIN}\u00a0Jahren`);
    expect(wizard.wizardFields.age.errors.tooLarge).toContain(`${ENQUIRY_AGE_MIN} bis ${ENQUIRY_AGE_MAX}\u00a0Jahre`);
    expect(wizard.wizardCopy.delivery.sent.text).toContain(siteConfig.responseTime);
    expect(wizard.wizardCopy.handoff.done.text).toContain(siteConfig.responseTime);
  });
});
