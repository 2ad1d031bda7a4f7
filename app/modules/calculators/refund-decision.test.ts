import { describe, expect, it } from "vitest";
import { parseGermanNumber } from "../german-number";
import { BILLS_RULES, DEDUCTIBLE_RULES, REFUND_RULES, decideRefund, type LaterBills } from "./refund-decision";

const euro = (amount: number) => Math.round(amount * 100);

describe("decideRefund: submit the bills or keep the refund", () => {
  it("keeps the refund while the bills beyond the deductible bring less than it", () => {
    // 900 € of bills, 600 € deductible: submitting brings 300 €; the refund is 1.200 €.
    const decision = decideRefund({ billsCents: euro(900), refundCents: euro(1200), deductibleCents: euro(600), laterBills: "nein" });
    expect(decision).toEqual({
      verdict: "behalten",
      reimbursementCents: euro(300),
      refundCents: euro(1200),
      thresholdCents: euro(1800),
      differenceCents: euro(900),
    });
  });

  it("submits once the bills pass deductible plus refund, whether more bills come or not", () => {
    for (const laterBills of ["ja", "nein", "unklar"] as LaterBills[]) {
      const decision = decideRefund({ billsCents: euro(2500), refundCents: euro(1200), deductibleCents: euro(600), laterBills });
      expect(decision.verdict).toBe("einreichen");
      expect(decision.reimbursementCents).toBe(euro(1900));
      expect(decision.differenceCents).toBe(euro(700));
    }
  });

  it("says to collect and decide at the year's end while the refund is ahead but more bills may come", () => {
    expect(decideRefund({ billsCents: euro(400), refundCents: euro(800), deductibleCents: 0, laterBills: "ja" }).verdict).toBe("sammeln");
    expect(decideRefund({ billsCents: euro(400), refundCents: euro(800), deductibleCents: 0, laterBills: "unklar" }).verdict).toBe("sammeln");
  });

  it("finds the two equal exactly at the threshold", () => {
    const decision = decideRefund({ billsCents: euro(1800), refundCents: euro(1200), deductibleCents: euro(600), laterBills: "nein" });
    expect(decision.verdict).toBe("gleich");
    expect(decision.differenceCents).toBe(0);
    expect(decision.thresholdCents).toBe(euro(1800));
  });

  it("brings nothing from bills below the deductible, and never less than nothing", () => {
    const decision = decideRefund({ billsCents: euro(250), refundCents: 0, deductibleCents: euro(600), laterBills: "nein" });
    expect(decision.reimbursementCents).toBe(0);
    expect(decision.verdict).toBe("gleich");
  });

  it("submits whenever the tariff promises no refund and the bills pass the deductible", () => {
    expect(decideRefund({ billsCents: euro(50), refundCents: 0, deductibleCents: 0, laterBills: "nein" }).verdict).toBe("einreichen");
  });

  it("counts in whole cents: 0,01 € decides", () => {
    expect(decideRefund({ billsCents: 120_001, refundCents: 120_000, deductibleCents: 0, laterBills: "nein" }).verdict).toBe("einreichen");
    expect(decideRefund({ billsCents: 119_999, refundCents: 120_000, deductibleCents: 0, laterBills: "nein" })).toMatchObject({
      verdict: "behalten",
      differenceCents: 1,
    });
  });
});

describe("what the fields take", () => {
  it("reads amounts the German way, 0 € included (a tariff without deductible or refund)", () => {
    expect(parseGermanNumber("1.234,56 €", BILLS_RULES)).toEqual({ ok: true, units: 123_456 });
    expect(parseGermanNumber("0", DEDUCTIBLE_RULES)).toEqual({ ok: true, units: 0 });
    expect(parseGermanNumber("0", REFUND_RULES)).toEqual({ ok: true, units: 0 });
  });

  it("refuses a refund or deductible no tariff has (a typing error), and a negative amount", () => {
    expect(parseGermanNumber("250.000", REFUND_RULES)).toEqual({ ok: false, problem: "tooLarge" });
    expect(parseGermanNumber("250.000", DEDUCTIBLE_RULES)).toEqual({ ok: false, problem: "tooLarge" });
    expect(parseGermanNumber("-5", BILLS_RULES)).toEqual({ ok: false, problem: "negative" });
  });
});
