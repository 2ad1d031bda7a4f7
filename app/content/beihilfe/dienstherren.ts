/**
 * The one table of Dienstherren: Bund and the sixteen Länder, in the order of DIENSTHERR_IDS.
 * Each entry lives in its own file (bund.ts, laender/<id>.ts) with its test; a Dienstherr
 * whose rules could not be settled is an "aufAnfrage" entry with the reason, so the calculator
 * names no percentage for it.
 */
import { BUND } from "./bund";
import { entry as badenWuerttemberg } from "./laender/baden-wuerttemberg";
import { entry as bayern } from "./laender/bayern";
import { entry as berlin } from "./laender/berlin";
import { entry as brandenburg } from "./laender/brandenburg";
import { entry as bremen } from "./laender/bremen";
import { entry as hamburg } from "./laender/hamburg";
import { entry as hessen } from "./laender/hessen";
import { entry as mecklenburgVorpommern } from "./laender/mecklenburg-vorpommern";
import { entry as niedersachsen } from "./laender/niedersachsen";
import { entry as nordrheinWestfalen } from "./laender/nordrhein-westfalen";
import { entry as rheinlandPfalz } from "./laender/rheinland-pfalz";
import { entry as saarland } from "./laender/saarland";
import { entry as sachsen } from "./laender/sachsen";
import { entry as sachsenAnhalt } from "./laender/sachsen-anhalt";
import { entry as schleswigHolstein } from "./laender/schleswig-holstein";
import { entry as thueringen } from "./laender/thueringen";
import { DIENSTHERR_IDS, type DienstherrEntry, type DienstherrId } from "~/modules/calculators/beihilfe-rule-types";

export const DIENSTHERREN: Readonly<Record<DienstherrId, DienstherrEntry>> = {
  bund: BUND,
  "baden-wuerttemberg": badenWuerttemberg,
  bayern: bayern,
  berlin: berlin,
  brandenburg: brandenburg,
  bremen: bremen,
  hamburg: hamburg,
  hessen: hessen,
  "mecklenburg-vorpommern": mecklenburgVorpommern,
  niedersachsen: niedersachsen,
  "nordrhein-westfalen": nordrheinWestfalen,
  "rheinland-pfalz": rheinlandPfalz,
  saarland: saarland,
  sachsen: sachsen,
  "sachsen-anhalt": sachsenAnhalt,
  "schleswig-holstein": schleswigHolstein,
  thueringen: thueringen,
};

/** The same entries as a list, Bund first, then the Länder in the site's order. */
export const DIENSTHERR_LIST: readonly DienstherrEntry[] = DIENSTHERR_IDS.map((id) => DIENSTHERREN[id]);
