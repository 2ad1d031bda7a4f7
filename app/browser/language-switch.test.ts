import { describe, expect, it } from "vitest";
import { switchHref } from "./language-switch";

describe("the language switch's address", () => {
  it("keeps the other page's path and carries the query and the fragment (a calculator's inputs)", () => {
    expect(switchHref({ pathname: "/en/calculators" }, { search: "?gkv-brutto=90000", hash: "#gkv?x=1" })).toBe("/en/calculators?gkv-brutto=90000#gkv?x=1");
  });

  it("is the plain path when the address has neither", () => {
    expect(switchHref({ pathname: "/" }, { search: "", hash: "" })).toBe("/");
  });
});
