/**
 * The frame in the page's language (docs/decisions/0073), rendered as the layout renders it: the
 * English menu and footer from the English owner files, the German ones untouched, the switch
 * named in the target language, and the words the browser scripts show written into the page.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { englishRoute, switchTarget } from "~/config/english-routes";
import { LANGUAGE_NAMES } from "~/config/languages";
import { siteConfig } from "~/config/site-config";
import { homeRoute, legalRoutes } from "~/config/site-routes";
import { searchCopyFor } from "~/content/search-copy";
import { siteFrameFor } from "~/content/site-frame";
import { englishSectionCopy } from "~/content/en/english-section";
import { toastCopyFor } from "~/content/toast-messages";
import { englishNavItems, sectionNavItems } from "./nav-items";
import { SiteHeader } from "./site-header";
import { SiteFooter } from "./site-footer";
import { MobileMenu } from "./mobile-menu";
import { SearchDialog } from "./search/site-search";
import { ToastArea } from "./toasts/toast-area";

const withEnglish = { ...siteConfig, languages: ["de", "en"] as const };

function attribute(html: string, name: string): string {
  const found = new RegExp(`${name}="([^"]*)"`).exec(html)?.[1] ?? "";
  return found
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");
}

describe("the header and the menus", () => {
  it("on an English page: the English pages, and „Deutsch“ to the German twin with lang and hreflang", () => {
    const target = switchTarget(englishRoute("home").path, withEnglish)!;
    const header = renderToStaticMarkup(<SiteHeader currentPath="/en/" lang="en" languageSwitch={target} />);
    for (const item of englishNavItems) expect(header).toContain(`href="${item.path}"`);
    expect(header).toContain(`>${LANGUAGE_NAMES.de}</a>`);
    expect(header).toMatch(new RegExp(`<a href="${homeRoute.path}" lang="de" hrefLang="de" data-language-switch=""`, "i"));
    expect(header).toContain(siteFrameFor("en").menu.open);
    const menu = renderToStaticMarkup(<MobileMenu currentPath="/en/" lang="en" languageSwitch={target} />);
    expect(menu).toContain(siteFrameFor("en").shell.call);
    // The German sections (/#about, /#versicherungsform) are the German home's, not in the English menu.
    expect(menu).not.toContain('data-section-link=""');
  });

  it("on a German page: the German sections, and „English“ to the English twin", () => {
    const target = switchTarget(homeRoute.path, withEnglish)!;
    const header = renderToStaticMarkup(<SiteHeader currentPath="/" lang="de" languageSwitch={target} />);
    for (const item of sectionNavItems) expect(header).toContain(`>${item.label}</a>`);
    expect(header).toMatch(new RegExp(`<a href="${englishRoute("home").path}" lang="en" hrefLang="en" data-language-switch=""`, "i"));
    expect(header).not.toContain(englishRoute("expats").path);
  });
});

describe("the footer", () => {
  it("on an English page: the courtesy translations, then the binding German texts marked German and opening in the dialog", () => {
    const footer = renderToStaticMarkup(<SiteFooter lang="en" />);
    for (const page of ["impressum", "datenschutz", "erstinformation"] as const) expect(footer).toContain(`href="${englishRoute(page).path}"`);
    expect(footer).toContain(englishSectionCopy.footer.bindingOriginals);
    for (const route of legalRoutes) expect(footer).toContain(`href="${route.path}" data-legal-link="${route.slug}" lang="de"`);
    expect(footer).toContain(siteFrameFor("en").footer.hours);
    expect(footer).toContain(siteFrameFor("en").footer.cookieSettings);
  });

  it("on a German page: no English link", () => {
    const footer = renderToStaticMarkup(<SiteFooter lang="de" />);
    expect(footer).not.toContain('href="/en/');
    expect(footer).toContain(siteFrameFor("de").footer.cookieSettings);
  });
});

describe("the words the browser scripts show come from the page (no language in the scripts)", () => {
  for (const lang of ["de", "en"] as const) {
    it(`${lang}: the toasts' messages and the search's texts and glossary`, () => {
      expect(JSON.parse(attribute(renderToStaticMarkup(<ToastArea lang={lang} />), "data-messages"))).toEqual(toastCopyFor(lang).messages);
      const dialog = renderToStaticMarkup(<SearchDialog lang={lang} />);
      expect(JSON.parse(attribute(dialog, "data-words"))).toEqual(searchCopyFor(lang).script);
      expect(attribute(dialog, "data-glossary-path")).toBe(lang === "en" ? englishRoute("glossary").path : "/glossar");
    });
  }
});
