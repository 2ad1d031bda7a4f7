/**
 * The adviser's telephone hours: one list of day ranges in the config (`openingHours`), written
 * the same way wherever they appear (footer, Impressum, „Über mich“, structured data).
 */
import { daysOf, type HoursRange, type Weekday } from "~/config/hours-ranges";

/** „09:00“ → „9:00“: German copy writes the hour without a leading zero. */
export function clock(time: string): string {
  return time.replace(/^0(\d)/, "$1");
}

/** „09:00“, „9:00“ → „09:00“: schema.org wants hh:mm. */
function isoClock(time: string): string {
  return time.padStart(5, "0");
}

/**
 * „Mo–Do 9:00–18:00 Uhr, Fr 9:00–13:00 Uhr“: the ranges in the config's order, days and times
 * joined by the en dash without spaces (a range, DIN 5008), no-break spaces so a range never
 * breaks inside itself.
 */
export function formatOpeningHours(ranges: readonly HoursRange[]): string {
  return ranges.map((range) => `${formatDays(range)}\u00a0${clock(range.opens)}–${clock(range.closes)}\u00a0Uhr`).join(", ");
}

/** „Mo–Do“, or „Fr“ for a range of one day. */
export function formatDays(range: Pick<HoursRange, "firstDay" | "lastDay">, dayName: (day: Weekday) => string = (day) => day): string {
  return range.lastDay && range.lastDay !== range.firstDay ? `${dayName(range.firstDay)}–${dayName(range.lastDay)}` : dayName(range.firstDay);
}

const SCHEMA_DAYS: Record<Weekday, string> = {
  Mo: "https://schema.org/Monday",
  Di: "https://schema.org/Tuesday",
  Mi: "https://schema.org/Wednesday",
  Do: "https://schema.org/Thursday",
  Fr: "https://schema.org/Friday",
  Sa: "https://schema.org/Saturday",
  So: "https://schema.org/Sunday",
};

/** The same hours as schema.org OpeningHoursSpecification nodes, one per range. */
export function openingHoursSpecification(ranges: readonly HoursRange[]) {
  return ranges.map((range) => ({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: daysOf(range).map((day) => SCHEMA_DAYS[day]),
    opens: isoClock(range.opens),
    closes: isoClock(range.closes),
  }));
}

const ENGLISH_DAYS: Record<Weekday, string> = { Mo: "Mon", Di: "Tue", Mi: "Wed", Do: "Thu", Fr: "Fri", Sa: "Sat", So: "Sun" };

/** The same hours for the English pages (docs/decisions/0073): „Mon–Thu 9:00–18:00, Fri 9:00–13:00“. */
export function formatOpeningHoursEnglish(ranges: readonly HoursRange[]): string {
  return ranges.map((range) => `${formatDays(range, (day) => ENGLISH_DAYS[day])}\u00a0${clock(range.opens)}–${clock(range.closes)}`).join(", ");
}
