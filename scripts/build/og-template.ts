/**
 * The share image (Open Graph, 1200×630) as an SVG template; scripts/build/og-images.ts
 * renders it to PNG with sharp. SVG has no line breaking, so text is wrapped here by an
 * estimate of DejaVu Sans' average glyph width (measured on German copy: bold ≈ 0.60 em,
 * regular ≈ 0.53 em; the factors below leave a margin).
 */

import { readFileSync } from "node:fs";
import { colourToken } from "../../app/styles/colour-tokens";

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

/** The design tokens the image uses, read from app/styles/site.css (SVG rendered by sharp cannot read CSS variables). */
const siteCss = readFileSync(new URL("../../app/styles/site.css", import.meta.url), "utf8");
const palette = {
  brand700: colourToken(siteCss, "brand-700"),
  brand800: colourToken(siteCss, "brand-800"),
  brand100: colourToken(siteCss, "brand-100"),
  ink: colourToken(siteCss, "ink"),
  inkMuted: colourToken(siteCss, "ink-muted"),
  line: colourToken(siteCss, "line"),
  tint: colourToken(siteCss, "surface-tint"),
  white: "white",
};

const FONT = "DejaVu Sans, sans-serif";
const MARGIN = 88;
const TEXT_WIDTH = OG_WIDTH - 2 * MARGIN;
const BOLD_EM = 0.62;
const REGULAR_EM = 0.56;

export interface OgCard {
  brand: string;
  /** Who the page is for, above the title. */
  eyebrow: string;
  title: string;
  /** Bottom line, left: the adviser and the offer. */
  footer: string;
  /** Bottom line, right: the site's host name. */
  host: string;
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** How many characters of a font size fit in `width` px, by the average glyph width. */
export function charsPerLine(width: number, fontSize: number, bold: boolean): number {
  return Math.floor(width / (fontSize * (bold ? BOLD_EM : REGULAR_EM)));
}

/**
 * Greedy word wrap into at most `maxLines` lines of about `maxChars` characters. A word longer
 * than a line gets a line of its own; text beyond the last line is cut at a word and marked "…".
 */
export function wrapText(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= maxChars) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const words = kept[maxLines - 1].split(" ");
  while (words.length > 1 && words.join(" ").length + 2 > maxChars) words.pop();
  kept[maxLines - 1] = `${words.join(" ").replace(/[,;:–-]$/, "").trimEnd()} …`;
  return kept;
}

function textLines(lines: string[], x: number, firstBaseline: number, lineHeight: number, attributes: string): string {
  return lines
    .map((line, index) => `<text x="${x}" y="${firstBaseline + index * lineHeight}" ${attributes}>${escapeXml(line)}</text>`)
    .join("\n  ");
}

export function ogSvg(card: OgCard): string {
  const eyebrowSize = 28;
  const eyebrowLineHeight = 38;
  const titleSize = 60;
  const titleLineHeight = 72;
  const eyebrow = wrapText(card.eyebrow, charsPerLine(TEXT_WIDTH, eyebrowSize, true), 2);
  const title = wrapText(card.title, charsPerLine(TEXT_WIDTH, titleSize, true), 3);
  const eyebrowTop = 200;
  const titleTop = eyebrowTop + (eyebrow.length - 1) * eyebrowLineHeight + 84;
  const footerTop = 530;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}" viewBox="0 0 ${OG_WIDTH} ${OG_HEIGHT}">
  <rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="${palette.tint}"/>
  <circle cx="${OG_WIDTH + 40}" cy="-40" r="300" fill="${palette.brand100}"/>
  <rect width="24" height="${OG_HEIGHT}" fill="${palette.brand700}"/>
  <g transform="translate(${MARGIN} 60) scale(2)">
    <path fill="${palette.brand700}" d="M16 2 4 6.5v8.7c0 7.6 5.1 13.6 12 15.8 6.9-2.2 12-8.2 12-15.8V6.5L16 2z"/>
    <path fill="none" stroke="${palette.white}" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round" d="m10.5 16.2 3.8 3.8 7.4-7.6"/>
  </g>
  <text x="${MARGIN + 80}" y="106" font-family="${FONT}" font-size="38" font-weight="700" fill="${palette.ink}">${escapeXml(card.brand)}</text>
  ${textLines(eyebrow, MARGIN, eyebrowTop, eyebrowLineHeight, `font-family="${FONT}" font-size="${eyebrowSize}" font-weight="700" fill="${palette.brand800}"`)}
  ${textLines(title, MARGIN, titleTop, titleLineHeight, `font-family="${FONT}" font-size="${titleSize}" font-weight="700" fill="${palette.ink}"`)}
  <rect x="24" y="${footerTop - 8}" width="${OG_WIDTH - 24}" height="${OG_HEIGHT - footerTop + 8}" fill="${palette.white}"/>
  <rect x="24" y="${footerTop - 8}" width="${OG_WIDTH - 24}" height="2" fill="${palette.line}"/>
  <text x="${MARGIN}" y="${footerTop + 60}" font-family="${FONT}" font-size="24" fill="${palette.inkMuted}">${escapeXml(card.footer)}</text>
  <text x="${OG_WIDTH - MARGIN}" y="${footerTop + 60}" text-anchor="end" font-family="${FONT}" font-size="24" font-weight="700" fill="${palette.brand700}">${escapeXml(card.host)}</text>
</svg>`;
}
