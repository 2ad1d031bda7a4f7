import { describe, expect, it } from "vitest";
import { pauschaleMonthsIn } from "./pauschale-months";

describe("pauschaleMonthsIn", () => {
  it("counts the months from the start in the year it starts, none before, all after", () => {
    expect(pauschaleMonthsIn("2024-02-01", 2023)).toEqual({ months: 0, fromMonth: null });
    expect(pauschaleMonthsIn("2024-02-01", 2024)).toEqual({ months: 11, fromMonth: 2 });
    expect(pauschaleMonthsIn("2024-02-01", 2025)).toEqual({ months: 12, fromMonth: null });
    expect(pauschaleMonthsIn("2026-05-01", 2026)).toEqual({ months: 8, fromMonth: 5 });
    expect(pauschaleMonthsIn("2026-12-01", 2026)).toEqual({ months: 1, fromMonth: 12 });
  });

  it("treats a start on 1 January as the whole year", () => {
    expect(pauschaleMonthsIn("2024-01-01", 2024)).toEqual({ months: 12, fromMonth: null });
  });

  it("refuses a start that is not the first of a month or not a date", () => {
    expect(() => pauschaleMonthsIn("2024-02-15", 2024)).toThrow(RangeError);
    expect(() => pauschaleMonthsIn("1. Februar 2024", 2024)).toThrow(RangeError);
  });
});
