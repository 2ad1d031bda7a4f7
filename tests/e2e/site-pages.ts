/** What the tests expect of every page, derived from the same route table the site uses. */
import { groupRoutes, pageRoutes } from "../../app/config/site-routes";

export const HOME_TITLE = "Berater für private Krankenversicherung | PKV-Experte";

export const expectedTitles: Record<string, string> = {
  "/": HOME_TITLE,
  "/pkv-aerzte": "Private Krankenversicherung für Ärzte | PKV-Experte PKV Beratung",
  "/pkv-anwaelte": "Private Krankenversicherung für Anwälte | PKV-Experte PKV Beratung",
  "/pkv-ingenieure": "Private Krankenkasse für Ingenieure | PKV-Experte PKV Beratung",
  "/pkv-selbststaendige": "Private Krankenversicherung für Selbstständige und Gründer | PKV-Experte PKV Beratung",
  "/pkv-beamte": "Private Krankenversicherung für Beamte und Akademiker | PKV-Experte PKV Beratung",
  "/pkv-angestellte": "Private Krankenversicherung für Angestellte | PKV-Experte PKV Beratung",
};

export const allPaths = pageRoutes.map((page) => page.path);
export { groupRoutes };
