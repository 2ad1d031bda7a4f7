/**
 * Fields the schema lets the demo leave out but a published site must have: what only the adviser
 * can say, so the shipped example says nothing and `npm run build:production` asks for it
 * (scripts/build/go-live-gate.ts, docs/decisions/0067). Imports nothing, like example-identity.ts.
 */

export interface GoLiveField {
  /** Dotted path in the config. */
  path: string;
  /** What to enter, in German, completing „Eintragen: …“. */
  hint: string;
}

export const REQUIRED_FOR_GO_LIVE: readonly GoLiveField[] = [
  {
    // § 60 VVG: a sufficient number of insurers only when the adviser says so, otherwise a restricted selection with the insurers named.
    path: "adviceBasis",
    hint: "„hinreichende-zahl“, wenn Sie Ihrem Rat eine hinreichende Zahl der am Markt angebotenen Versicherer und Tarife zugrunde legen, sonst „eingeschraenkte-auswahl“ und unter „insurersCompared“ alle Versicherer, deren Tarife Sie vergleichen (§\u00a060 VVG)",
  },
];

function valueAt(config: unknown, path: string): unknown {
  return path.split(".").reduce<unknown>((node, key) => (node && typeof node === "object" ? (node as Record<string, unknown>)[key] : undefined), config);
}

/** One German line per field left out, in the order of the list; empty when none is missing. */
export function fieldsMissingForGoLive(config: unknown): string[] {
  return REQUIRED_FOR_GO_LIVE.filter(({ path }) => valueAt(config, path) === undefined).map(({ path, hint }) => `${path}: fehlt. Eintragen: ${hint}.`);
}
