import { describe, expect, it } from "vitest";
import { MONTHLY_PROFIT_RULES } from "./field-rules";
import { readGkvFields, type GkvTexts } from "./gkv-fields";

const filled: GkvTexts = { pay: "7.000", zusatz: "2,9", age: "30", children: "0", under25: "" };

describe("readGkvFields", () => {
  it("names every empty field the result needs, in the order of the form, and gives no input", () => {
    const reading = readGkvFields({ pay: "", zusatz: "2,9", age: "", children: "", under25: "" }, false);
    expect(reading.missing).toEqual(["pay", "age", "children"]);
    expect(reading.unreadable).toBe(false);
    expect(reading.input).toBeNull();
  });

  it("asks for a civil servant's Dienstherr until one is chosen", () => {
    expect(readGkvFields(filled, true)).toMatchObject({ missing: ["dienstherr"], input: null });
  });

  it("needs „davon unter 25“ only from two children on; below that an empty field counts as none", () => {
    expect(readGkvFields({ ...filled, children: "1" }, false).input).toMatchObject({ childrenTotal: 1, childrenUnder25: 0 });
    expect(readGkvFields({ ...filled, children: "2" }, false)).toMatchObject({ missing: ["under25"], input: null });
    expect(readGkvFields({ ...filled, children: "2", under25: "2" }, false).input).toMatchObject({ childrenTotal: 2, childrenUnder25: 2 });
  });

  it("reads everything into the contribution's input, in cents, hundredths and whole numbers", () => {
    expect(readGkvFields({ pay: "7.250,50 €", zusatz: "2,45 %", age: "41", children: "3", under25: "2" }, false).input).toEqual({
      monthlyPayCents: 725_050,
      zusatzbeitragHundredths: 245,
      age: 41,
      childrenTotal: 3,
      childrenUnder25: 2,
    });
  });

  it("unreadable text or contradicting children: no input, and it says so rather than asking for more", () => {
    expect(readGkvFields({ ...filled, age: "dreißig" }, false)).toMatchObject({ unreadable: true, input: null });
    const conflict = readGkvFields({ ...filled, children: "1", under25: "2" }, false);
    expect(conflict).toMatchObject({ childrenConflict: true, unreadable: true, input: null });
    // An unreadable field and an empty one: the unreadable one is what to fix first.
    expect(readGkvFields({ ...filled, pay: "abc", age: "" }, false)).toMatchObject({ unreadable: true, missing: ["age"] });
  });

  it("reads a self-employed profit of 0 (the minimum base then applies) that a pay field refuses; a loss stays unreadable", () => {
    expect(readGkvFields({ ...filled, pay: "0" }, false).input).toBeNull();
    expect(readGkvFields({ ...filled, pay: "0" }, false, MONTHLY_PROFIT_RULES).input).toMatchObject({ monthlyPayCents: 0 });
    expect(readGkvFields({ ...filled, pay: "4.000" }, false, MONTHLY_PROFIT_RULES).input).toMatchObject({ monthlyPayCents: 400_000 });
    expect(readGkvFields({ ...filled, pay: "-500" }, false, MONTHLY_PROFIT_RULES)).toMatchObject({ unreadable: true, input: null });
  });
});
