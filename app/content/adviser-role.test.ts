import { describe, expect, it } from "vitest";
import { ADVISER_FORMS, INTERMEDIARY_STATUSES } from "~/config/site-config-schema";
import { adviserRole } from "./adviser-role";

const roleOf = (form: (typeof ADVISER_FORMS)[number], status: (typeof INTERMEDIARY_STATUSES)[number] = "versicherungsmakler") =>
  adviserRole({ adviser: { form }, registration: { status } });

describe("adviserRole", () => {
  it("gives the female forms", () => {
    expect(roleOf("weiblich")).toMatchObject({
      statusNoun: "Versicherungsmaklerin",
      shortNoun: "Maklerin",
      otherShortNoun: "Vertreterin",
      adviserNoun: "Beraterin",
      yourAdviser: "Ihre Beraterin",
      yourContact: "Ihre Ansprechpartnerin",
      role: "Versicherungsmaklerin für private Krankenversicherung",
      professionalTitle: "Versicherungsmaklerin",
      legalAsStatus: "Als Versicherungsmaklerin",
    });
  });

  it("gives the male forms", () => {
    expect(roleOf("männlich")).toMatchObject({
      statusNoun: "Versicherungsmakler",
      shortNoun: "Makler",
      adviserNoun: "Berater",
      yourAdviser: "Ihr Berater",
      yourContact: "Ihr Ansprechpartner",
      professionalTitle: "Versicherungsmakler",
      legalAsStatus: "Als Versicherungsmakler",
    });
  });

  it("gives neutral forms, and the statutory category in the legal texts", () => {
    const neutral = roleOf("neutral");
    expect(neutral).toMatchObject({
      statusNoun: "Versicherungsmakler:in",
      shortNoun: "Makler:in",
      adviserNoun: "Ansprechperson",
      yourAdviser: "Ihre Ansprechperson",
      yourContact: "Ihre Ansprechperson",
      professionalTitle: "Versicherungsmakler (§\u00a034d Abs.\u00a01 GewO)",
      legalAsStatus: "Mit dem Status Versicherungsmakler (§\u00a034d Abs.\u00a01 GewO)",
    });
  });

  it("follows the status: a Vertreter is never called Makler", () => {
    for (const form of ADVISER_FORMS) {
      const role = roleOf(form, "versicherungsvertreter");
      expect(Object.entries(role).filter(([key, value]) => key !== "otherShortNoun" && /makler/i.test(value))).toEqual([]);
      expect(role.statutoryNoun).toBe("Versicherungsvertreter");
    }
  });

  it("never uses the protected title Versicherungsberater (§ 34d Abs. 2 GewO)", () => {
    for (const status of INTERMEDIARY_STATUSES)
      for (const form of ADVISER_FORMS) expect(Object.values(roleOf(form, status)).join(" ")).not.toMatch(/versicherungsberater/i);
  });
});
