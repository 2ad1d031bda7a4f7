/**
 * Mecklenburg-Vorpommern applies the Bundesbeihilfeverordnung in its current version (§ 80
 * LBG M-V): so say klinikverzeichnis-online.de and pkv-kosten-vergleich.de, independently, and
 * both give the BBhV's rates; § 80 LBG M-V was read only up to Abs. 3 (anwalt24.de). The rates
 * are therefore § 46 BBhV (bund.ts), marked as verified by those two sources.
 * The Landesregierung says the same in its answer to Kleine Anfrage Drucksache 7/942 (2017): „Nach
 * § 80 Absatz 1 Landesbeamtengesetz … werden Beihilfen … nach § 80 des Bu[ndesbeamtengesetzes]“.
 * Pauschale Beihilfe: the Landtag passed § 80a LBG M-V on 28 January 2026 with effect from
 * 1 May 2026 (nord.dgb.de); the Finance Ministry had earlier announced 1 August 2026. Re-checked on
 * 26 November 2026: the promulgated wording was still not found, so it stays unsettled — not
 * „keine“. Notes in docs/research/beihilfe/mecklenburg-vorpommern.md.
 */
import { bundCasesAppliedBy } from "../bund-applied";
import type { DienstherrEntry, Verification } from "~/modules/calculators/beihilfe-rule-types";
import { lawUrl } from "../../legal-sources";

const CHECKED_ON = "2026-11-23";
const PAUSCHALE_CHECKED_ON = "2026-11-26";

const APPLIES_BBHV: Verification = {
  how: "zwei Sekundärquellen",
  sources: [
    {
      name: "klinikverzeichnis-online.de, Beihilferegelungen in Mecklenburg-Vorpommern",
      url: "https://www.klinikverzeichnis-online.de/kur/beihilferecht_der_laender.php?loadid=9",
      kind: "privat",
    },
    {
      name: "pkv-kosten-vergleich.de, Beihilfeverordnung Mecklenburg-Vorpommern",
      url: "https://www.pkv-kosten-vergleich.de/beihilfeverordnungen/mecklenburg-vorpommern/",
      kind: "vermittler",
    },
  ],
};

export const entry: DienstherrEntry = {
  id: "mecklenburg-vorpommern",
  status: "geprüft",
  regulation: {
    short: "BBhV",
    name: "Bundesbeihilfeverordnung, in Mecklenburg-Vorpommern angewandt nach §\u00a080 LBG M-V",
    url: `${lawUrl("bbhv")}/`,
  },
  validFromYear: 2021,
  cases: bundCasesAppliedBy(APPLIES_BBHV, CHECKED_ON),
  adjustments: [],
  notes: [],
  pauschale: {
    offered: "ungeklärt",
    note: "Der Landtag hat am 28.\u00a0Januar 2026 eine pauschale Beihilfe ab dem 1.\u00a0Mai 2026 beschlossen (§\u00a080a LBG M-V); den verkündeten Wortlaut habe ich noch nicht gefunden.",
    checkedOn: PAUSCHALE_CHECKED_ON,
  },
};
