// @vitest-environment jsdom
/**
 * The English courtesy translations open with the notice that the German text binds, inside the
 * legal body the footer's dialog takes (docs/decisions/0073); the German documents are rendered
 * as before, with no notice and no English words.
 */
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { legalRoutes } from "~/config/site-routes";
import { courtesyNotice } from "~/content/legal/english-legal";
import { buildFirstInformation } from "~/content/legal/first-information";
import { buildEnglishFirstInformation } from "~/content/legal/first-information-en";
import { buildLegalNotice } from "~/content/legal/legal-notice";
import { buildEnglishLegalNotice } from "~/content/legal/legal-notice-en";
import { buildPrivacyPolicy } from "~/content/legal/privacy-policy";
import { buildEnglishPrivacyPolicy } from "~/content/legal/privacy-policy-en";
import { exampleAdviser } from "../../../tests/fixtures/example-adviser";
import { secondAdviser } from "../../../tests/fixtures/second-adviser";
import { LegalDocument } from "./legal-document";

afterEach(cleanup);

const builders = {
  impressum: { german: buildLegalNotice, english: buildEnglishLegalNotice },
  datenschutz: { german: buildPrivacyPolicy, english: buildEnglishPrivacyPolicy },
  erstinformation: { german: buildFirstInformation, english: buildEnglishFirstInformation },
} as const;

describe.each([
  ["the example", exampleAdviser],
  ["the second adviser", secondAdviser],
])("legal documents for %s", (_name, config) => {
  it.each(legalRoutes.map((route) => route.slug))("the English %s opens its legal body with the notice and the link to the German page", (slug) => {
    const notice = courtesyNotice(slug);
    const { container } = render(<LegalDocument content={builders[slug].english(config)} courtesy={notice} notice={null} />);
    const body = container.querySelector("[data-legal-body]")!;
    const first = body.firstElementChild!;
    expect(first).toHaveAttribute("role", "note");
    expect(first.textContent).toContain("This is a courtesy translation. The German version is legally binding.");
    const link = first.querySelector("a")!;
    expect(link).toHaveAttribute("href", notice.germanPath);
    expect(link).toHaveAttribute("hreflang", "de");
    expect(link).toHaveAttribute("lang", "de");
    // What a dialog shows: the h1 and the body; the notice is in the body.
    expect(container.querySelector("h1")?.textContent).toBe(builders[slug].english(config).title);
    // Links to other sites say in English that they open a new tab.
    expect(container.textContent).not.toContain("öffnet in neuem Tab");
    for (const note of container.querySelectorAll("a[target=_blank] .sr-only")) expect(note.textContent).toBe("(opens in a new tab)");
  });

  it.each(legalRoutes.map((route) => route.slug))("the German %s has no notice and no English words", (slug) => {
    const { container } = render(<LegalDocument content={builders[slug].german(config)} notice={null} />);
    expect(container.querySelector("[data-courtesy-notice]")).toBeNull();
    expect(container.textContent).not.toMatch(/courtesy translation|opens in a new tab|Last updated/);
  });
});
