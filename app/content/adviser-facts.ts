/**
 * The adviser's own, checkable figures and promises as copy: clients counted on a stated day,
 * the year he started, how replies work. Pure functions of the config and the build date, so no
 * page can show a number the config does not hold or a count of years that is already stale.
 */
import type { SiteConfig } from "~/config/site-config-schema";
import { formatIsoMonth, formatNumber } from "~/modules/format-de";
import type { Stat } from "./types";

/** The adviser's own count, dated: „500+ beratene Kunden (Stand Oktober 2026)“; short, as it stands in a three-column row on phones. */
export function clientsStat(adviser: Pick<SiteConfig["adviser"], "clientsAdvised" | "clientsCountedOn">): Stat {
  return {
    value: `${formatNumber(adviser.clientsAdvised)}+`,
    label: `beratene Kunden (Stand ${formatIsoMonth(adviser.clientsCountedOn)})`,
  };
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
 * to a multiple of five from five years on („10+“ for 11), with the start year beside it.
 */
export function experienceStat(activeSinceYear: number, buildYear: number): Stat {
  const years = certainYearsSince(activeSinceYear, buildYear);
  if (years < 2) return { value: `seit ${activeSinceYear}`, label: "berate ich zur privaten Krankenversicherung" };
  const shown = years >= 5 ? years - (years % 5) : years;
  return { value: `${shown}+`, label: `Jahre Erfahrung (seit ${activeSinceYear})` };
}

/** What is true about reaching the adviser: messages any time, replies as the config promises. */
export function reachability(responseTime: string): string {
  return `Anfragen rund um die Uhr per WhatsApp, ${responseTime}`;
}

/** The same as a stat card: the big word says when you can write, the label when you hear back. */
export function reachabilityStat(responseTime: string): Stat {
  return { value: "rund um die Uhr", label: `Anfragen per WhatsApp, ${responseTime}` };
}
