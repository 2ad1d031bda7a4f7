/**
 * The Erstinformation as a PDF (Textform, § 15 VersVermV), rendered at build time with pdfkit
 * from the same typed document as the page /erstinformation, so the two never differ.
 *
 * - A4, tagged (headings, paragraphs, lists in the structure tree; page numbers as artifacts),
 *   document language de-DE, title shown by the viewer.
 * - Deterministic: the creation date is the document's version date, so an unchanged text
 *   gives a byte-identical file.
 * - DejaVu Sans when the system has it (every character of the text), otherwise pdfkit's built-in
 *   Helvetica, whose WinAnsi encoding lacks some characters: those are replaced or, if no
 *   replacement exists, the build stops instead of printing a wrong glyph.
 */
import { existsSync } from "node:fs";
import PDFDocument from "pdfkit";
import { firstInformationPdfPath } from "../../app/config/site-routes";
import { sectionHeading, versionText, type Inline, type LegalBlock, type LegalDocumentContent, type RichText } from "../../app/content/legal/legal-types";

export interface PdfFonts {
  regular: string;
  bold: string;
}

const DEJAVU: PdfFonts = {
  regular: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
  bold: "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
};

export interface FirstInformationPdfOptions {
  content: LegalDocumentContent;
  /** The adviser's name: the PDF's Author. */
  author: string;
  /** Site origin without trailing slash: links to pages of the site are printed as full addresses. */
  siteUrl: string;
  /** TrueType fonts to embed; by default DejaVu Sans when installed. null: Helvetica. */
  fonts?: PdfFonts | null;
  /** The „Beispieldaten“ notice, printed under the version line while the config is the example's. */
  notice?: { heading: string; text: string } | null;
  /** Flate-compress the page content (default true; tests read the uncompressed text). */
  compress?: boolean;
}

/** Characters of WinAnsiEncoding beyond Latin-1 (0x80–0x9F). */
const winAnsiExtras = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

function encodableInWinAnsi(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || winAnsiExtras.has(char);
}

/**
 * Text as the chosen font can show it. The narrow no-break space of „z. B.“ becomes a normal
 * no-break space: Helvetica has no glyph for it, and a no-break space still keeps the words on one line.
 */
export function pdfSafeText(text: string, unicodeFont: boolean): string {
  if (unicodeFont) return text;
  const replaced = text.replace(/\u202f/g, "\u00a0").replace(/\u2011/g, "-");
  for (const char of replaced) {
    if (!encodableInWinAnsi(char)) {
      throw new Error(`first-information-pdf: „${char}“ (U+${char.codePointAt(0)?.toString(16).toUpperCase()}) cannot be shown with Helvetica; install DejaVu Sans or add a replacement`);
    }
  }
  return replaced;
}

/** A link as printed: its text, and the address in brackets when the text does not already show it. */
export function printedLink(link: { text: string; href: string }, siteUrl: string): { label: string; url: string } {
  const url = link.href.startsWith("/") ? `${siteUrl}${link.href}` : link.href;
  if (!/^https?:/.test(url)) return { label: link.text, url };
  const bare = (value: string) => value.replace(/^https?:\/\//, "").replace(/^www\./, "").replace(/\/$/, "");
  return { label: bare(link.text) === bare(url) ? link.text : `${link.text} (${url})`, url };
}

const A4_MARGINS = { top: 62, bottom: 70, left: 64, right: 64 };
const COLOR = { notice: "#9b1c1c", text: "#1b1f23", muted: "#555b61", link: "#0b4f8a", rule: "#c9ced3" };
const SIZE = { title: 20, heading: 13, subheading: 11, body: 10.5, small: 8.5 };

type Doc = PDFKit.PDFDocument;
type Struct = PDFKit.PDFStructureElement;

interface Writer {
  doc: Doc;
  fonts: { regular: string; bold: string };
  unicode: boolean;
  siteUrl: string;
  contentWidth: number;
}

/**
 * Writes runs of text and links as one flowing paragraph from the current position, as one
 * structure element of `type` under `parent`. The text goes into the element's closure: pdfkit's
 * per-call structure option would split a paragraph at every link and drop the link itself.
 */
function writeRich(w: Writer, runs: RichText, options: { x?: number; width?: number; font?: string; size?: number; color?: string; parent: Struct; type: string; gap?: number }) {
  const { doc } = w;
  const segments = runs
    .map((part: Inline) => {
      if (typeof part === "string") return { text: pdfSafeText(part, w.unicode), link: undefined as string | undefined };
      const printed = printedLink(part, w.siteUrl);
      return { text: pdfSafeText(printed.label, w.unicode), link: printed.url };
    })
    .filter((segment) => segment.text.length > 0);
  if (segments.length === 0) return;
  const x = options.x ?? doc.page.margins.left;
  const width = options.width ?? w.contentWidth;
  const color = options.color ?? COLOR.text;
  options.parent.add(
    doc.struct(options.type, {}, () => {
      doc.font(options.font ?? w.fonts.regular).fontSize(options.size ?? SIZE.body);
      segments.forEach((segment, index) => {
        doc.fillColor(segment.link ? COLOR.link : color);
        // Explicit null/false: pdfkit carries a continued call's options over to the next one.
        const textOptions = { width, lineGap: 2, continued: index < segments.length - 1, link: segment.link ?? null, underline: Boolean(segment.link) };
        if (index === 0) doc.text(segment.text, x, doc.y, textOptions);
        else doc.text(segment.text, textOptions);
      });
    }),
  );
  doc.fillColor(COLOR.text);
  doc.y += options.gap ?? 5;
  doc.x = doc.page.margins.left;
}

/** Starts a new page when fewer than `needed` points are left, so a heading never ends a page. */
function keepSpace(doc: Doc, needed: number) {
  if (doc.y + needed > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

/** A paragraph offering the PDF (the page's „als PDF“): inside the PDF it would link to itself. */
export function pointsToThisFile(block: LegalBlock): boolean {
  return block.kind === "paragraph" && block.text.some((part) => typeof part !== "string" && part.href === firstInformationPdfPath);
}

function writeBlock(w: Writer, block: LegalBlock, parent: Struct) {
  const { doc } = w;
  const left = doc.page.margins.left;
  switch (block.kind) {
    case "paragraph":
      writeRich(w, block.text, { parent, type: "P" });
      return;
    case "lines": {
      const group = doc.struct("Div");
      parent.add(group);
      block.lines.forEach((line, index) => writeRich(w, line, { parent: group, type: "P", gap: index === block.lines.length - 1 ? 5 : 0 }));
      return;
    }
    case "list": {
      const listElement = doc.struct("L");
      parent.add(listElement);
      for (const item of block.items) {
        keepSpace(doc, 30);
        const listItem = doc.struct("LI");
        listElement.add(listItem);
        const y = doc.y;
        writeRich(w, ["•"], { parent: listItem, type: "Lbl", x: left + 2, width: 10, gap: 0 });
        doc.y = y;
        writeRich(w, item, { parent: listItem, type: "LBody", x: left + 14, width: w.contentWidth - 14, gap: 3 });
      }
      doc.y += 2;
      return;
    }
    case "facts": {
      const group = doc.struct("Div");
      parent.add(group);
      for (const item of block.items) {
        keepSpace(doc, 36);
        writeRich(w, [item.term], { parent: group, type: "P", font: w.fonts.bold, gap: 0 });
        writeRich(w, item.details, { parent: group, type: "P", gap: 6 });
      }
      return;
    }
  }
}

function writeFooters(w: Writer, footerLeft: string) {
  const { doc } = w;
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    const bottom = doc.page.margins.bottom;
    // Writing inside the bottom margin would otherwise make pdfkit start a new page.
    doc.page.margins.bottom = 0;
    const y = doc.page.height - 44;
    doc.markContent("Artifact", { type: "Pagination" });
    doc.moveTo(doc.page.margins.left, y - 8).lineTo(doc.page.width - doc.page.margins.right, y - 8).lineWidth(0.5).strokeColor(COLOR.rule).stroke();
    doc.font(w.fonts.regular).fontSize(SIZE.small).fillColor(COLOR.muted);
    doc.text(pdfSafeText(footerLeft, w.unicode), doc.page.margins.left, y, { width: w.contentWidth, lineBreak: false });
    doc.text(`Seite ${index + 1} von ${range.count}`, doc.page.margins.left, y, { width: w.contentWidth, align: "right", lineBreak: false });
    doc.endMarkedContent();
    doc.page.margins.bottom = bottom;
  }
}

function defaultFonts(): PdfFonts | null {
  return existsSync(DEJAVU.regular) && existsSync(DEJAVU.bold) ? DEJAVU : null;
}

/** Renders the document (normally the Erstinformation) to a PDF file's bytes. */
export async function renderFirstInformationPdf(options: FirstInformationPdfOptions): Promise<Buffer> {
  const { content, author, siteUrl } = options;
  const fontFiles = options.fonts === undefined ? defaultFonts() : options.fonts;
  const versionDay = new Date(`${content.versionDate}T12:00:00Z`);
  const doc = new PDFDocument({
    size: "A4",
    margins: A4_MARGINS,
    compress: options.compress ?? true,
    bufferPages: true,
    tagged: true,
    lang: "de-DE",
    displayTitle: true,
    pdfVersion: "1.7",
    info: {
      Title: `${content.title} – ${author}`,
      Author: author,
      Subject: "Erstinformation nach §\u00a015 Versicherungsvermittlungsverordnung (VersVermV)",
      Creator: siteUrl,
      Producer: "PDFKit",
      CreationDate: versionDay,
      ModDate: versionDay,
    },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  if (fontFiles) {
    doc.registerFont("body", fontFiles.regular);
    doc.registerFont("body-bold", fontFiles.bold);
  }
  const w: Writer = {
    doc,
    fonts: fontFiles ? { regular: "body", bold: "body-bold" } : { regular: "Helvetica", bold: "Helvetica-Bold" },
    unicode: Boolean(fontFiles),
    siteUrl,
    contentWidth: doc.page.width - A4_MARGINS.left - A4_MARGINS.right,
  };

  const root = doc.struct("Document");
  doc.addStructure(root);

  writeRich(w, [content.title], { parent: root, type: "H1", font: w.fonts.bold, size: SIZE.title, gap: 4 });
  writeRich(w, [versionText(content)], { parent: root, type: "P", color: COLOR.muted, gap: 12 });
  if (options.notice) {
    writeRich(w, [options.notice.heading], { parent: root, type: "P", font: w.fonts.bold, color: COLOR.notice, gap: 2 });
    writeRich(w, [options.notice.text], { parent: root, type: "P", color: COLOR.notice, gap: 12 });
  }
  for (const block of content.intro ?? []) if (!pointsToThisFile(block)) writeBlock(w, block, root);


  content.sections.forEach((section, index) => {
    const sect = doc.struct("Sect");
    root.add(sect);
    doc.y += 8;
    keepSpace(doc, 70);
    writeRich(w, [sectionHeading(content, index)], { parent: sect, type: "H2", font: w.fonts.bold, size: SIZE.heading, gap: 4 });
    for (const block of section.blocks) writeBlock(w, block, sect);
    for (const subsection of section.subsections ?? []) {
      const sub = doc.struct("Sect");
      sect.add(sub);
      doc.y += 4;
      keepSpace(doc, 60);
      writeRich(w, [subsection.heading], { parent: sub, type: "H3", font: w.fonts.bold, size: SIZE.subheading, gap: 3 });
      for (const block of subsection.blocks) writeBlock(w, block, sub);
    }
  });

  root.end();
  writeFooters(w, `${content.title} · ${siteUrl.replace(/^https?:\/\//, "")} · ${versionText(content)}`);
  doc.end();
  return finished;
}
