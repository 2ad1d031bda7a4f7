import { describe, expect, it } from "vitest";
import { typographyProblems } from "./german-typography";

const rulesBroken = (text: string) => typographyProblems(text).map((problem) => problem.rule);

describe("typographyProblems", () => {
  it("accepts correctly set German copy", () => {
    expect(
      rulesBroken(
        "Bis zu 40\u00a0% sparen, 77.400\u00a0€ im Jahr, 9:00\u00a0Uhr, §\u00a06 Abs.\u00a04 SGB\u00a0V – auf „Senden“ tippen… Salary-Partner, E-Mail.",
      ),
    ).toEqual([]);
  });

  it.each([
    ["40 %", "plain space between a number and % or €"],
    ["77.400 €", "plain space between a number and % or €"],
    ["9:00 Uhr", "plain space between a number and Uhr"],
    ["§ 6 SGB V", "plain space after §"],
    ['auf "Senden" tippen', "straight double quote (use „…“)"],
    ["teuer - aber gut", "hyphen used as a dash (use –)"],
    ["und so weiter...", "three full stops (use …)"],
    ["Lorem ipsum dolor", "placeholder text"],
    ["TODO: Text", "unfinished work marker"],
  ])("flags %j", (text, rule) => {
    expect(rulesBroken(text)).toContain(rule);
  });

  it("shows where the problem is", () => {
    expect(typographyProblems("Der Zuschlag beträgt 10 % bis 60.")[0].excerpt).toContain("10 %");
  });
});
