import { describe, expect, it } from "vitest";
import { daysOf, minutesOf } from "./hours-ranges";

describe("daysOf and minutesOf", () => {
  it("lists the days of a range in order", () => {
    expect(daysOf({ firstDay: "Mi", lastDay: "Fr" })).toEqual(["Mi", "Do", "Fr"]);
    expect(daysOf({ firstDay: "So" })).toEqual(["So"]);
  });

  it("reads 9:00 and 09:00 alike", () => {
    expect(minutesOf("9:00")).toBe(540);
    expect(minutesOf("09:00")).toBe(540);
    expect(minutesOf("18:30")).toBe(1110);
  });
});
