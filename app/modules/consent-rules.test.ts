import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { bannerDelay, CONSENT_DATE_KEY, CONSENT_KEY, CONSENT_MAX_AGE_MS, DAY_MS, parseChoice, readConsent, recordChoice } from "./consent-rules";

const forget = [
  { key: CONSENT_KEY, value: null },
  { key: CONSENT_DATE_KEY, value: null },
];

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date("2026-11-21T10:00:00+01:00"));
});
afterEach(() => vi.useRealTimers());

describe("banner timing", () => {
  it("appears 1.5 s after the page started loading, at once if mounted later", () => {
    expect(bannerDelay(0)).toBe(1500);
    expect(bannerDelay(400)).toBe(1100);
    expect(bannerDelay(1500)).toBe(0);
    expect(bannerDelay(2600)).toBe(0);
  });
});

describe("parseChoice", () => {
  it("knows exactly the two answers", () => {
    expect(parseChoice("accepted")).toBe("accepted");
    expect(parseChoice("declined")).toBe("declined");
    expect(parseChoice("true")).toBeNull();
    expect(parseChoice("")).toBeNull();
    expect(parseChoice(null)).toBeNull();
  });
});

describe("readConsent", () => {
  it("asks (banner due) when nothing is stored, and changes nothing", () => {
    expect(readConsent({ choice: null, date: null }, Date.now())).toEqual({ choice: null, changes: [] });
  });

  it("keeps a dated answer for just under 12 months, then forgets it", () => {
    const givenAt = Date.now();
    vi.advanceTimersByTime(CONSENT_MAX_AGE_MS - 1);
    expect(readConsent({ choice: "declined", date: String(givenAt) }, Date.now())).toEqual({ choice: "declined", changes: [] });
    vi.advanceTimersByTime(1);
    expect(readConsent({ choice: "declined", date: String(givenAt) }, Date.now())).toEqual({ choice: null, changes: forget });
  });

  it("dates an undated answer from now instead of asking again", () => {
    const now = Date.now();
    expect(readConsent({ choice: "accepted", date: null }, now)).toEqual({
      choice: "accepted",
      changes: [{ key: CONSENT_DATE_KEY, value: String(now) }],
    });
  });

  it("removes unreadable values", () => {
    const now = Date.now();
    expect(readConsent({ choice: "yes", date: String(now) }, now)).toEqual({ choice: null, changes: forget });
    expect(readConsent({ choice: null, date: String(now) }, now)).toEqual({ choice: null, changes: forget });
    expect(readConsent({ choice: "accepted", date: "gestern" }, now)).toEqual({ choice: null, changes: forget });
  });

  it("tolerates a slightly fast clock but not a date far in the future", () => {
    const now = Date.now();
    expect(readConsent({ choice: "accepted", date: String(now + DAY_MS) }, now).choice).toBe("accepted");
    expect(readConsent({ choice: "accepted", date: String(now + DAY_MS + 1) }, now).choice).toBeNull();
  });
});

describe("recordChoice", () => {
  it("stores the answer with today's date when there was none", () => {
    const now = Date.now();
    expect(recordChoice("accepted", { choice: null, date: null }, now)).toEqual([
      { key: CONSENT_KEY, value: "accepted" },
      { key: CONSENT_DATE_KEY, value: String(now) },
    ]);
  });

  it("keeps the original date when the answer is changed later", () => {
    const givenAt = Date.now();
    vi.advanceTimersByTime(30 * DAY_MS);
    expect(recordChoice("declined", { choice: "accepted", date: String(givenAt) }, Date.now())).toEqual([{ key: CONSENT_KEY, value: "declined" }]);
  });

  it("starts a new period when the old answer had expired", () => {
    const givenAt = Date.now();
    vi.advanceTimersByTime(CONSENT_MAX_AGE_MS);
    const now = Date.now();
    expect(recordChoice("accepted", { choice: "accepted", date: String(givenAt) }, now)).toEqual([
      { key: CONSENT_KEY, value: "accepted" },
      { key: CONSENT_DATE_KEY, value: String(now) },
    ]);
  });
});
