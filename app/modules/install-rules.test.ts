import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DAY_MS } from "./consent-rules";
import {
  advanceSchedule,
  conditionsHeldSince,
  DISMISSAL_WINDOW_MS,
  DISMISSED_KEY,
  dismissalActive,
  INSTALLED_KEY,
  installVerdict,
  isIosDevice,
  staleInstallKeys,
  visitorBusy,
  type InstallInputs,
} from "./install-rules";

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date("2026-11-21T10:00:00+01:00"));
});
afterEach(() => vi.useRealTimers());

function inputs(overrides: Partial<InstallInputs> = {}): InstallInputs {
  return {
    now: Date.now(),
    offlineAccepted: true,
    installed: null,
    dismissedAt: null,
    standalone: false,
    promptCaptured: true,
    ios: false,
    ...overrides,
  };
}

describe("installVerdict", () => {
  it("offers the native prompt once the event is captured and consent is stored", () => {
    expect(installVerdict(inputs())).toEqual({ eligible: true, variant: "native" });
  });

  it("offers the iOS instructions without an event on iOS", () => {
    expect(installVerdict(inputs({ promptCaptured: false, ios: true }))).toEqual({ eligible: true, variant: "ios" });
  });

  it("needs the event or iOS", () => {
    expect(installVerdict(inputs({ promptCaptured: false }))).toEqual({ eligible: false, blocker: "unsupported" });
  });

  it("needs the answer „Alle akzeptieren“", () => {
    expect(installVerdict(inputs({ offlineAccepted: false }))).toEqual({ eligible: false, blocker: "not-accepted" });
  });

  it("stays hidden when installed or running as the app", () => {
    expect(installVerdict(inputs({ installed: "true" }))).toEqual({ eligible: false, blocker: "installed" });
    expect(installVerdict(inputs({ standalone: true, ios: true }))).toEqual({ eligible: false, blocker: "standalone" });
  });

  it("stays hidden for 7 days after a dismissal, then returns", () => {
    const dismissedAt = String(Date.now());
    vi.advanceTimersByTime(1 * DAY_MS);
    expect(installVerdict(inputs({ dismissedAt })).eligible).toBe(false);
    vi.advanceTimersByTime(6 * DAY_MS);
    expect(installVerdict(inputs({ dismissedAt })).eligible).toBe(false);
    vi.advanceTimersByTime(1);
    expect(installVerdict(inputs({ dismissedAt })).eligible).toBe(true);
    vi.advanceTimersByTime(1 * DAY_MS);
    expect(installVerdict(inputs({ dismissedAt }))).toEqual({ eligible: true, variant: "native" });
  });
});

describe("dismissalActive", () => {
  it("ignores missing, malformed and future timestamps", () => {
    const now = Date.now();
    expect(dismissalActive(null, now)).toBe(false);
    expect(dismissalActive("neulich", now)).toBe(false);
    expect(dismissalActive(String(now + 60_000), now)).toBe(false);
    expect(dismissalActive(String(now), now)).toBe(true);
  });
});

describe("advanceSchedule (re-evaluated as inputs change)", () => {
  it("shows the prompt 5 s after the conditions first hold", () => {
    const eligible = installVerdict(inputs());
    let schedule = advanceSchedule(null, eligible, Date.now());
    expect(schedule).toEqual({ eligibleSince: Date.now(), dueAt: Date.now() + 5000, due: false });
    for (let tick = 1; tick < 5; tick++) {
      vi.advanceTimersByTime(1000);
      schedule = advanceSchedule(schedule.eligibleSince, eligible, Date.now());
      expect(schedule.due).toBe(false);
    }
    vi.advanceTimersByTime(1000);
    expect(advanceSchedule(schedule.eligibleSince, eligible, Date.now()).due).toBe(true);
  });

  it("starts over when the conditions stop holding on the way", () => {
    let schedule = advanceSchedule(null, installVerdict(inputs()), Date.now());
    vi.advanceTimersByTime(3000);
    schedule = advanceSchedule(schedule.eligibleSince, installVerdict(inputs({ now: Date.now(), installed: "true" })), Date.now());
    expect(schedule).toEqual({ eligibleSince: null, dueAt: null, due: false });
    vi.advanceTimersByTime(1000);
    const restarted = advanceSchedule(schedule.eligibleSince, installVerdict(inputs({ now: Date.now() })), Date.now());
    expect(restarted.dueAt).toBe(Date.now() + 5000);
  });
});

describe("the 5 s wait starts when the last condition comes true", () => {
  it("counts from the install event's capture when it arrives after load, not from the page load", () => {
    const pageStart = Date.now();
    vi.advanceTimersByTime(1000);
    const moments = { pageStart, acceptedSince: pageStart, promptCapturedAt: Date.now() };
    // The island hydrates a little later still; the wait is counted from the capture.
    vi.advanceTimersByTime(300);
    const verdict = installVerdict(inputs({ now: Date.now() }));
    const schedule = advanceSchedule(null, verdict, Date.now(), conditionsHeldSince("native", moments));
    expect(schedule.dueAt).toBe(moments.promptCapturedAt + 5000);
    vi.advanceTimersByTime(4699);
    expect(advanceSchedule(schedule.eligibleSince, verdict, Date.now()).due).toBe(false);
    vi.advanceTimersByTime(1);
    expect(advanceSchedule(schedule.eligibleSince, verdict, Date.now()).due).toBe(true);
    expect(Date.now() - pageStart).toBe(6000);
  });

  it("counts from the consent when it is given after the event was captured", () => {
    const pageStart = Date.now();
    const moments = { pageStart, acceptedSince: pageStart + 8000, promptCapturedAt: pageStart + 500 };
    expect(conditionsHeldSince("native", moments)).toBe(pageStart + 8000);
  });

  it("counts from the page's start when everything already held at load", () => {
    const pageStart = Date.now();
    expect(conditionsHeldSince("native", { pageStart, acceptedSince: pageStart - 60_000, promptCapturedAt: pageStart - 10 })).toBe(pageStart);
  });

  it("needs no event on an iPhone: a stale capture time does not count", () => {
    const pageStart = Date.now();
    expect(conditionsHeldSince("ios", { pageStart, acceptedSince: pageStart, promptCapturedAt: pageStart + 3000 })).toBe(pageStart);
  });

  it("never schedules from a moment in the future", () => {
    const verdict = installVerdict(inputs());
    expect(advanceSchedule(null, verdict, Date.now(), Date.now() + 10_000).dueAt).toBe(Date.now() + 5000);
  });
});

describe("staleInstallKeys", () => {
  it("drops a dismissal once its 7 days are over", () => {
    const dismissedAt = String(Date.now());
    expect(staleInstallKeys({ offlineAccepted: true, installed: null, dismissedAt, now: Date.now() })).toEqual([]);
    vi.advanceTimersByTime(DISMISSAL_WINDOW_MS + 1);
    expect(staleInstallKeys({ offlineAccepted: true, installed: null, dismissedAt, now: Date.now() })).toEqual([DISMISSED_KEY]);
  });

  it("drops both entries when no consent is stored (they live only within its 12 months)", () => {
    expect(staleInstallKeys({ offlineAccepted: false, installed: "true", dismissedAt: String(Date.now()), now: Date.now() })).toEqual([
      INSTALLED_KEY,
      DISMISSED_KEY,
    ]);
    expect(staleInstallKeys({ offlineAccepted: false, installed: null, dismissedAt: null, now: Date.now() })).toEqual([]);
  });
});

describe("isIosDevice", () => {
  it("recognises iPhone, iPad and iPadOS posing as a Mac", () => {
    const iphone = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1";
    expect(isIosDevice({ userAgent: iphone })).toBe(true);
    const mac = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Safari/605.1.15";
    expect(isIosDevice({ userAgent: mac, platform: "MacIntel", maxTouchPoints: 5 })).toBe(true);
    expect(isIosDevice({ userAgent: mac, platform: "MacIntel", maxTouchPoints: 0 })).toBe(false);
    const android = "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36";
    expect(isIosDevice({ userAgent: android, platform: "Linux armv81", maxTouchPoints: 5 })).toBe(false);
  });
});

describe("visitorBusy: the prompt waits while the visitor types or the enquiry holds unsent input", () => {
  it("waits while a form field has focus", () => {
    expect(visitorBusy({ fieldFocused: true, enquiryDraft: null })).toBe(true);
  });

  it("waits while the enquiry's draft holds anything", () => {
    expect(visitorBusy({ fieldFocused: false, enquiryDraft: '{"v":1,"step":1,"enquiry":{"name":"Erika"}}' })).toBe(true);
  });

  it("shows when neither holds: no focus in a field, no draft or an empty one", () => {
    expect(visitorBusy({ fieldFocused: false, enquiryDraft: null })).toBe(false);
    expect(visitorBusy({ fieldFocused: false, enquiryDraft: "" })).toBe(false);
  });
});
