import { describe, expect, it } from "vitest";
import { enquiryMessageCopy } from "~/content/wizard";
import { buildEnquiryPost, readDeliveryAnswer } from "./enquiry-mail";
import { checkEnquiryPost } from "./enquiry-post";
import { EMPTY_ENQUIRY, type Enquiry } from "./whatsapp-message";

const context = { reference: "PKV-7K3Q", elapsedMs: 42_000.4, website: "", page: "https://beispiel.example/pkv-aerzte", sentAt: "2026-11-29T10:00:00.000Z" };
const enquiry: Enquiry = {
  ...EMPTY_ENQUIRY,
  name: "Jürgen Äpfelbäum 😀",
  age: "41",
  beruf: "Zahnärztin + Praxis & Co #1",
  einkommen: "80.000,50 €",
  versicherungsart: "komfort",
  telefon: "0171 2345678",
  email: "juergen@example.org",
  nachricht: "100 % sicher?\nZweite Zeile",
  hinweisGkv: "GKV-Rechner 2026: 1.234,56 €",
};

describe("buildEnquiryPost", () => {
  it("carries the same message as WhatsApp and e-mail, with the reference, and passes the relay's checks", () => {
    const post = buildEnquiryPost(enquiry, enquiryMessageCopy, context);
    expect(post.subject).toBe(`${enquiryMessageCopy.header} PKV-7K3Q: Jürgen Äpfelbäum 😀`);
    expect(post.text.split("\n")[0]).toBe(`${enquiryMessageCopy.header} PKV-7K3Q`);
    expect(post.text).toContain("80.000,50\u00a0€");
    expect(post.text).toContain("100 % sicher?\nZweite Zeile");
    expect(post.replyTo).toBe("juergen@example.org");
    expect(post.elapsedMs).toBe(42_000);
    expect(checkEnquiryPost(JSON.parse(JSON.stringify(post)))).toEqual({ ok: true, post: JSON.parse(JSON.stringify(post)) });
  });

  it("gives the adviser's software numbers as numbers and every note", () => {
    const { data } = buildEnquiryPost(enquiry, enquiryMessageCopy, context);
    expect(data).toMatchObject({
      referenz: "PKV-7K3Q",
      alter: 41,
      monatsbruttoEuro: 80000.5,
      telefon: "0171 2345678",
      email: "juergen@example.org",
      rechnerErgebnisse: ["GKV-Rechner 2026: 1.234,56 €"],
      seite: context.page,
    });
    expect(buildEnquiryPost(EMPTY_ENQUIRY, enquiryMessageCopy, context).data).toMatchObject({ name: null, alter: null, monatsbruttoEuro: null, telefon: null });
  });

  it("puts a visitor's address into Reply-To only when it is a valid one, and keeps a name from forging a header", () => {
    expect(buildEnquiryPost({ ...enquiry, email: "juergen@example" }, enquiryMessageCopy, context).replyTo).toBe("");
    const forged = buildEnquiryPost({ ...enquiry, name: "Max\r\nBcc: x@example.org" }, enquiryMessageCopy, context);
    expect(forged.subject).not.toMatch(/[\r\n]/);
    expect(checkEnquiryPost(forged).ok).toBe(true);
  });
});

describe("readDeliveryAnswer", () => {
  it("counts only the relay's confirmation of this very reference as arrived", () => {
    expect(readDeliveryAnswer(200, { ok: true, reference: "PKV-7K3Q" }, "PKV-7K3Q")).toEqual({ ok: true });
    expect(readDeliveryAnswer(200, { ok: true, reference: "PKV-2222" }, "PKV-7K3Q")).toEqual({ ok: false, reason: "refused" });
    expect(readDeliveryAnswer(200, null, "PKV-7K3Q")).toEqual({ ok: false, reason: "refused" });
    expect(readDeliveryAnswer(404, null, "PKV-7K3Q")).toEqual({ ok: false, reason: "refused" });
    expect(readDeliveryAnswer(429, { ok: false, error: "rateLimited" }, "PKV-7K3Q")).toEqual({ ok: false, reason: "rateLimited" });
    expect(readDeliveryAnswer(400, { ok: false, error: "tooFast" }, "PKV-7K3Q")).toEqual({ ok: false, reason: "tooFast" });
    expect(readDeliveryAnswer(502, { ok: false, error: "sendFailed" }, "PKV-7K3Q")).toEqual({ ok: false, reason: "mailServer" });
    expect(readDeliveryAnswer(503, { ok: false, error: "notConfigured" }, "PKV-7K3Q")).toEqual({ ok: false, reason: "refused" });
  });
});
