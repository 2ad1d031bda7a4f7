import { describe, expect, it } from "vitest";
import { enquiryMessageCopy } from "~/content/wizard";
import { buildMailtoUrl, mailSubject } from "./mailto-link";
import { buildEnquiryMessage, buildWhatsAppUrl, EMPTY_ENQUIRY, NOTE_MAX_LENGTH } from "./whatsapp-message";

const ADDRESS = "beratung@pkv-experte.example";
const PHONE = "493023125678";

/** Subject and body as a mail program reads them: decoded from the link's query. */
function decoded(url: string): { address: string; subject: string; body: string } {
  const [address, query] = url.slice("mailto:".length).split("?");
  // URLSearchParams reads a raw "+" as a space, so an unencoded plus would fail these tests.
  const params = new URLSearchParams(query);
  return { address, subject: params.get("subject") ?? "", body: params.get("body") ?? "" };
}

const tricky = [
  "Jürgen Größe-Weiß",
  "Müller & Söhne",
  "#1 Ärztin",
  "100 % sicher?",
  "C++ Entwickler+in",
  "Zeile eins\nZeile zwei\r\nZeile drei",
  "Zahnärztin 🦷👩‍⚕️",
  "subject=Spam&body=x",
];

/** The body as RFC 6068 wants it: every line break CRLF. */
const crlf = (text: string) => text.replace(/\r\n|\r|\n/g, "\r\n");

describe("buildMailtoUrl", () => {
  it.each(tricky)("carries %j unchanged in the subject and with CRLF line breaks in the body", (text) => {
    const url = buildMailtoUrl(ADDRESS, text, text);
    expect(decoded(url)).toEqual({ address: ADDRESS, subject: text, body: crlf(text) });
  });

  it("leaves no reserved character unencoded in the query", () => {
    const url = buildMailtoUrl(ADDRESS, "a&b", "#1 100 % C++\nä 🦷");
    const query = url.split("?")[1];
    expect(query).toBe("subject=a%26b&body=%231%20100%20%25%20C%2B%2B%0D%0A%C3%A4%20%F0%9F%A6%B7");
  });

  it("writes every line break of the body as %0D%0A (RFC 6068), never a bare %0A or %0D, however the text wrote it", () => {
    const body = buildMailtoUrl(ADDRESS, "s", "eins\nzwei\r\ndrei\rvier\n\nfünf").split("&body=")[1];
    expect(body).toBe("eins%0D%0Azwei%0D%0Adrei%0D%0Avier%0D%0A%0D%0Af%C3%BCnf");
    expect(body.replaceAll("%0D%0A", "")).not.toMatch(/%0A|%0D/);
  });

  it("encodes the enquiry exactly as the WhatsApp link does, but for CRLF in place of its line feeds", () => {
    const message = buildEnquiryMessage(
      { ...EMPTY_ENQUIRY, name: "Jürgen & Co #1", beruf: "Ärztin 🦷 100 %", einkommen: "9000", hinweisGkv: "x".repeat(NOTE_MAX_LENGTH + 50) },
      enquiryMessageCopy,
    );
    const mail = buildMailtoUrl(ADDRESS, mailSubject(message), message);
    const whatsapp = buildWhatsAppUrl(PHONE, message);
    expect(mail.split("&body=")[1]).toBe(whatsapp.split("?text=")[1].replaceAll("%0A", "%0D%0A"));
    expect(whatsapp).not.toContain("%0D");
    expect(decoded(mail).body).toBe(crlf(message));
    expect(decoded(mail).subject).toBe(enquiryMessageCopy.header);
  });

  it("keeps a long message whole", () => {
    const long = Array.from({ length: 300 }, (_, index) => `Zeile ${index}: Größe & Gewicht # ${index} %`).join("\n");
    expect(decoded(buildMailtoUrl(ADDRESS, "Betreff", long)).body).toBe(crlf(long));
  });

  it("replaces a lone surrogate instead of throwing", () => {
    expect(decoded(buildMailtoUrl(ADDRESS, "a\ud800b", "c\udc00d"))).toMatchObject({ subject: "a\ufffdb", body: "c\ufffdd" });
  });

  it.each(["", "beratung", "a b@example.de", "a@example.de?cc=x@example.de", "a@b@example.de", "a@example.de,b@example.de"])(
    "refuses %j as the address",
    (address) => {
      expect(() => buildMailtoUrl(address, "s", "b")).toThrow(RangeError);
    },
  );
});

describe("mailSubject", () => {
  it("is the message's header line", () => {
    expect(mailSubject("Neue PKV-Anfrage\n\nName: Max")).toBe("Neue PKV-Anfrage");
  });
});
