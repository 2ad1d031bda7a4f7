/**
 * „Wann darf ich Sie anrufen?“: the adviser's telephone hours as a weekday and a time window the
 * visitor can pick, each also „egal“. Every day the config's hours cover is offered — Saturday or
 * an evening only when the adviser has them (docs/decisions/0063). A wish the adviser confirms,
 * not a booking: nothing is reserved. Pure: the hours come in as arguments (app/content/wizard.ts
 * passes the site config's).
 */
import { daysOf, minutesOf, WEEKDAYS, type HoursRange, type Weekday } from "~/config/hours-ranges";
import { clock as germanClock } from "./opening-hours";

/** One choice of the time field: a stretch of a day's hours, e.g. 18:00–20:00. */
export interface CallWindow {
  /** „18:00-20:00“: the same window on two days has the same id, so the choice survives a change of day. */
  id: string;
  from: string;
  to: string;
}

/** A day the adviser takes calls, with its windows. */
export interface CallDay {
  /** The config's short name, „Di“; stored in the draft. */
  id: Weekday;
  windows: CallWindow[];
}

/** The „egal“ choice of either field: any day, or any time of the chosen day(s). */
export const ANY_CALL_TIME = "egal";

/** Where a day is cut: morning, midday, afternoon, evening. */
const CUTS = [12 * 60, 15 * 60, 18 * 60];
/** A rest shorter than this joins the window before it (9:00–12:30 stays one window). */
const MIN_WINDOW = 60;

function clock(total: number): string {
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, "0")}`;
}

/** One opening stretch cut at 12:00, 15:00 and 18:00 where they fall inside it; windows of under an hour are merged. */
export function cutIntoWindows(opens: string, closes: string): CallWindow[] {
  const start = minutesOf(germanClock(opens));
  const end = minutesOf(germanClock(closes));
  if (!Number.isFinite(start) || !Number.isFinite(end)) throw new RangeError(`opening hours must look like 9:00, got "${opens}"–"${closes}"`);
  if (end <= start) throw new RangeError(`opening hours end before they start: ${opens}–${closes}`);
  const bounds = [start];
  for (const cut of CUTS) {
    if (cut - bounds[bounds.length - 1] >= MIN_WINDOW && end - cut >= MIN_WINDOW) bounds.push(cut);
  }
  bounds.push(end);
  return bounds.slice(1).map((to, i) => {
    const from = clock(bounds[i]);
    return { id: `${from}-${clock(to)}`, from, to: clock(to) };
  });
}

function byStart(a: CallWindow, b: CallWindow): number {
  return minutesOf(a.from) - minutesOf(b.from) || minutesOf(a.to) - minutesOf(b.to);
}

/** The days the hours cover, Monday first, each with its windows (a day in two ranges gets both ranges' windows). */
export function callDays(hours: readonly HoursRange[]): CallDay[] {
  const windows = new Map<Weekday, CallWindow[]>();
  for (const range of hours) {
    for (const day of daysOf(range)) windows.set(day, [...(windows.get(day) ?? []), ...cutIntoWindows(range.opens, range.closes)]);
  }
  return WEEKDAYS.filter((day) => windows.has(day)).map((id) => ({ id, windows: windows.get(id)!.sort(byStart) }));
}

/** The time choices for a chosen day, or — for „egal“ or no day — every window of any day, once each. */
export function windowsFor(days: readonly CallDay[], day: string): CallWindow[] {
  const chosen = days.find((candidate) => candidate.id === day);
  if (chosen) return chosen.windows;
  const unique = new Map(days.flatMap((candidate) => candidate.windows).map((window) => [window.id, window]));
  return [...unique.values()].sort(byStart);
}

/**
 * The wish as the parts the message names: the day (a weekday id, „egal“ or ""), the time (a
 * window id, „egal“ or ""); a day or window the hours no longer have (they changed since the
 * draft was stored) counts as not chosen.
 */
export function validCallWish(days: readonly CallDay[], day: string, time: string): { day: string; time: string } {
  const knownDay = day === ANY_CALL_TIME || days.some((candidate) => candidate.id === day) ? day : "";
  const knownTime = time === ANY_CALL_TIME || windowsFor(days, knownDay).some((window) => window.id === time) ? time : "";
  return { day: knownDay, time: knownTime };
}
