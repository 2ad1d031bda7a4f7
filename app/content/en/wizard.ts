/**
 * The English page's wizard words (docs/decisions/0073), from texte/anfrage.yaml's English twin
 * (app/content/en/texte/anfrage.yaml), made by the same function as the German ones: English
 * readers for what is typed („5,000“), amounts in English formats, the privacy consent linking the
 * courtesy translation and then the binding German policy. No message words here: what goes out
 * is German, and the English entry receives them as data (english-enquiry-wizard.tsx).
 */
import { englishRoute } from "~/config/english-routes";
import { siteConfig } from "~/config/site-config";
import { legalRoute } from "~/config/site-routes";
import { callDays } from "~/modules/call-time";
import { readAgeEnglish, readIncomeCentsEnglish } from "~/modules/enquiry-numbers-en";
// The message goes out in German (docs/decisions/0073), so its amount is written the German way: the one German format here.
import { formatEuroFromCents as germanEuroFromCents } from "~/modules/format-de";
import { formatEuroFromCents } from "~/modules/format-en";
import { englishIncomeHint } from "~/modules/income-hint-en";
import type { EnquiryText } from "~/modules/text-files/enquiry-schema";
import text from "./texte/anfrage.yaml";
import type { EnquiryMessageCopy } from "~/modules/whatsapp-message";
import { messageCopyOf, wizardWordsFrom, type MessageWords, type WizardWords } from "../wizard-words";

export const englishWizardWords: WizardWords = wizardWordsFrom(text as EnquiryText, {
  adviserName: siteConfig.adviser.name,
  callDays: callDays(siteConfig.openingHours),
  privacyPath: englishRoute("datenschutz").path,
  bindingPrivacyPath: legalRoute("datenschutz").path,
  numbers: { readAge: readAgeEnglish, readIncomeCents: readIncomeCentsEnglish, formatEuroFromCents },
  incomeHint: englishIncomeHint,
  quote: (typed) => `\u201c${typed}\u201d`,
});

/** The words around the wizard in the English section (english-enquiry-section.astro). */
export const englishEnquirySectionCopy = (text as EnquiryText).section;

/**
 * The message an English page sends: the German words it is given, the line asking for an answer
 * in English first, numbers read the English way („5,000“) and written the German way („5.000 €“).
 */
export function englishEnquiryMessageCopy(germanWords: MessageWords): EnquiryMessageCopy {
  return messageCopyOf(germanWords, englishWizardWords.callTimeDays, {
    visitorLanguage: "en",
    numbers: { readAge: readAgeEnglish, readIncomeCents: readIncomeCentsEnglish, formatEuroFromCents: germanEuroFromCents },
  });
}
