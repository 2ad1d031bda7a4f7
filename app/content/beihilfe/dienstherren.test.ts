import { describe, expect, it } from "vitest";
import { fieldsNeeded } from "~/modules/calculators/beihilfe";
import { BUNDESLAND_IDS } from "~/config/bundeslaender";
import { entryProblems } from "../../../tests/support/beihilfe-entry-checks";
import { DIENSTHERREN, DIENSTHERR_LIST } from "./dienstherren";
import { DIENSTHERR_IDS } from "~/modules/calculators/beihilfe-rule-types";

describe("the table of Dienstherren", () => {
  it("holds Bund and the sixteen Länder of the site's one list, in that order", () => {
    expect(DIENSTHERR_IDS).toEqual(["bund", ...BUNDESLAND_IDS]);
    expect(DIENSTHERR_LIST.map((entry) => entry.id)).toEqual(DIENSTHERR_IDS);
  });

  it.each(DIENSTHERR_IDS)("%s: the entry under its id has that id and is well formed", (id) => {
    expect(DIENSTHERREN[id].id).toBe(id);
    expect(entryProblems(DIENSTHERREN[id])).toEqual([]);
  });

  // The calculator renders inputs for these optional fields only; an entry that needed another
  // (the entry date) would be answered with that field silently empty.
  it.each(DIENSTHERR_IDS)("%s asks only for fields the calculator shows", (id) => {
    for (const field of fieldsNeeded(DIENSTHERREN[id])) expect(["elternzeit", "anwaerter", "verheiratet", "arbeitgeberzuschuss"]).toContain(field);
  });
});
