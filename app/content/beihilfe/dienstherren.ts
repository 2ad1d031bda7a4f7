/**
 * The one table of Dienstherren: Bund and the sixteen Länder, in the order of DIENSTHERR_IDS.
 * Each entry lives in its own file (bund.ts, laender/<id>.ts) with its test; a Land whose file
 * is not written yet is "aufAnfrage" here, so the calculator names no percentage for it.
 */
import type { BundeslandId } from "~/modules/calculators/bundeslaender";
import { BUND } from "./bund";
import { DIENSTHERR_IDS, type DienstherrAufAnfrage, type DienstherrEntry, type DienstherrId } from "./types";

const PENDING_CHECKED_ON = "2026-11-23";

/** A Land whose rules have not been read in their own wording yet. */
function pending(id: BundeslandId): DienstherrAufAnfrage {
  return {
    id,
    status: "aufAnfrage",
    reason: "Die Beihilfe-Bemessungssätze dieses Landes habe ich noch nicht im Wortlaut der Landesvorschrift geprüft.",
    pauschale: {
      offered: "ungeklärt",
      note: "Ob das Land eine pauschale Beihilfe anbietet, habe ich noch nicht in der Landesvorschrift geprüft.",
      checkedOn: PENDING_CHECKED_ON,
    },
  };
}

export const DIENSTHERREN: Readonly<Record<DienstherrId, DienstherrEntry>> = {
  bund: BUND,
  "baden-wuerttemberg": pending("baden-wuerttemberg"),
  bayern: pending("bayern"),
  berlin: pending("berlin"),
  brandenburg: pending("brandenburg"),
  bremen: pending("bremen"),
  hamburg: pending("hamburg"),
  hessen: pending("hessen"),
  "mecklenburg-vorpommern": pending("mecklenburg-vorpommern"),
  niedersachsen: pending("niedersachsen"),
  "nordrhein-westfalen": pending("nordrhein-westfalen"),
  "rheinland-pfalz": pending("rheinland-pfalz"),
  saarland: pending("saarland"),
  sachsen: pending("sachsen"),
  "sachsen-anhalt": pending("sachsen-anhalt"),
  "schleswig-holstein": pending("schleswig-holstein"),
  thueringen: pending("thueringen"),
};

/** The same entries as a list, Bund first, then the Länder in the site's order. */
export const DIENSTHERR_LIST: readonly DienstherrEntry[] = DIENSTHERR_IDS.map((id) => DIENSTHERREN[id]);
