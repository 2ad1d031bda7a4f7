import { describe, expect, it } from "vitest";
import { daysOf, minutesOf } from "~/config/hours-ranges";
import { siteConfig } from "~/config/site-config";
import { callTimeDays } from "~/content/wizard";
import { ANY_CALL_TIME, callDays, cutIntoWindows, validCallWish, windowsFor } from "./call-time";

const ids = (windows: { id: string }[]) => windows.map((window) => window.id);

describe("cutIntoWindows", () => {
  it("cuts a day at 12:00, 15:00 and 18:00, never outside the opening hours", () => {
    expect(ids(cutIntoWindows("9:00", "18:00"))).toEqual(["9:00-12:00", "12:00-15:00", "15:00-18:00"]);
    expect(ids(cutIntoWindows("08:30", "16:00"))).toEqual(["8:30-12:00", "12:00-15:00", "15:00-16:00"]);
    expect(ids(cutIntoWindows("9:00", "20:00"))).toEqual(["9:00-12:00", "12:00-15:00", "15:00-18:00", "18:00-20:00"]);
  });

  it("keeps a short range whole and merges a rest of under an hour", () => {
    expect(ids(cutIntoWindows("10:00", "12:30"))).toEqual(["10:00-12:30"]);
    expect(ids(cutIntoWindows("11:30", "14:00"))).toEqual(["11:30-14:00"]);
    expect(ids(cutIntoWindows("9:00", "18:30"))).toEqual(["9:00-12:00", "12:00-15:00", "15:00-18:30"]);
  });

  it("refuses hours that are not times or end before they start", () => {
    expect(() => cutIntoWindows("9 Uhr", "18:00")).toThrow(RangeError);
    expect(() => cutIntoWindows("18:00", "9:00")).toThrow(RangeError);
  });
});

describe("callDays", () => {
  const hours = [
    { firstDay: "Mo" as const, lastDay: "Do" as const, opens: "9:00", closes: "20:00" },
    { firstDay: "Fr" as const, opens: "9:00", closes: "13:00" },
    { firstDay: "Sa" as const, opens: "10:00", closes: "12:00" },
  ];

  it("offers every day the hours cover, Monday first, evenings and Saturday only where the adviser has them", () => {
    const days = callDays(hours);
    expect(days.map((day) => day.id)).toEqual(["Mo", "Di", "Mi", "Do", "Fr", "Sa"]);
    expect(ids(days[1].windows)).toContain("18:00-20:00");
    // 12:00–13:00 would be a window of an hour: 9:00–13:00 is cut at noon.
    expect(ids(days[4].windows)).toEqual(["9:00-12:00", "12:00-13:00"]);
    expect(ids(days[5].windows)).toEqual(["10:00-12:00"]);
    expect(
      callDays([{ firstDay: "Mo", lastDay: "Fr", opens: "9:00", closes: "18:00" }]).every((day) => !ids(day.windows).some((id) => id.startsWith("18"))),
    ).toBe(true);
  });

  it("without a chosen day offers each window of the week once, in the order of the day", () => {
    const all = windowsFor(callDays(hours), "");
    expect(new Set(ids(all)).size).toBe(all.length);
    expect(ids(all)[0]).toBe("9:00-12:00");
    expect(ids(windowsFor(callDays(hours), ANY_CALL_TIME))).toEqual(ids(all));
    expect(ids(windowsFor(callDays(hours), "Sa"))).toEqual(["10:00-12:00"]);
  });

  it("forgets a day or time the hours no longer have (a draft from before a change)", () => {
    const days = callDays(hours);
    expect(validCallWish(days, "Di", "18:00-20:00")).toEqual({ day: "Di", time: "18:00-20:00" });
    expect(validCallWish(days, "So", "18:00-20:00")).toEqual({ day: "", time: "18:00-20:00" });
    expect(validCallWish(days, "Sa", "18:00-20:00")).toEqual({ day: "Sa", time: "" });
    expect(validCallWish(days, ANY_CALL_TIME, ANY_CALL_TIME)).toEqual({ day: ANY_CALL_TIME, time: ANY_CALL_TIME });
    expect(validCallWish(days, "constructor", "__proto__")).toEqual({ day: "", time: "" });
  });

  it("the wizard offers days and windows within the configured hours, whatever they are", () => {
    expect(callTimeDays.length).toBeGreaterThan(0);
    for (const day of callTimeDays) {
      const ranges = siteConfig.openingHours.filter((range) => daysOf(range).includes(day.id));
      expect(ranges.length).toBeGreaterThan(0);
      for (const window of day.windows) {
        expect(ranges.some((range) => minutesOf(range.opens) <= minutesOf(window.from) && minutesOf(window.to) <= minutesOf(range.closes))).toBe(true);
      }
    }
  });
});
