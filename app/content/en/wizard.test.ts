import { describe, expect, it } from "vitest";
import { englishRoute } from "~/config/english-routes";
import { siteConfig } from "~/config/site-config";
import { legalRoute } from "~/config/site-routes";
import { placeholdersIn } from "~/modules/copy-placeholders";
import { buildEnquiryPost } from "~/modules/enquiry-mail";
import { buildMailtoUrl, mailSubject } from "~/modules/mailto-link";
import type { EnquiryText } from "~/modules/text-files/enquiry-schema";
import { buildEnquiryMessage, buildWhatsAppUrl, EMPTY_ENQUIRY, ENGLISH_ENQUIRY_LINE, enquiryValues, type Enquiry } from "~/modules/whatsapp-message";
import { collectStrings } from "../../../tests/support/collect-strings";
import germanText from "../texte/anfrage.yaml";
import { enquiryMessageCopy } from "../wizard";
import { messageWordsOf } from "../wizard-words";
import { englishEnquiryMessageCopy, englishWizardWords } from "./wizard";

const english = englishEnquiryMessageCopy(messageWordsOf(germanText as EnquiryText));
const CONTEXT = { reference: "PKV-7K3Q", elapsedMs: 60_000, website: "", page: "https://example.org/en/", sentAt: "2026-11-29T08:00:00.000Z" };
const FREE_TEXT = "Hello,\nI moved here in March & want to know: is PKV right for me? 100% sure?";

/** The same enquiry as an English and a German visitor type it. */
const typedInEnglish: Enquiry = {
  ...EMPTY_ENQUIRY,
  name: "Alex Smith",
  age: "38 years",
  beruf: "Software engineer",
  einkommen: "7,500",
  versicherungsart: "komfort",
  email: "alex@example.com",
  kontaktweg: "email",
  nachricht: FREE_TEXT,
};
const typedInGerman: Enquiry = { ...typedInEnglish, age: "38", einkommen: "7.500" };

describe("the English page's enquiry reaches the adviser in German (docs/decisions/0073)", () => {
  it("opens with the language line, then the German page's message word for word", () => {
    const [first, ...rest] = buildEnquiryMessage(typedInEnglish, english).split("\n");
    expect(first).toBe("Sprache: Englisch \u2013 bitte auf Englisch antworten");
    expect(first).toBe(ENGLISH_ENQUIRY_LINE);
    expect(rest.join("\n")).toBe(buildEnquiryMessage(typedInGerman, enquiryMessageCopy));
  });

  it("keeps the visitor's free text as typed", () => {
    expect(buildEnquiryMessage(typedInEnglish, english)).toContain(FREE_TEXT);
  });

  it("leaves the German page's message without the line", () => {
    const german = buildEnquiryMessage(typedInGerman, enquiryMessageCopy);
    expect(german.split("\n")[0]).toBe(enquiryMessageCopy.header);
    expect(german).not.toContain(ENGLISH_ENQUIRY_LINE);
  });

  it("carries the line first in the wa.me text", () => {
    const url = new URL(buildWhatsAppUrl("493023125678", buildEnquiryMessage(typedInEnglish, english)));
    expect(url.searchParams.get("text")!.startsWith(`${ENGLISH_ENQUIRY_LINE}\n${english.header}\n`)).toBe(true);
  });

  it("carries the line first in the mailto body, the header staying the subject", () => {
    const message = buildEnquiryMessage(typedInEnglish, english);
    const mailto = buildMailtoUrl(siteConfig.email, mailSubject(message), message);
    const query = new URLSearchParams(mailto.slice(mailto.indexOf("?") + 1));
    expect(query.get("body")!.startsWith(`${ENGLISH_ENQUIRY_LINE}\r\n${english.header}\r\n`)).toBe(true);
    expect(query.get("subject")).toBe(english.header);
  });

  it("posts the line first in the page's own channel, and the language in the data", () => {
    const post = buildEnquiryPost(typedInEnglish, english, CONTEXT);
    expect(post.text.startsWith(`${ENGLISH_ENQUIRY_LINE}\n${english.header} PKV-7K3Q\n`)).toBe(true);
    expect(post.subject.startsWith(english.header)).toBe(true);
    expect(post.data).toMatchObject({ sprache: "en", alter: 38, monatsbruttoEuro: 7500 });
    const german = buildEnquiryPost(typedInGerman, enquiryMessageCopy, CONTEXT);
    expect(german.text.startsWith(`${enquiryMessageCopy.header} PKV-7K3Q\n`)).toBe(true);
    expect(german.data).toMatchObject({ sprache: "de", alter: 38, monatsbruttoEuro: 7500 });
  });
});

describe("the English wizard's words", () => {
  it("leave no placeholder unfilled and use no German quotation marks", () => {
    const shown = collectStrings(englishWizardWords).map((item) => item.text);
    expect(shown.length).toBeGreaterThan(60);
    expect(shown.filter((text) => placeholdersIn(text).length > 0)).toEqual([]);
    expect(shown.filter((text) => /[\u201e\u201a]/.test(text))).toEqual([]);
  });

  it("link the English courtesy translation and then the binding German privacy policy, naming the adviser", () => {
    const { privacy } = englishWizardWords.copy;
    expect(privacy.href).toBe(`${englishRoute("datenschutz").path}#whatsapp`);
    expect(privacy.binding?.href).toBe(`${legalRoute("datenschutz").path}#whatsapp`);
    expect(privacy.before).toContain(siteConfig.adviser.name);
  });

  it("say before sending that the message goes out with German labels", () => {
    expect(englishWizardWords.copy.languageNote).not.toBe("");
  });

  it("show the overview in English formats and the page's labels, read the English way", () => {
    const values = enquiryValues(typedInEnglish, englishWizardWords.summary);
    expect(values.einkommen).toBe("\u20ac7,500");
    expect(values.age).toBe(englishWizardWords.summary.ageInYears(38));
    expect(englishWizardWords.summary.visitorLanguage).toBeUndefined();
  });

  it("ask no member's questions: the member page is German only", () => {
    expect(englishWizardWords.member).toBeNull();
  });
});
