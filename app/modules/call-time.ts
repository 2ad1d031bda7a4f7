/**
 * „Wann darf ich Sie anrufen?“: the adviser's opening hours cut into a few time windows the
 * visitor can pick, or „egal“. A wish the adviser confirms, not a booking: nothing is reserved.
 * Pure: the hours come in as arguments (app/content/wizard.ts passes the site config's).
 */
import type { HoursRange } from "~/config/hours-ranges";
import { clock as germanClock, formatDays } from "./opening-hours";

/** One stretch of opening hours, e.g. „Montag bis Freitag“, 9:00–18:00. */
export interface OpeningRange {
  days: string;
  from: string;
  to: string;
}

/** One choice of the call-time field: a stretch of one opening range. */
export interface CallWindow {
  /** Stable while the config stays the same; stored in the draft. */
  id: string;
  days: string;
  from: string;
  to: string;
}

/** The „egal“ choice: any time within the opening hours. */
export const ANY_CALL_TIME = "egal";

/** The config's opening hours (day ranges, app/modules/opening-hours.ts) as the ranges the call time is cut from. */
export function openingRanges(hours: readonly HoursRange[]): OpeningRange[] {
  return hours.map((range) => ({ days: formatDays(range), from: germanClock(range.opens), to: germanClock(range.closes) }));
}

const CLOCK = /^([01]?\d|2[0-3]):([0-5]\d)$/;

function minutes(time: string): number {
  const match = CLOCK.exec(time);
  if (!match) throw new RangeError(`opening hours must look like 9:00, got "${time}"`);
  return Number(match[1]) * 60 + Number(match[2]);
}

function clock(total: number): string {
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, "0")}`;
}

/** Where a day is cut: morning, midday, afternoon. */
const CUTS = [12 * 60, 15 * 60];
/** A rest shorter than this joins the window before it (9:00–12:30 stays one window). */
const MIN_WINDOW = 60;

/** Each range cut at 12:00 and 15:00 where they fall inside it; windows of under an hour are merged. */
export function callWindows(ranges: readonly OpeningRange[]): CallWindow[] {
  return ranges.flatMap((range, index) => {
    const start = minutes(range.from);
    const end = minutes(range.to);
    if (end <= start) throw new RangeError(`opening hours end before they start: ${range.from}–${range.to}`);
    const bounds = [start];
    for (const cut of CUTS) {
      if (cut - bounds[bounds.length - 1] >= MIN_WINDOW && end - cut >= MIN_WINDOW) bounds.push(cut);
    }
    bounds.push(end);
    return bounds.slice(1).map((to, i) => {
      const from = clock(bounds[i]);
      return { id: `${index}/${from}-${clock(to)}`, days: range.days, from, to: clock(to) };
    });
  });
}
