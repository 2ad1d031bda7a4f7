import { describe, expect, it } from "vitest";
import { findSharedCopy } from "./copy-overlap";

const options = { maxRunWords: 12, minSentenceWords: 4 };

describe("findSharedCopy", () => {
  it("finds nothing when every page words things its own way", () => {
    const pages = [
      { page: "a", texts: ["Ärzte wechseln, sobald ihr Gehalt über der Grenze liegt. Das prüfen wir."] },
      { page: "b", texts: ["Beamte erhalten Beihilfe vom Dienstherrn. Den Rest deckt ein Restkostentarif."] },
    ];
    expect(findSharedCopy(pages, options)).toEqual([]);
  });

  it("finds a sentence that two pages share, whatever its punctuation or spacing", () => {
    const pages = [
      { page: "a", texts: ["Zuerst etwas Eigenes. Die Beratung ist kostenlos und unverbindlich."] },
      { page: "b", texts: ["Die Beratung ist kostenlos\u00a0und unverbindlich! Dann etwas anderes."] },
    ];
    expect(findSharedCopy(pages, options)).toEqual([{ kind: "sentence", text: "die beratung ist kostenlos und unverbindlich", pages: ["a", "b"] }]);
  });

  it("lets very short sentences repeat", () => {
    const pages = [
      { page: "a", texts: ["Nein. Ärzte zahlen selbst."] },
      { page: "b", texts: ["Nein. Beamte erhalten Beihilfe."] },
    ];
    expect(findSharedCopy(pages, options)).toEqual([]);
  });

  it("finds a run of 13 words inside otherwise different sentences", () => {
    const shared = "eine beitragsfreie Familienversicherung wie in der gesetzlichen Krankenversicherung gibt es in der PKV nicht";
    const pages = [
      { page: "a", texts: [`Für Ärzte gilt: ${shared}, also planen.`] },
      { page: "b", texts: [`Beamte wissen, dass ${shared} und rechnen.`] },
      { page: "c", texts: ["Hier steht nur ein ganz anderer Satz mit vielen Wörtern, der nichts teilt."] },
    ];
    const found = findSharedCopy(pages, options);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((item) => item.kind === "run" && item.pages.join() === "a,b")).toBe(true);
  });

  it("allows a shared run of exactly 12 words", () => {
    const twelve = "eins zwei drei vier fünf sechs sieben acht neun zehn elf zwölf";
    const pages = [
      { page: "a", texts: [`Anfang ${twelve} Ende`] },
      { page: "b", texts: [`Beginn ${twelve} Schluss`] },
    ];
    expect(findSharedCopy(pages, options)).toEqual([]);
  });
});
