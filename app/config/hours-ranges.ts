/**
 * The adviser's telephone hours as the config holds them: day ranges with opening and closing
 * times. What the schema validates them with lives here, below it; how the site writes them is
 * app/modules/opening-hours.ts.
 */

/** Weekdays in order, as the hours are written and read („Mo–Do“). */
export const WEEKDAYS = ["Mo", "Di", "Mi", "Do", "Fr", "Sa", "So"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export interface HoursRange {
  firstDay: Weekday;
  /** Absent: the range is the one day `firstDay`. */
  lastDay?: Weekday;
  opens: string;
  closes: string;
}

/** The days a range covers, e.g. Mo–Do → Mo, Di, Mi, Do. */
export function daysOf(range: Pick<HoursRange, "firstDay" | "lastDay">): Weekday[] {
  return WEEKDAYS.slice(WEEKDAYS.indexOf(range.firstDay), WEEKDAYS.indexOf(range.lastDay ?? range.firstDay) + 1);
}

/** Minutes after midnight of „9:00“ or „09:00“. */
export function minutesOf(time: string): number {
  const [hours, minutes] = time.split(":").map(Number);
  return hours * 60 + minutes;
}
