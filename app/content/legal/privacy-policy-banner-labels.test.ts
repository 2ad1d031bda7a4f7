/**
 * The privacy policy names the cookie banner and its buttons as the banner shows them: with other
 * words in the banner's owner file (texte/cookie-hinweis.yaml), the policy quotes those words and
 * none of the shipped ones.
 */
import { describe, expect, it, vi } from "vitest";
import { exampleAdviser } from "../../../tests/fixtures/example-adviser";
import { collectStrings } from "../../../tests/support/collect-strings";
import { buildPrivacyPolicy } from "./privacy-policy";

const OTHER_WORDING = vi.hoisted(() => ({ heading: "Speicher-Hinweis", accept: "Einverstanden", decline: "Nein, danke" }));

vi.mock("~/content/consent", async (importOriginal) => {
  const original = await importOriginal<typeof import("~/content/consent")>();
  return { cookieBanner: { ...original.cookieBanner, ...OTHER_WORDING } };
});

describe("the privacy policy and the cookie banner's words", () => {
  const text = collectStrings(buildPrivacyPolicy(exampleAdviser))
    .map(({ text: each }) => each)
    .join("\n");

  it("quotes the banner's name and both buttons from the banner's own file", () => {
    expect(text).toContain(`Hinweis „${OTHER_WORDING.heading}“`);
    expect(text).toContain(`„${OTHER_WORDING.accept}“`);
    expect(text).toContain(`„${OTHER_WORDING.decline}“`);
  });

  it("keeps no second copy of the shipped labels", () => {
    expect(text).not.toContain("„Alle akzeptieren“");
    expect(text).not.toContain("„Ablehnen“");
    expect(text).not.toContain("Hinweis „Cookie-Einstellungen“");
  });
});
