import { describe, expect, it } from "vitest";
import { siteConfig } from "~/config/site-config";
import { callTimeWindows } from "~/content/wizard";
import { callWindows, openingRanges } from "./call-time";

describe("openingRanges", () => {
  it("writes each configured range's days and times as the call-time choices show them", () => {
    expect(
      openingRanges([
        { firstDay: "Mo", lastDay: "Do", opens: "08:30", closes: "17:00" },
        { firstDay: "Fr", opens: "8:30", closes: "13:00" },
      ]),
    ).toEqual([
      { days: "Mo–Do", from: "8:30", to: "17:00" },
      { days: "Fr", from: "8:30", to: "13:00" },
    ]);
  });
});

describe("callWindows", () => {
  it("cuts a day at 12:00 and 15:00, never outside the opening hours", () => {
    expect(callWindows([{ days: "Montag bis Freitag", from: "9:00", to: "18:00" }]).map(({ from, to }) => `${from}-${to}`)).toEqual([
      "9:00-12:00",
      "12:00-15:00",
      "15:00-18:00",
    ]);
    expect(callWindows([{ days: "Dienstag", from: "8:30", to: "16:00" }]).map(({ from, to }) => `${from}-${to}`)).toEqual([
      "8:30-12:00",
      "12:00-15:00",
      "15:00-16:00",
    ]);
  });

  it("keeps a short range whole and merges a rest of under an hour", () => {
    expect(callWindows([{ days: "Samstag", from: "10:00", to: "12:30" }]).map(({ from, to }) => `${from}-${to}`)).toEqual(["10:00-12:30"]);
    expect(callWindows([{ days: "Freitag", from: "11:30", to: "14:00" }]).map(({ from, to }) => `${from}-${to}`)).toEqual(["11:30-14:00"]);
  });

  it("keeps each range's days and gives every window its own id", () => {
    const windows = callWindows([
      { days: "Montag bis Donnerstag", from: "9:00", to: "17:00" },
      { days: "Freitag", from: "9:00", to: "12:00" },
    ]);
    expect(windows.map((slot) => slot.days)).toEqual(["Montag bis Donnerstag", "Montag bis Donnerstag", "Montag bis Donnerstag", "Freitag"]);
    expect(new Set(windows.map((slot) => slot.id)).size).toBe(windows.length);
  });

  it("refuses hours that are not times or end before they start", () => {
    expect(() => callWindows([{ days: "Montag", from: "9 Uhr", to: "18:00" }])).toThrow(RangeError);
    expect(() => callWindows([{ days: "Montag", from: "18:00", to: "9:00" }])).toThrow(RangeError);
  });

  it("the wizard offers windows within the configured hours, whatever they are", () => {
    const ranges = openingRanges(siteConfig.openingHours);
    const minutes = (clock: string) => Number(clock.split(":")[0]) * 60 + Number(clock.split(":")[1]);
    expect(callTimeWindows.length).toBeGreaterThan(0);
    for (const slot of callTimeWindows) {
      expect(ranges.some((range) => range.days === slot.days && minutes(range.from) <= minutes(slot.from) && minutes(slot.to) <= minutes(range.to))).toBe(true);
    }
  });
});
