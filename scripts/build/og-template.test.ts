import { describe, expect, it } from "vitest";
import { charsPerLine, escapeXml, ogSvg, wrapText } from "./og-template";

describe("wrapText", () => {
  it("fills lines greedily by words", () => {
    expect(wrapText("Private Krankenversicherung für Selbstständige und Gründer", 27, 3)).toEqual([
      "Private Krankenversicherung",
      "für Selbstständige und",
      "Gründer",
    ]);
  });

  it("keeps a word longer than a line whole, on a line of its own", () => {
    expect(wrapText("PKV Krankheitskostenvollversicherung heute", 10, 3)).toEqual(["PKV", "Krankheitskostenvollversicherung", "heute"]);
  });

  it("cuts text beyond the last line at a word and marks the cut", () => {
    const lines = wrapText("eins zwei drei vier fünf sechs sieben acht", 10, 2);
    expect(lines).toEqual(["eins zwei", "drei …"]);
    expect(lines.every((line) => line.length <= 10)).toBe(true);
  });
});

describe("ogSvg", () => {
  const card = {
    brand: "PKV-Experte",
    eyebrow: "Für Ärzte & Zahnärzte",
    title: "Private Krankenversicherung für <Ärzte>",
    footer: "Thomas Beispiel · kostenlos",
    host: "pkv-experte.example",
  };

  it("is a 1200×630 SVG with every text escaped", () => {
    const svg = ogSvg(card);
    expect(svg).toMatch(/^<svg [^>]*width="1200" height="630"/);
    expect(svg).toContain("Für Ärzte &amp; Zahnärzte");
    expect(svg).toContain("für &lt;Ärzte&gt;");
    expect(svg).not.toContain("<Ärzte>");
    expect(svg).toContain(">pkv-experte.example</text>");
  });

  it("uses the installed DejaVu Sans with a generic fallback", () => {
    expect(ogSvg(card)).toContain('font-family="DejaVu Sans, sans-serif"');
  });
});

describe("helpers", () => {
  it("escapes the XML special characters", () => {
    expect(escapeXml(`a & b < c > "d"`)).toBe("a &amp; b &lt; c &gt; &quot;d&quot;");
  });
  it("estimates more characters per line for regular than for bold text", () => {
    expect(charsPerLine(1024, 60, true)).toBe(27);
    expect(charsPerLine(1024, 60, false)).toBeGreaterThan(27);
  });
});
