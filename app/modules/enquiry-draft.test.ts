// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { clearDraft, DRAFT_STORAGE_KEY, loadDraft, parseDraft, saveDraft, withTypedBeforeHydration, type EnquiryDraft } from "./enquiry-draft";
import { EMPTY_ENQUIRY } from "./whatsapp-message";

const draft: EnquiryDraft = {
  step: 3,
  enquiry: {
    ...EMPTY_ENQUIRY,
    name: "Erika Musterfrau",
    age: "41",
    beruf: "Ärztin",
    einkommen: "9.000,50 €",
    versicherungsart: "komfort",
    telefon: "0171 2345678",
    email: "erika@example.org",
    nachricht: "Zeile eins\nZeile zwei 😀",
    kontaktweg: "telefon",
    rueckruftag: "Di",
    rueckruf: "egal",
    hinweisWechsel: "",
    hinweisGkv: "GKV-Rechner 2026",
    hinweisBeihilfe: "Beihilfe-Rechner 2026",
  },
  startedAt: 1_790_000_000_000,
};
const EMPTY = EMPTY_ENQUIRY;

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

  it("keeps a member's answers from the member page, capped like the form's fields (docs/decisions/0070)", () => {
    const member: EnquiryDraft = {
      step: 2,
      enquiry: {
        ...EMPTY_ENQUIRY,
        name: "Erika Musterfrau",
        anliegen: "bestand",
        geburtsjahr: "1968",
        versicherer: "Beispiel Krankenversicherung a. G.",
        tarif: "Komfort 600, KT 43",
        beitrag: "812,40 €",
        erhoehung: "20",
        erhoehungEinheit: "prozent",
        selbstbehalt: "600",
        beihilfe: "nein",
        bleiben: "krankentagegeld,einbettzimmer",
        bleibenSonstiges: "Brille",
      },
    };
    saveDraft(member);
    expect(loadDraft()).toEqual(member);
    const stored = JSON.parse(sessionStorage.getItem(DRAFT_STORAGE_KEY)!) as { enquiry: Record<string, unknown> };
    stored.enquiry.versicherer = "x".repeat(500);
    stored.enquiry.beihilfe = 7;
    const parsed = parseDraft(JSON.stringify(stored))!;
    expect(parsed.enquiry.versicherer).toHaveLength(100);
    expect(parsed.enquiry.beihilfe).toBe("");
  });

  it("adopts a birth year typed into the member page's prerendered form before its script arrived", () => {
    expect(withTypedBeforeHydration(null, { geburtsjahr: " 1968 " })).toEqual({ step: 1, enquiry: { ...EMPTY_ENQUIRY, geburtsjahr: " 1968 " } });
  });

  it("is cleared after sending, and an untouched form leaves nothing behind", () => {
    saveDraft(draft);
    clearDraft();
    expect(loadDraft()).toBeNull();
    saveDraft(draft);
    expect(saveDraft({ step: 1, enquiry: EMPTY })).toBe(true);
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
    expect(saveDraft(draft)).toBe(false);
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

  it("reports that the draft was stored", () => {
    expect(saveDraft(draft)).toBe(true);
  });

  it("keeps only values the form could have produced: text within each field's length, numbers as typed", () => {
    const stored = JSON.stringify({
      v: 1,
      step: 2,
      enquiry: {
        name: "x".repeat(500),
        age: "-5",
        beruf: 42,
        einkommen: "8".repeat(50),
        versicherungsart: { evil: true },
        kontaktweg: ["telefon"],
        rueckruf: "z".repeat(100),
        hinweisGkv: "y".repeat(500),
        nachricht: "n".repeat(1500),
      },
    });
    expect(parseDraft(stored)).toEqual({
      step: 2,
      enquiry: {
        ...EMPTY,
        name: "x".repeat(100),
        age: "-5",
        einkommen: "8".repeat(30),
        rueckruf: "z".repeat(40),
        hinweisGkv: "y".repeat(200),
        nachricht: "n".repeat(1000),
      },
    });
  });

  it("reads a draft stored before the note and the contact wish existed as one without them", () => {
    const stored = JSON.stringify({ v: 1, step: 3, enquiry: { name: "Erika", age: "41", beruf: "Ärztin", einkommen: "9000", versicherungsart: "komfort" } });
    expect(parseDraft(stored)?.enquiry).toMatchObject({ hinweisGkv: "", kontaktweg: "", rueckruf: "", telefon: "", email: "", nachricht: "" });
  });
});

describe("typing before hydration", () => {
  it("lays typed step 1 values over the stored draft and returns to step 1", () => {
    expect(withTypedBeforeHydration(draft, { name: "Max Mustermann", age: "" })).toEqual({
      step: 1,
      enquiry: { ...draft.enquiry, name: "Max Mustermann" },
    });
    expect(withTypedBeforeHydration(null, { name: "", age: "38,5" })).toEqual({ step: 1, enquiry: { ...EMPTY, age: "38,5" } });
  });

  it("keeps a typed age character for character, readable or not (the field says what it cannot read)", () => {
    expect(withTypedBeforeHydration(null, { age: " 33 " })?.enquiry.age).toBe(" 33 ");
    expect(withTypedBeforeHydration(null, { age: "-5" })?.enquiry.age).toBe("-5");
  });

  it("is null when nothing was typed", () => {
    expect(withTypedBeforeHydration(draft, {})).toBeNull();
    expect(withTypedBeforeHydration(draft, { name: "   ", age: "  " })).toBeNull();
  });

  it("caps the name like the field does", () => {
    expect(withTypedBeforeHydration(null, { name: "x".repeat(300) })?.enquiry.name).toBe("x".repeat(100));
  });
});
