import { describe, expect, it } from "vitest";
import { DIENSTHERR_IDS } from "~/modules/calculators/beihilfe-rule-types";
import { formatIsoMonth } from "~/modules/format-de";
import { DIENSTHERR_LIST } from "./beihilfe/dienstherren";
import { PAUSCHALE_BEIHILFE_AS_OF, pauschaleBeihilfeInYear, pauschaleBeihilfeState } from "./pauschale-beihilfe";

/** The Dienstherren that offer it, with their start, read from the table (never named here). */
const OFFERS = DIENSTHERR_IDS.flatMap((id) => {
  const state = pauschaleBeihilfeState(id);
  return state.state === "offered" ? [{ id, ...state }] : [];
});

describe("pauschale Beihilfe by year (docs/decisions/0066)", () => {
  it("is not counted in a year before it starts, from its month in the year it starts, fully after", () => {
    expect(OFFERS.length).toBeGreaterThan(0);
    for (const offer of OFFERS) {
      const [startYear, startMonth] = offer.sinceIso.split("-").map(Number) as [number, number];
      expect(pauschaleBeihilfeInYear(offer.id, startYear - 1)).toMatchObject({ state: "notYet", since: offer.since });
      expect(pauschaleBeihilfeInYear(offer.id, startYear)).toMatchObject({
        state: "offered",
        months: 13 - startMonth,
        fromMonth: startMonth === 1 ? null : startMonth,
      });
      expect(pauschaleBeihilfeInYear(offer.id, startYear + 1)).toMatchObject({ state: "offered", months: 12, fromMonth: null });
    }
  });

  it("passes the other answers through whatever the year", () => {
    const others = DIENSTHERR_IDS.filter((id) => pauschaleBeihilfeState(id).state !== "offered");
    expect(others.length).toBeGreaterThan(0);
    for (const id of others) expect(pauschaleBeihilfeInYear(id, 2026)).toEqual(pauschaleBeihilfeState(id));
  });
});

describe("the waiver, said once", () => {
  it("never stands among a Land's conditions: the pages say it in one sentence, the Land's own where it has one", () => {
    for (const offer of OFFERS) {
      expect(offer.note ?? "", offer.id).not.toMatch(/unwiderruflich|verzichten Sie/);
      expect(offer.waiver ?? "Dafür verzichten Sie unwiderruflich.", offer.id).toMatch(/^[A-ZÄÖÜ].*verzichten Sie unwiderruflich.*\.$/);
    }
  });
});

describe("PAUSCHALE_BEIHILFE_AS_OF", () => {
  it("is the month of the oldest check among the 17 answers, from the data", () => {
    const checks = DIENSTHERR_LIST.map(({ pauschale }) => (pauschale.offered === true ? pauschale.provision.checkedOn : pauschale.checkedOn));
    expect(checks).toHaveLength(17);
    expect(PAUSCHALE_BEIHILFE_AS_OF).toBe(formatIsoMonth([...checks].sort()[0]!));
  });
});
