import { describe, expect, it } from "vitest";
import { setOwnerCopy } from "./owner-copy";
import { currentFigures } from "./statutory-figures";
import { formatEuro } from "~/modules/format-en";

describe("an English owner text (docs/decisions/0073)", () => {
  it("fills the figures in English formats and sets English quotes", () => {
    const { data, issues } = setOwnerCopy({ lead: `Above {wert:versicherungspflichtgrenze} in {jahr} you may "choose".` }, {}, "en");
    expect(issues).toEqual([]);
    expect(data.lead).toBe(`Above ${formatEuro(currentFigures.versicherungspflichtgrenze)} in ${currentFigures.year} you may \u201cchoose\u201d.`);
  });

  it("refuses a figure typed by hand, a promised saving and German typography, naming the field", () => {
    const typed = formatEuro(currentFigures.versicherungspflichtgrenze);
    const { issues } = setOwnerCopy({ a: `The limit is ${typed}.`, b: "Save up to 30% now.", c: "Die „Beihilfe“" }, {}, "en");
    expect(issues.map((issue) => issue.field).sort()).toEqual(["a", "b", "c"]);
  });

  it("refuses an unknown placeholder", () => {
    expect(setOwnerCopy({ a: "{unbekannt}" }, {}, "en").issues).toHaveLength(1);
  });
});
