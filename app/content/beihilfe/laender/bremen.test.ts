import { describe, expect, it } from "vitest";
import { checkEntryShape, checkRates, type ExpectedRate } from "../../../../tests/support/beihilfe-entry-checks";
import { entry } from "./bremen";

const N = (rest: string) => `§\u00a012 Abs.\u00a02 ${rest} BremBVO`;
const B = (nr: number, letter: string) => N(`Nr.\u00a0${nr} Buchst.\u00a0${letter}`);
const CHILD_OPEN: ExpectedRate = ["offen", "§\u00a012 Abs.\u00a02 BremBVO"];

describe("Bremen (§ 12 Abs. 2 BremBVO, since 1 December 2022)", () => {
  checkEntryShape(entry);

  checkRates(entry, [
    // Nr. 1: aktiv 50, with two or more children 70.
    { name: "aktiv: 50", input: {}, selbst: [50, B(1, "a")] },
    { name: "aktiv, one child: 50 (boundary); the child's rate is open", input: { children: 1 }, selbst: [50, B(1, "a")], kind: CHILD_OPEN },
    { name: "aktiv, two children: 70", input: { children: 2 }, selbst: [70, B(1, "b")], kind: CHILD_OPEN },
    { name: "Elternzeit: open (Abs. 2 read only up to Nr. 4)", input: { elternzeit: true }, selbst: ["offen", "§\u00a012 Abs.\u00a02 BremBVO"] },
    // Nr. 3: the partner of an active Beihilfeberechtigte 70.
    { name: "aktiv with partner: partner 70", input: { partner: true }, selbst: [50, B(1, "a")], partner: [70, N("Nr.\u00a03")] },
    // Nr. 2: pensioner 60, 65, 70, 75, 80 by the number of dependants (partner and children).
    { name: "Versorgung alone: 60", input: { status: "versorgung" }, selbst: [60, B(2, "a")] },
    {
      name: "Versorgung with partner: 65, partner 65 (Nr. 4 a)",
      input: { status: "versorgung", partner: true },
      selbst: [65, B(2, "b")],
      partner: [65, B(4, "a")],
    },
    { name: "Versorgung with one child: 65", input: { status: "versorgung", children: 1 }, selbst: [65, B(2, "b")], kind: CHILD_OPEN },
    {
      name: "Versorgung, partner and one child: 70, partner 70",
      input: { status: "versorgung", partner: true, children: 1 },
      selbst: [70, B(2, "c")],
      partner: [70, B(4, "b")],
      kind: CHILD_OPEN,
    },
    {
      name: "Versorgung, partner and two children: 75, partner 75",
      input: { status: "versorgung", partner: true, children: 2 },
      selbst: [75, B(2, "d")],
      partner: [75, B(4, "c")],
      kind: CHILD_OPEN,
    },
    {
      name: "Versorgung, partner and three children: 80, partner 80",
      input: { status: "versorgung", partner: true, children: 3 },
      selbst: [80, B(2, "e")],
      partner: [80, B(4, "d")],
      kind: CHILD_OPEN,
    },
    {
      name: "Versorgung, partner and five children: capped at 80",
      input: { status: "versorgung", partner: true, children: 5 },
      selbst: [80, B(2, "e")],
      partner: [80, B(4, "d")],
      kind: CHILD_OPEN,
    },
    { name: "Versorgung, four children, no partner: 80", input: { status: "versorgung", children: 4 }, selbst: [80, B(2, "e")], kind: CHILD_OPEN },
  ]);

  it("offers pauschale Beihilfe under § 80 Abs. 4 BremBG from 1 January 2020", () => {
    expect(entry.pauschale).toMatchObject({ offered: true, since: "2020-01-01", provision: { citation: "§\u00a080 Abs.\u00a04 BremBG" } });
  });
});
