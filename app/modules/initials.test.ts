import { describe, expect, it } from "vitest";
import { exampleAdviser } from "../../tests/fixtures/example-adviser";
import { secondAdviser } from "../../tests/fixtures/second-adviser";
import { initialsOf } from "./initials";

describe("initialsOf", () => {
  it.each([
    ["Katharina Sommer", "KS"],
    ["Anna Maria Berg", "AB"],
    ["Dr. Anna von Berg", "AB"],
    ["Prof. Dr. med. Jan de Vries", "JV"],
    ["Jonas Müller-Lüdenscheidt", "JM"],
    ["Özlem Yılmaz", "ÖY"],
    ["Madonna", "M"],
    ["  Tim\u00a0Lange ", "TL"],
  ])("%s → %s", (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });

  it.each([exampleAdviser, secondAdviser])("gives every fixture adviser two letters from the name", (config) => {
    const initials = initialsOf(config.adviser.name);
    expect(initials).toMatch(/^\p{Lu}{2}$/u);
    const words = config.adviser.name.split(" ");
    expect(initials).toBe(`${words[0][0]}${words.at(-1)![0]}`);
  });
});
