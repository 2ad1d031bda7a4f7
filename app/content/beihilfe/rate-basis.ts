/**
 * What a Dienstherr's stated rates rest on (docs/decisions/0066): the provisions read in their
 * own wording, and those whose wording could not be read, each with the two secondary sources
 * that agree on it and who publishes them. The page shows it for all 17 Dienstherren below the
 * Beihilfe calculator, so a reader sees before choosing which rates are the law's words and which
 * are other people's reading of it (§ 5 Abs. 1 Satz 2 Nr. 1 UWG). Only cases that state a rate
 * count (an open case states none), with the adjustments and the rule for stationäre Leistungen.
 */
import type { BeihilfeSource, DienstherrEntry, SecondarySource } from "~/modules/calculators/beihilfe-rule-types";

export interface SecondaryBasis {
  /** The provisions the rates stand in, whose wording was not read, each once: all that this pair of sources states. */
  provisions: readonly BeihilfeSource[];
  sources: readonly [SecondarySource, SecondarySource];
  /** At least one of the two is an authority or Beihilfestelle. */
  official: boolean;
  /** Both are pages of insurance intermediaries or comparison sites. */
  onlyIntermediaries: boolean;
}

export interface RateBasis {
  /** Provisions read in their wording, each once, in the order the cases name them. */
  read: readonly BeihilfeSource[];
  /** Provisions stated on two agreeing secondary sources, grouped by the pair of sources, each pair once. */
  secondary: readonly SecondaryBasis[];
}

/** The sources of every stated rate of an entry; null for a Dienstherr whose rates are given on request. */
export function rateBasis(entry: DienstherrEntry): RateBasis | null {
  if (entry.status !== "geprüft") return null;
  const stated = [
    ...[...entry.cases.selbst, ...entry.cases.partner, ...entry.cases.kind].filter((c) => c.rate.kind !== "offen").map((c) => c.source),
    ...entry.adjustments.map((adjustment) => adjustment.source),
    ...(entry.stationaer ? [entry.stationaer.source] : []),
  ];
  const read = new Map<string, BeihilfeSource>();
  const secondary = new Map<string, SecondaryBasis>();
  for (const source of stated) {
    const verified = source.verified;
    if (verified.how === "Normtext") {
      if (!read.has(source.citation)) read.set(source.citation, source);
      continue;
    }
    const key = verified.sources.map((s) => s.url).join("\n");
    const known = secondary.get(key);
    if (known) {
      if (!known.provisions.some((provision) => provision.citation === source.citation))
        secondary.set(key, { ...known, provisions: [...known.provisions, source] });
      continue;
    }
    secondary.set(key, {
      provisions: [source],
      sources: verified.sources,
      official: verified.sources.some((s) => s.kind === "amtlich"),
      onlyIntermediaries: verified.sources.every((s) => s.kind === "vermittler"),
    });
  }
  return { read: [...read.values()], secondary: [...secondary.values()] };
}
