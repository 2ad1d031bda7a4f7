import { describe, expect, it } from "vitest";
import { exampleAdviser } from "../../tests/fixtures/example-adviser";
import { secondAdviser } from "../../tests/fixtures/second-adviser";
import { fieldsMissingForGoLive } from "./go-live-fields";

describe("fields a published site must have", () => {
  it("asks for the basis of the advice, which the example leaves to the adviser (§ 60 VVG)", () => {
    expect(exampleAdviser.adviceBasis).toBeUndefined();
    const [line, ...rest] = fieldsMissingForGoLive(exampleAdviser);
    expect(rest).toEqual([]);
    expect(line).toMatch(/^adviceBasis: fehlt\. Eintragen: „hinreichende-zahl“.*„eingeschraenkte-auswahl“.*insurersCompared.*§\u00a060 VVG\)\.$/);
  });

  it("is satisfied by either basis", () => {
    expect(fieldsMissingForGoLive(secondAdviser)).toEqual([]);
    expect(fieldsMissingForGoLive({ ...exampleAdviser, adviceBasis: "hinreichende-zahl" })).toEqual([]);
  });
});
