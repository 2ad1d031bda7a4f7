import { describe, expect, it } from "vitest";
import { formatOpeningHours } from "./opening-hours";

describe("formatOpeningHours", () => {
  it("writes several ranges with en dashes and no-break spaces", () => {
    expect(
      formatOpeningHours([
        { firstDay: "Mo", lastDay: "Do", opens: "9:00", closes: "18:00" },
        { firstDay: "Fr", opens: "9:00", closes: "13:00" },
      ]),
    ).toBe("Mo–Do\u00a09:00–18:00\u00a0Uhr, Fr\u00a09:00–13:00\u00a0Uhr");
  });

  it("drops the hour's leading zero and writes a one-day range without a dash", () => {
    expect(formatOpeningHours([{ firstDay: "Sa", lastDay: "Sa", opens: "08:30", closes: "12:00" }])).toBe("Sa\u00a08:30–12:00\u00a0Uhr");
  });

  it("keeps the config's order", () => {
    const text = formatOpeningHours([
      { firstDay: "Di", opens: "14:00", closes: "19:00" },
      { firstDay: "Mo", opens: "8:00", closes: "12:00" },
    ]);
    expect(text.indexOf("Di")).toBeLessThan(text.indexOf("Mo"));
  });
});
