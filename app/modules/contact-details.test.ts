import { describe, expect, it } from "vitest";
import { emailProblem, phoneProblem, suggestedEmail } from "./contact-details";

describe("phoneProblem", () => {
  it("accepts numbers as people write them, and an empty field", () => {
    for (const ok of ["", "  ", "030 123456", "+49 (0)30 / 123 456-78", "0171.2345678", "+4917612345678"]) expect(phoneProblem(ok), ok).toBeNull();
  });

  it("says what is wrong with anything else", () => {
    expect(phoneProblem("0171 abc")).toBe("format");
    expect(phoneProblem("030\r\nBcc: x@example.org")).toBe("format");
    expect(phoneProblem("12345")).toBe("tooShort");
    expect(phoneProblem("+49 1234 5678 9012 34")).toBe("tooLong");
  });
});

describe("emailProblem", () => {
  it("accepts a plain address and an empty field, refuses the rest", () => {
    for (const ok of ["", "max@example.org", "m.muster+pkv@sub.example.de"]) expect(emailProblem(ok), ok).toBeNull();
    for (const bad of ["max", "max@", "max@example", "max @example.org", "a@b.c", "x@example.org\r\nBcc: y@example.org", "a,b@example.org"]) {
      expect(emailProblem(bad), bad).toBe("format");
    }
  });
});

describe("suggestedEmail", () => {
  it("questions a domain a keystroke or two from a well-known one", () => {
    expect(suggestedEmail("max@gmial.com")).toBe("max@gmail.com");
    expect(suggestedEmail("max@gmx.dr")).toBe("max@gmx.de");
    expect(suggestedEmail("erika@t-onlien.de")).toBe("erika@t-online.de");
    expect(suggestedEmail("erika@hotmial.de")).toBe("erika@hotmail.de");
    expect(suggestedEmail(" Max@Web.dee ")).toBe("Max@web.de");
  });

  it("leaves known domains, a company's own and ambiguous ones alone", () => {
    for (const left of ["max@gmail.com", "max@gmx.de", "info@kanzlei-mueller.de", "max@praxis.de", "max", "@gmial.com", "max@gmx.ch"]) {
      expect(suggestedEmail(left), left).toBeNull();
    }
  });
});
