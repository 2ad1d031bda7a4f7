/**
 * What the build checks before it starts, and how it says so: the adviser's config (always),
 * and for `npm run build:production` (SITE_BUILD=production, the build every deploy path uses)
 * the go-live gate — no value of the shipped example left (app/config/example-identity.ts), the
 * fields only the adviser can fill in (app/config/go-live-fields.ts) and statutory figures for the
 * calendar year of the build. Messages go to the terminal as plain
 * German lines, one per field, without a stack trace: the reader is the adviser, not a programmer.
 */
import { describeExampleFinding, exampleValuesIn } from "../../app/config/example-identity.ts";
import { fieldsMissingForGoLive } from "../../app/config/go-live-fields.ts";
import { SITE_CONFIG_FILE } from "../../app/config/site-config-schema.ts";
import { ordinanceTitle } from "../../app/modules/figures/ordinance-title.ts";

/** `npm run build:production` sets this; anyone running astro directly can set it too. */
export function isProductionBuild(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.SITE_BUILD === "production";
}

/**
 * The owner's handbook section that walks through the yearly update (its file and heading,
 * exactly): the reader of this message is the adviser, in German (docs/decisions/0071).
 */
export const YEARLY_UPDATE_SECTION = "docs/handbuch.md, Abschnitt „5. Jedes Jahr im Dezember: die neuen Rechengrößen“";

/** Null when the table has a row for the build's calendar year, else what to enter and where. */
export function missingFiguresYear(knownYears: readonly number[], buildYear: number): string | null {
  if (knownYears.includes(buildYear)) return null;
  return (
    `Für ${buildYear} fehlen die Rechengrößen. Tragen Sie in app/content/statutory-figures.ts (PUBLISHED) die Zeile ${buildYear} ein – ` +
    `die Werte der ${ordinanceTitle(buildYear)} und den vom Bundesministerium für Gesundheit bekannt gemachten ` +
    `durchschnittlichen Zusatzbeitrag – und dieselben Werte von Hand in tests/fixtures/statutory-figures-by-year.ts, dann „npm run pruefen“. ` +
    `Schritt für Schritt: ${YEARLY_UPDATE_SECTION}.`
  );
}

export interface GoLiveInput {
  config: unknown;
  knownFigureYears: readonly number[];
  buildYear: number;
}

/** Everything that keeps this build from going live, one German line each; empty when it may. */
export function goLiveProblems({ config, knownFigureYears, buildYear }: GoLiveInput): string[] {
  const figures = missingFiguresYear(knownFigureYears, buildYear);
  return [
    ...exampleValuesIn(config).map((finding) => `${SITE_CONFIG_FILE}, ${describeExampleFinding(finding)}`),
    ...fieldsMissingForGoLive(config).map((line) => `${SITE_CONFIG_FILE}, ${line}`),
    ...(figures ? [figures] : []),
  ];
}

export const GO_LIVE_HEADING =
  "Die Website wird nicht für die Veröffentlichung gebaut: Es sind noch Beispieldaten oder fehlende Angaben übrig. " +
  "(„npm run build“ und „npm start“ bauen die Vorschau mit Beispieldaten weiterhin.) Bitte ändern:";

/** Prints the heading and one line per problem to stderr and ends the process with status 1. */
export function stopBuild(heading: string, lines: readonly string[]): never {
  console.error(`\n${heading}\n${lines.map((line) => `  – ${line}`).join("\n")}\n`);
  process.exit(1);
}
