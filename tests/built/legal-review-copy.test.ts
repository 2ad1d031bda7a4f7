/**
 * What the fourth legal review changed, as the built pages show it (docs/decisions/0067): the
 * hero's „rund um die Uhr“ with the phone's hours, the insurers compared in words that follow
 * the config, the Erstinformation's basis of advice, the host's seat named plainly, the
 * Notlagentarif's cap cited where it is. Expected texts come from the config and the content
 * modules, never from the built pages.
 */
import { describe, expect, test } from "vitest";
import { siteConfig } from "../../app/config/site-config";
import { firstInformation } from "../../app/content/legal/first-information";
import { inlineText, type LegalBlock } from "../../app/content/legal/legal-types";
import { hostingTransferText } from "../../app/content/legal/recipients";
import { insurerChoiceWords } from "../../app/content/insurer-choice";
import { formatOpeningHours } from "../../app/modules/opening-hours";
import { builtDocument } from "./built-page";

const fold = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ").trim();

function blockText(block: LegalBlock): string {
  if (block.kind === "paragraph") return inlineText(block.text);
  if (block.kind === "list") return block.items.map(inlineText).join(" ");
  if (block.kind === "lines") return block.lines.map(inlineText).join(" ");
  return block.items.map((item) => `${item.term} ${inlineText(item.details)}`).join(" ");
}

describe("home", () => {
  const page = builtDocument("/");

  test("the hero's „rund um die Uhr“ stands with the enquiry and the phone's configured hours", () => {
    const stats = [...page.querySelectorAll("[data-hero] dl > div")].map((stat) => ({
      value: fold(stat.querySelector("dd")?.textContent),
      label: fold(stat.querySelector("dt")?.textContent),
    }));
    const allDay = stats.find((stat) => stat.value === "rund um die Uhr");
    expect(allDay?.label).toMatch(/^Anfrage/);
    expect(allDay?.label).toContain(fold(formatOpeningHours(siteConfig.openingHours)));
  });

  test("„Über mich“ speaks of the insurers compared in the config's words, never „zahlreicher“", () => {
    const about = fold(page.getElementById("about")?.textContent);
    expect(about).toContain(fold(`unter den Tarifen ${insurerChoiceWords(siteConfig)} aus`));
    expect(about).not.toMatch(/zahlreiche[rn]? (Gesellschaften|private)/);
  });
});

describe("legal pages", () => {
  test("the Erstinformation states the basis of advice the config gives, and a sufficient number only when it says so", () => {
    const advice = fold(builtDocument("/erstinformation").getElementById("beratung")?.textContent);
    const expected = firstInformation.sections.find((section) => section.id === "beratung")!.blocks.map(blockText);
    // A list's items stand side by side in the page's text, without the spaces blockText puts between them.
    const squeezed = (text: string) => text.replace(/\s+/g, "");
    for (const text of expected) expect(squeezed(advice)).toContain(squeezed(text));
    expect(advice.includes("hinreichende Zahl")).toBe(siteConfig.adviceBasis === "hinreichende-zahl");
  });

  test("the privacy policy names the host's country plainly", () => {
    const hosting = fold(builtDocument("/datenschutz").getElementById("hosting")?.textContent);
    expect(hosting).toContain(fold(hostingTransferText(siteConfig.hosting)));
    expect(hosting).not.toContain("oder im Europäischen Wirtschaftsraum (");
  });
});

describe("guide", () => {
  test("the Notlagentarif's cap links § 153 Abs. 2 Satz 3 and § 152 Abs. 3 VAG", () => {
    const page = builtDocument("/ratgeber/basistarif-standardtarif-notlagentarif");
    const links = [...page.querySelectorAll("main a")].map((link) => ({ text: fold(link.textContent), href: link.getAttribute("href") }));
    expect(links).toContainEqual({ text: "§ 153 Abs. 2 Satz 3 VAG", href: "https://www.gesetze-im-internet.de/vag_2016/__153.html" });
    expect(links).toContainEqual({ text: "§ 152 Abs. 3 VAG", href: "https://www.gesetze-im-internet.de/vag_2016/__152.html" });
  });
});
