/**
 * The adviser's own, checkable figures and promises as copy: clients counted on a stated day,
 * the year he started, how replies work. The words are the owner's file texte/vertrauen.yaml;
 * the values are pure functions of the config and the build date, put in here, so no page can
 * show a number the config does not hold or a count of years that is already stale.
 */
import type { SiteConfig } from "~/config/site-config-schema";
import { filledOnThePage } from "~/modules/copy-placeholders";
import { formatIsoMonth, formatNumber } from "~/modules/format-de";
import { formatOpeningHours } from "~/modules/opening-hours";
import type { TrustText } from "~/modules/text-files/trust-schema";
import text from "./texte/vertrauen.yaml";
import type { Stat } from "./types";

const { stats } = text as TrustText;

/** The owner's stat with the page's values put in (the schema allows only these placeholders there). */
function filledStat(template: Stat, values: Readonly<Record<string, string | number>>): Stat {
  return { value: filledOnThePage(template.value, values), label: filledOnThePage(template.label, values) };
}

/** The adviser's own count, dated: „500+ beratene Kunden (Stand Oktober 2026)“; short, as it stands in a three-column row on phones. */
export function clientsStat(adviser: Pick<SiteConfig["adviser"], "clientsAdvised" | "clientsCountedOn">): Stat {
  return filledStat(stats.clients, { kunden: formatNumber(adviser.clientsAdvised), stand: formatIsoMonth(adviser.clientsCountedOn) });
}

/**
 * Whole years of experience that are certain whatever the month he started in: someone who began
 * on 31 December of `sinceYear` has, on any day of `buildYear`, more than buildYear − sinceYear − 1.
 */
export function certainYearsSince(sinceYear: number, buildYear: number): number {
  return Math.max(0, buildYear - sinceYear - 1);
}

/**
 * The spec's „10+ Jahre Erfahrung“, counted from the start year: the certain years, rounded down
 * to a multiple of five from five years on („10+“ for 11), with the start year beside it; in the
 * first two years the start year alone.
 */
export function experienceStat(activeSinceYear: number, buildYear: number): Stat {
  const years = certainYearsSince(activeSinceYear, buildYear);
  if (years < 2) return filledStat(stats.firstYears, { startjahr: activeSinceYear });
  const shown = years >= 5 ? years - (years % 5) : years;
  return filledStat(stats.experience, { jahre: shown, startjahr: activeSinceYear });
}

/**
 * What is true about reaching the adviser: an enquiry can be sent at any hour, replies come as the
 * config promises, the phone is answered at the configured hours — never „rund um die Uhr“ for the
 * adviser herself (docs/decisions/0067). Shown on no page as such: the home page's own sentence is
 * in texte/startseite.yaml, and home.test.ts checks that it says this.
 */
export function reachability(config: Pick<SiteConfig, "responseTime" | "openingHours">): string {
  return `Ihre Anfrage schicken Sie mir rund um die Uhr über das Formular, per WhatsApp oder E-Mail, ${config.responseTime}; am Telefon erreichen Sie mich ${formatOpeningHours(config.openingHours)}.`;
}

/**
 * The same as a stat card: the big words say when an enquiry can be sent, the label names the
 * phone's hours (the build puts in {telefonzeiten}); {rueckmeldung} stays available to the owner.
 */
export function reachabilityStat(responseTime: string): Stat {
  return filledStat(stats.reachability, { rueckmeldung: responseTime });
}
