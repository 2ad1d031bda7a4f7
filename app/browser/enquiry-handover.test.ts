// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadDraft, saveDraft, type EnquiryDraft } from "~/modules/enquiry-draft";
import { ENQUIRY_FALLBACK_URL } from "~/modules/enquiry-handover";
import { EMPTY_ENQUIRY } from "~/modules/whatsapp-message";
import { ENQUIRY_HANDOVER_EVENT, handOverToEnquiry, takePendingHandover } from "./enquiry-handover";

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  document.body.replaceChildren();
  takePendingHandover();
});

describe("handOverToEnquiry", () => {
  it("stores the draft, tells the wizard and scrolls to it (smoothness is the page's CSS scroll-behavior)", () => {
    saveDraft({ step: 2, enquiry: { ...EMPTY_ENQUIRY, name: "Max", age: "30" } });
    const section = document.createElement("section");
    section.id = "versicherungsform";
    document.body.append(section);
    const scrolled = vi.fn<(options?: ScrollIntoViewOptions) => void>();
    section.scrollIntoView = scrolled;
    const received: EnquiryDraft[] = [];
    const listener = (event: Event) => received.push((event as CustomEvent<EnquiryDraft>).detail);
    document.addEventListener(ENQUIRY_HANDOVER_EVENT, listener);
    const navigate = vi.fn<(url: string) => void>();

    expect(handOverToEnquiry({ from: "beihilfe", beruf: "Beamt:in (Bund)", note: "Beihilfe-Rechner 2026: Bund" }, navigate)).toEqual({
      way: "scrolled",
      stored: true,
    });
    document.removeEventListener(ENQUIRY_HANDOVER_EVENT, listener);

    expect(loadDraft()).toEqual({
      step: 2,
      enquiry: { ...EMPTY_ENQUIRY, name: "Max", age: "30", beruf: "Beamt:in (Bund)", hinweisBeihilfe: "Beihilfe-Rechner 2026: Bund" },
    });
    expect(received).toHaveLength(1);
    expect(received[0].enquiry.hinweisBeihilfe).toBe("Beihilfe-Rechner 2026: Bund");
    expect(scrolled).toHaveBeenCalledWith({ block: "start" });
    expect(navigate).not.toHaveBeenCalled();
  });

  it("goes to the home page's wizard when the page has none, with the draft stored for it", () => {
    const navigate = vi.fn<(url: string) => void>();
    expect(handOverToEnquiry({ from: "gkv", einkommen: "6000", note: "GKV-Rechner 2026" }, navigate)).toEqual({ way: "navigating", stored: true });
    expect(navigate).toHaveBeenCalledWith(ENQUIRY_FALLBACK_URL);
    expect(loadDraft()?.enquiry.einkommen).toBe("6000");
    // Another page's wizard reads the stored draft; nothing is left waiting on this one.
    expect(takePendingHandover()).toBeNull();
  });

  describe("when the browser stores nothing", () => {
    const blockStorage = () =>
      vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
        throw new DOMException("blocked", "SecurityError");
      });

    it("says so, and keeps the draft for the wizard on this page that hydrates after the scroll", () => {
      blockStorage();
      const section = document.createElement("section");
      section.id = "versicherungsform";
      section.scrollIntoView = vi.fn<(options?: ScrollIntoViewOptions) => void>();
      document.body.append(section);
      const outcome = handOverToEnquiry({ from: "gkv", einkommen: "6000", note: "GKV-Rechner 2026" }, vi.fn<(url: string) => void>());
      expect(outcome).toEqual({ way: "scrolled", stored: false });
      expect(loadDraft()).toBeNull();
      expect(takePendingHandover()?.enquiry).toMatchObject({ einkommen: "6000", hinweisGkv: "GKV-Rechner 2026" });
      // Taken once: a later mount does not fill the form again.
      expect(takePendingHandover()).toBeNull();
    });

    it("does not send the visitor to another page's empty wizard", () => {
      blockStorage();
      const navigate = vi.fn<(url: string) => void>();
      expect(handOverToEnquiry({ from: "gkv", einkommen: "6000", note: "GKV-Rechner 2026" }, navigate)).toEqual({ way: "stayed", stored: false });
      expect(navigate).not.toHaveBeenCalled();
      expect(takePendingHandover()).toBeNull();
    });
  });
});
