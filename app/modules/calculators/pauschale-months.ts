/**
 * In how many months of a calendar year a pauschale Beihilfe can be paid, from the day the Land
 * offers it (docs/decisions/0066): none in the years before, all twelve in the years after, and in
 * the year it starts the months from its first one on — Niedersachsen's, available from
 * 1 February 2024, in eleven months of 2024, not twelve. A start that is not the first of a month
 * is refused: the half month before it would need the Land's own rule, and no entry has one.
 */
export interface PauschaleMonths {
  /** 0 to 12. */
  months: number;
  /** The first month (1–12) it is paid in `year`, when that is not January; null otherwise. */
  fromMonth: number | null;
}

export function pauschaleMonthsIn(sinceIso: string, year: number): PauschaleMonths {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(sinceIso);
  if (!match) throw new RangeError(`not an ISO date: ${sinceIso}`);
  const [startYear, startMonth, startDay] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (startDay !== 1) throw new RangeError(`a pauschale Beihilfe starting mid-month (${sinceIso}) is not modelled`);
  if (year < startYear) return { months: 0, fromMonth: null };
  if (year > startYear || startMonth === 1) return { months: 12, fromMonth: null };
  return { months: 13 - startMonth, fromMonth: startMonth };
}
