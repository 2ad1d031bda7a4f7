import { describe, expect, it } from "vitest";
import { readIncomeCents } from "./enquiry-numbers";
import { germanAmountText, readAgeEnglish, readIncomeCentsEnglish } from "./enquiry-numbers-en";

describe("the English page's number readers", () => {
  it("read commas between thousands as thousands, where the German reader sees a decimal comma", () => {
    expect(readIncomeCentsEnglish("5,000")).toEqual({ ok: true, units: 500_000 });
    expect(readIncomeCentsEnglish("€5,000.50")).toEqual({ ok: true, units: 500_050 });
    expect(readIncomeCentsEnglish("1,250,000")).toEqual({ ok: false, problem: "tooLarge" });
    expect(readIncomeCents("5,000")).not.toEqual({ ok: true, units: 500_000 });
  });

  it("read what is not written the English way like the German page", () => {
    for (const raw of ["5000", "5000.50", "5000 €", "", "abc", "-5"]) expect(readIncomeCentsEnglish(raw), raw).toEqual(readIncomeCents(raw));
  });

  it("take an age with „years“ and keep the form's range", () => {
    expect(readAgeEnglish("38 years")).toEqual({ ok: true, units: 38 });
    expect(readAgeEnglish("38 years old")).toEqual({ ok: true, units: 38 });
    expect(readAgeEnglish("38")).toEqual({ ok: true, units: 38 });
    expect(readAgeEnglish("17")).toEqual({ ok: false, problem: "tooSmall" });
    expect(readAgeEnglish("38.5")).toEqual({ ok: false, problem: "decimals" });
  });

  it("write cents back as German text the German reader gives back unchanged", () => {
    for (const cents of [1, 99, 500_000, 500_050]) expect(readIncomeCents(germanAmountText(cents))).toEqual({ ok: true, units: cents });
  });
});
