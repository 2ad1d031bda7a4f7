// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { clearDraft, DRAFT_STORAGE_KEY, loadDraft, parseDraft, saveDraft, withTypedBeforeHydration, type EnquiryDraft } from "./enquiry-draft";

const draft: EnquiryDraft = {
  step: 3,
  enquiry: { name: "Erika Musterfrau", age: "41", beruf: "Ärztin", einkommen: "9000", versicherungsart: "komfort", hinweis: "" },
};

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
  localStorage.clear();
});

describe("enquiry draft", () => {
  it("keeps fields and step in sessionStorage only", () => {
    saveDraft(draft);
    expect(loadDraft()).toEqual(draft);
    expect(sessionStorage.getItem(DRAFT_STORAGE_KEY)).toContain("Erika Musterfrau");
    expect(localStorage.length).toBe(0);
  });

  it("is cleared after sending, and an untouched form leaves nothing behind", () => {
    saveDraft(draft);
    clearDraft();
    expect(loadDraft()).toBeNull();
    saveDraft(draft);
    saveDraft({ step: 1, enquiry: { name: "", age: "", beruf: "", einkommen: "", versicherungsart: "", hinweis: "" } });
    expect(sessionStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
  });

  it("ignores storage that throws", () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    vi.spyOn(Storage.prototype, "removeItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    expect(() => saveDraft(draft)).not.toThrow();
    expect(loadDraft()).toBeNull();
    expect(() => clearDraft()).not.toThrow();
  });

  it("treats malformed or foreign data as no draft", () => {
    for (const stored of [
      null,
      "",
      "{",
      "null",
      "42",
      "[]",
      '{"v":2,"step":1,"enquiry":{}}',
      '{"v":1,"step":5,"enquiry":{}}',
      '{"v":1,"step":"2","enquiry":{}}',
      '{"v":1,"step":2}',
    ]) {
      expect(parseDraft(stored), String(stored)).toBeNull();
    }
  });

  it("keeps only values the form could have produced", () => {
    const stored = JSON.stringify({
      v: 1,
      step: 2,
      enquiry: { name: "x".repeat(500), age: "-5", beruf: 42, einkommen: "1e5", versicherungsart: { evil: true }, hinweis: "y".repeat(500) },
    });
    expect(parseDraft(stored)).toEqual({
      step: 2,
      enquiry: { name: "x".repeat(100), age: "", beruf: "", einkommen: "", versicherungsart: "", hinweis: "y".repeat(200) },
    });
  });

  it("reads a draft stored before the note existed as one without a note", () => {
    const stored = JSON.stringify({ v: 1, step: 3, enquiry: { name: "Erika", age: "41", beruf: "Ärztin", einkommen: "9000", versicherungsart: "komfort" } });
    expect(parseDraft(stored)?.enquiry.hinweis).toBe("");
  });
});

describe("typing before hydration", () => {
  it("lays typed step 1 values over the stored draft and returns to step 1", () => {
    expect(withTypedBeforeHydration(draft, { name: "Max Mustermann", age: "" })).toEqual({
      step: 1,
      enquiry: { ...draft.enquiry, name: "Max Mustermann" },
    });
    expect(withTypedBeforeHydration(null, { name: "", age: " 33 " })).toEqual({
      step: 1,
      enquiry: { name: "", age: "33", beruf: "", einkommen: "", versicherungsart: "", hinweis: "" },
    });
  });

  it("is null when nothing usable was typed", () => {
    expect(withTypedBeforeHydration(draft, {})).toBeNull();
    expect(withTypedBeforeHydration(draft, { name: "   ", age: "-5" })).toBeNull();
    expect(withTypedBeforeHydration(null, { age: "1e5" })).toBeNull();
  });

  it("caps the name like the field does", () => {
    expect(withTypedBeforeHydration(null, { name: "x".repeat(300) })?.enquiry.name).toBe("x".repeat(100));
  });
});
