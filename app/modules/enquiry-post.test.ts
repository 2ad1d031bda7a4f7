import { describe, expect, it } from "vitest";
import { checkEnquiryPost, createSendLimiter, ENQUIRY_POST_LIMITS, isMailAddress, referenceFrom, REFERENCE_PATTERN, type EnquiryPost } from "./enquiry-post";

const valid: EnquiryPost = {
  v: 1,
  reference: "PKV-7K3Q",
  subject: "Neue PKV-Anfrage PKV-7K3Q: Jürgen Ä. 😀",
  text: "Zeile 1\nZeile 2: 80.000,50 € + & % #",
  data: { name: "Jürgen" },
  replyTo: "juergen@example.org",
  website: "",
  elapsedMs: 20_000,
};

describe("referenceFrom", () => {
  it("makes PKV- and four characters that cannot be misread, from any bytes", () => {
    for (const bytes of [
      [0, 0, 0, 0],
      [255, 255, 255, 255],
      [1, 2, 3, 4],
      [200, 17, 99, 31],
    ])
      expect(referenceFrom(bytes)).toMatch(REFERENCE_PATTERN);
    expect(referenceFrom([0, 0, 0, 0])).toBe("PKV-2222");
  });
});

describe("checkEnquiryPost", () => {
  it("accepts a complete post", () => {
    expect(checkEnquiryPost(valid)).toEqual({ ok: true, post: valid });
    expect(checkEnquiryPost({ ...valid, replyTo: "" }).ok).toBe(true);
  });

  it("refuses what could add a header or a recipient", () => {
    expect(checkEnquiryPost({ ...valid, subject: "Hallo\r\nBcc: x@example.org" })).toEqual({ ok: false, problem: "header" });
    expect(checkEnquiryPost({ ...valid, replyTo: "a@example.org\r\nBcc: x@example.org" })).toEqual({ ok: false, problem: "header" });
    expect(checkEnquiryPost({ ...valid, replyTo: "a@example.org, x@example.org" })).toEqual({ ok: false, problem: "replyTo" });
    expect(checkEnquiryPost({ ...valid, reference: "PKV-7K3Q\n" })).toEqual({ ok: false, problem: "header" });
  });

  it("refuses bots, haste, size and anything malformed", () => {
    expect(checkEnquiryPost({ ...valid, website: "http://spam" })).toEqual({ ok: false, problem: "honeypot" });
    expect(checkEnquiryPost({ ...valid, elapsedMs: ENQUIRY_POST_LIMITS.minFillMs - 1 })).toEqual({ ok: false, problem: "tooFast" });
    expect(checkEnquiryPost({ ...valid, text: "x".repeat(ENQUIRY_POST_LIMITS.textChars + 1) })).toEqual({ ok: false, problem: "tooLarge" });
    for (const bad of [null, [], "text", { ...valid, v: 2 }, { ...valid, data: [] }, { ...valid, reference: "PKV-0000" }, { ...valid, text: " " }]) {
      expect(checkEnquiryPost(bad)).toEqual({ ok: false, problem: "format" });
    }
  });

  it("knows a mail address from a list or a header", () => {
    expect(isMailAddress("a.b+c@example.co.uk")).toBe(true);
    for (const bad of ["a@b", "a b@example.org", "<a@example.org>", "a@example.org;b@example.org", `${"a".repeat(250)}@example.org`])
      expect(isMailAddress(bad), bad).toBe(false);
  });
});

describe("createSendLimiter", () => {
  it("lets a client send five in ten minutes, the site fifty a day", () => {
    const limiter = createSendLimiter();
    const start = 1_000_000;
    const allowed = Array.from({ length: 30 }, (_, i) => limiter.allow("1.2.3.4", start + i)).filter(Boolean).length;
    expect(allowed).toBe(ENQUIRY_POST_LIMITS.perClient);
    expect(limiter.allow("1.2.3.4", start + ENQUIRY_POST_LIMITS.perClientWindowMs + 30)).toBe(true);
    let all = ENQUIRY_POST_LIMITS.perClient + 1;
    for (let client = 0; client < 100; client++) if (limiter.allow(`10.0.0.${client}`, start + 700_000)) all++;
    expect(all).toBe(ENQUIRY_POST_LIMITS.perDay);
    expect(limiter.allow("10.9.9.9", start + 24 * 60 * 60 * 1000 + 1)).toBe(true);
  });
});

describe("the build's readiness file", () => {
  it("lies at ENQUIRY_READINESS_PATH and says the site cannot deliver until a relay answers or replaces it", async () => {
    const { readFileSync } = await import("node:fs");
    const { ENQUIRY_READINESS_PATH } = await import("./enquiry-post");
    expect(JSON.parse(readFileSync(`public${ENQUIRY_READINESS_PATH}`, "utf8"))).toEqual({ ready: false });
  });
});
