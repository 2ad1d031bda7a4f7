/**
 * The page the service worker shows offline for an address it has not stored
 * (app/pages/offline.astro, docs/decisions/0049), worded in texte/seitenrahmen.yaml. Offline, only
 * the stored pages open: it says so and lists them, rather than claiming (like the 404 page) that
 * the address does not exist.
 */
import { siteFrame } from "./site-frame";

export const offlinePage = siteFrame.offline;
