import { describe, expect, it } from "vitest";
import { copiedSentences, copyTexts } from "./copied-sentences";

const doctors = {
  page: "aerzte",
  texts: ["Als Ärztin planen Sie Ihre Praxis lange voraus. Die Ärzteversorgung zahlt Ihre Rente.", "Nein.", "Ich vergleiche Tarife für Sie."],
};
const engineers = { page: "ingenieure", texts: ["Als Ingenieur rechnen Sie gern nach. Ich vergleiche Tarife für Sie."] };

describe("sentences a page still shares with another", () => {
  it("counts the copied sentences per source page, most first", () => {
    const copy = { page: "zahnaerzte", texts: [...doctors.texts, "Ein eigener Satz für Zahnärzte steht hier."] };
    expect(copiedSentences(copy, [doctors, engineers])).toEqual([
      { page: "aerzte", sentences: 3 },
      { page: "ingenieure", sentences: 1 },
    ]);
  });

  it("ignores short answers, punctuation and the page itself", () => {
    const own = { page: "zahnaerzte", texts: ["Nein.", "als ärztin, planen sie ihre praxis lange voraus!"] };
    expect(copiedSentences(own, [own, { page: "aerzte", texts: ["Nein."] }])).toEqual([]);
    expect(copiedSentences(own, [doctors])).toEqual([{ page: "aerzte", sentences: 1 }]);
  });

  it("is empty for a page whose copy is its own", () => {
    expect(copiedSentences({ page: "zahnaerzte", texts: ["Zahnärzte führen oft eine eigene Praxis mit Angestellten."] }, [doctors, engineers])).toEqual([]);
  });

  it("collects the copy of a file, leaving out what `skip` names", () => {
    const data = { groupName: "Zahnärzte", hero: { title: "Titel", icon: "star" }, faqs: [{ answer: ["Eins", "Zwei"] }] };
    expect(copyTexts(data, (path) => path === "groupName" || path.endsWith(".icon"))).toEqual(["Titel", "Eins", "Zwei"]);
  });
});
