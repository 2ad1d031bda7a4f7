import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { siteConfig } from "~/config/site-config";
import type { SiteConfig } from "~/config/site-config-schema";
import { buildFirstInformation, firstInformation } from "~/content/legal/first-information";
import { exampleDataNoticeCopy } from "~/content/legal/example-data-notice";
import { disputeBodies } from "~/content/legal/intermediary";
import { versionText } from "~/content/legal/legal-types";
import { pdfSafeText, pointsToThisFile, printedLink, renderFirstInformationPdf, type PdfFonts } from "./first-information-pdf";

/**
 * Reads the text back out of an uncompressed pdfkit PDF: each TJ array is one printed line.
 * Built-in fonts use WinAnsiEncoding; embedded fonts are decoded through their ToUnicode map.
 */
const winAnsiHigh: Record<number, string> = {
  0x80: "€", 0x82: "‚", 0x83: "ƒ", 0x84: "„", 0x85: "…", 0x86: "†", 0x87: "‡", 0x88: "ˆ", 0x89: "‰", 0x8a: "Š", 0x8b: "‹", 0x8c: "Œ", 0x8e: "Ž",
  0x91: "‘", 0x92: "’", 0x93: "“", 0x94: "”", 0x95: "•", 0x96: "–", 0x97: "—", 0x98: "˜", 0x99: "™", 0x9a: "š", 0x9b: "›", 0x9c: "œ", 0x9e: "ž", 0x9f: "Ÿ",
};

function pdfObjects(pdf: string): Map<string, string> {
  const objects = new Map<string, string>();
  for (const match of pdf.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) objects.set(match[1], match[2]);
  return objects;
}

function toUnicodeMap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  const utf16 = (hex: string) => String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16)));
  for (const range of cmap.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*\[([^\]]*)\]/gi)) {
    const start = parseInt(range[1], 16);
    // A target may hold several code points: a ligature such as „fl“ is written <0066 006c>.
    [...range[3].matchAll(/<([0-9a-f\s]+)>/gi)].forEach((target, offset) => map.set(start + offset, utf16(target[1].replace(/\s/g, ""))));
  }
  return map;
}

function extractText(pdfBytes: Buffer): string {
  const pdf = pdfBytes.toString("latin1");
  const objects = pdfObjects(pdf);
  const decoders = new Map<string, (hex: string) => string>();
  for (const [, name, id] of pdf.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
    const font = objects.get(id) ?? "";
    const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(font);
    if (toUnicode) {
      const map = toUnicodeMap(objects.get(toUnicode[1]) ?? "");
      decoders.set(name, (hex) => (hex.match(/.{4}/g) ?? []).map((code) => map.get(parseInt(code, 16)) ?? "\ufffd").join(""));
    } else {
      decoders.set(name, (hex) => (hex.match(/.{2}/g) ?? []).map((byte) => winAnsiHigh[parseInt(byte, 16)] ?? String.fromCharCode(parseInt(byte, 16))).join(""));
    }
  }
  const lines: string[] = [];
  for (const [, stream] of pdf.matchAll(/stream\n([\s\S]*?)\nendstream/g)) {
    let decode: ((hex: string) => string) | undefined;
    for (const operator of stream.matchAll(/\/(F\d+) [\d.]+ Tf|\[([^\]]*)\] TJ/g)) {
      if (operator[1]) decode = decoders.get(operator[1]);
      else if (decode) lines.push([...operator[2].matchAll(/<([0-9a-f]*)>/gi)].map((hex) => decode!(hex[1])).join(""));
    }
  }
  return lines.join("\n");
}

/** A document-information entry: pdfkit writes it as an indirect literal string, UTF-16BE when not ASCII. */
function infoValue(pdf: string, key: string): string | undefined {
  const reference = new RegExp(`/${key} (\\d+) 0 R`).exec(pdf);
  const body = reference ? pdfObjects(pdf).get(reference[1])?.trim() : undefined;
  if (!body?.startsWith("(")) return undefined;
  const raw = body.slice(1, body.lastIndexOf(")")).replace(/\\([()\\])/g, "$1");
  if (!raw.startsWith("\xfe\xff")) return raw;
  const units = raw.slice(2).match(/[\s\S]{2}/g) ?? [];
  return String.fromCharCode(...units.map((pair) => (pair.charCodeAt(0) << 8) | pair.charCodeAt(1)));
}

/** Line breaks fall anywhere; compare without any whitespace (incl. no-break spaces). */
const squeeze = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, "");

const fontChoices: Array<[string, PdfFonts | null | undefined]> = [
  ["the default font (DejaVu Sans when installed)", undefined],
  ["Helvetica", null],
];

describe("renderFirstInformationPdf", () => {
  const render = (fonts?: PdfFonts | null, content = firstInformation) =>
    renderFirstInformationPdf({ content, author: siteConfig.adviser.name, siteUrl: siteConfig.siteUrl, fonts, compress: false });

  it.each(fontChoices)("prints every required item of the Erstinformation with %s", async (_name, fonts) => {
    const pdf = await render(fonts);
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const text = squeeze(extractText(pdf));
    for (const expected of [
      "Erstinformation",
      versionText(firstInformation),
      siteConfig.registration.registerNumber,
      siteConfig.registration.chamber,
      siteConfig.adviser.name,
      "www.vermittlerregister.info",
      "0180 600 585 0",
      "(20 ct/Anruf aus dem dt. Festnetz, höchstens 60 ct/Anruf aus Mobilfunknetzen)",
      ...disputeBodies.flatMap((body) => [body.name, body.postbox, body.city]),
      siteConfig.liabilityInsurance.insurer,
      siteConfig.liabilityInsurance.scope,
      "beim ersten Geschäftskontakt",
      "Seite 1 von",
    ]) {
      expect(text).toContain(squeeze(expected));
    }
  });

  it("does not offer itself: the page's „als PDF“ paragraph is left out, the rest of the intro stays", async () => {
    expect(firstInformation.intro?.some(pointsToThisFile)).toBe(true);
    const pdf = await render(null);
    const text = squeeze(extractText(pdf));
    expect(text).toContain(squeeze("beim ersten Geschäftskontakt"));
    expect(text).not.toContain("erstinformation.pdf");
    expect(pdf.toString("latin1")).not.toContain("erstinformation.pdf");
  });

  it("follows the content: another register number is printed, the old one is gone", async () => {
    const config: SiteConfig = structuredClone(siteConfig);
    config.registration.registerNumber = "D-ZZZZ-YYYYY-99";
    const text = squeeze(extractText(await render(null, buildFirstInformation(config))));
    expect(text).toContain("D-ZZZZ-YYYYY-99");
    expect(text).not.toContain(siteConfig.registration.registerNumber);
  });

  it("prints the „Beispieldaten“ notice under the version line when given one, and nothing of it otherwise", async () => {
    const notice = exampleDataNoticeCopy;
    const withNotice = squeeze(extractText(await renderFirstInformationPdf({ content: firstInformation, author: "A", siteUrl: siteConfig.siteUrl, fonts: null, compress: false, notice })));
    expect(withNotice).toContain(squeeze(`${versionText(firstInformation)} ${notice.heading} ${notice.text}`));
    const without = squeeze(extractText(await render(null)));
    expect(without).not.toContain(squeeze(notice.text));
  });

  it.runIf(existsSync("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"))("embeds DejaVu Sans when it is installed", async () => {
    const pdf = (await render()).toString("latin1");
    expect(pdf).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans\b/);
    expect(pdf).toContain("/FontFile2");
  });

  it("sets title, author, subject, language and the version date as creation date", async () => {
    const pdf = (await render(null)).toString("latin1");
    expect(infoValue(pdf, "Title")).toBe(`Erstinformation – ${siteConfig.adviser.name}`);
    expect(infoValue(pdf, "Author")).toBe(siteConfig.adviser.name);
    expect(infoValue(pdf, "Subject")).toBe("Erstinformation nach §\u00a015 Versicherungsvermittlungsverordnung (VersVermV)");
    expect(infoValue(pdf, "CreationDate")).toBe(`D:${siteConfig.legalTexts.firstInformationDate.replaceAll("-", "")}120000Z`);
    expect(pdf).toContain("/Lang (de-DE)");
    expect(pdf).toContain("/DisplayDocTitle true");
    expect(pdf).toContain("/MediaBox [0 0 595.28 841.89]");
  });

  it("is a tagged PDF with the title as H1 and a heading per section", async () => {
    const pdf = (await render(null)).toString("latin1");
    expect(pdf).toContain("/StructTreeRoot");
    expect(pdf.match(/\/S \/H1\b/g)).toHaveLength(1);
    expect(pdf.match(/\/S \/H2\b/g)).toHaveLength(firstInformation.sections.length);
  });

  it("links the websites and the register phone number", async () => {
    const pdf = (await render(null)).toString("latin1");
    for (const url of ["https://www.vermittlerregister.info", "tel:+491806005850", ...disputeBodies.map((body) => body.website)]) {
      expect(pdf).toContain(`/URI (${url})`);
    }
  });

  it("gives the same bytes for the same text", async () => {
    const [first, second] = await Promise.all([renderFirstInformationPdf({ content: firstInformation, author: "A", siteUrl: siteConfig.siteUrl }), renderFirstInformationPdf({ content: firstInformation, author: "A", siteUrl: siteConfig.siteUrl })]);
    expect(first.equals(second)).toBe(true);
  });
});

describe("pdfSafeText", () => {
  it("keeps a Unicode font's text as it is", () => {
    expect(pdfSafeText("z.\u202fB. 10\u00a0%", true)).toBe("z.\u202fB. 10\u00a0%");
  });

  it("gives Helvetica a no-break space for the narrow one and keeps WinAnsi characters", () => {
    expect(pdfSafeText("z.\u202fB. „ä“ – 5\u00a0€ §\u00a015", false)).toBe("z.\u00a0B. „ä“ – 5\u00a0€ §\u00a015");
  });

  it("stops on a character Helvetica cannot show", () => {
    expect(() => pdfSafeText("Pfeil →", false)).toThrow(/U\+2192/);
  });
});

describe("printedLink", () => {
  const site = "https://pkv-experte.example";

  it("prints an address once when the link text already shows it", () => {
    expect(printedLink({ text: "www.pkv-ombudsmann.de", href: "https://www.pkv-ombudsmann.de" }, site)).toEqual({ label: "www.pkv-ombudsmann.de", url: "https://www.pkv-ombudsmann.de" });
  });

  it("adds the full address of a page of the site after its link text", () => {
    expect(printedLink({ text: "Datenschutzerklärung", href: "/datenschutz#cookies" }, site)).toEqual({
      label: "Datenschutzerklärung (https://pkv-experte.example/datenschutz#cookies)",
      url: "https://pkv-experte.example/datenschutz#cookies",
    });
  });

  it("prints phone numbers and e-mail addresses as their text", () => {
    expect(printedLink({ text: "030 23125 678", href: "tel:+493023125678" }, site).label).toBe("030 23125 678");
  });
});
