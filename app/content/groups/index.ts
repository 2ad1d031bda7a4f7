/** All six profession pages' copy by slug; the Record type makes a missing page a type error. */
import type { GroupSlug } from "~/config/site-routes";
import type { GroupContent } from "../types";
import { aerzte } from "./aerzte";
import { angestellte } from "./angestellte";
import { anwaelte } from "./anwaelte";
import { beamte } from "./beamte";
import { ingenieure } from "./ingenieure";
import { selbststaendige } from "./selbststaendige";

export const groupContents: Readonly<Record<GroupSlug, GroupContent>> = {
  aerzte,
  anwaelte,
  ingenieure,
  selbststaendige,
  beamte,
  angestellte,
};
