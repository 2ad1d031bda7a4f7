/**
 * How the copy speaks of the insurers the adviser compares: the words follow the config's basis
 * of advice (§ 60 VVG) and its list, so no text says „vieler“ or „zahlreicher“ beside a list of
 * three (docs/decisions/0067). One genitive phrase, for the placeholder {versichererauswahl}
 * („… wähle für Sie unter den Tarifen {versichererauswahl} aus“, „vergleiche ich die Tarife
 * {versichererauswahl}“), and the Erstinformation's statement of the basis (first-information.ts).
 *
 * - a sufficient number, said by the adviser, without a list: „vieler Versicherer“;
 * - a list: its length, „von 25 Versicherern“; a restricted selection says so,
 *   „einer eingeschränkten Auswahl von drei Versicherern“;
 * - no basis in the config (only the demo; the go-live gate asks for it): „mehrerer Versicherer“,
 *   which claims no breadth.
 */
import type { SiteConfig } from "~/config/site-config-schema";

/** Cardinal numbers as words up to twelve, as German copy writes them; „von zwei Versicherern“. */
const NUMBER_WORDS = ["null", "einem", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun", "zehn", "elf", "zwölf"];

function count(n: number): string {
  return n < NUMBER_WORDS.length ? NUMBER_WORDS[n] : String(n);
}

export type InsurerChoiceConfig = Pick<SiteConfig, "adviceBasis" | "insurersCompared">;

/** The genitive phrase for the insurers whose tariffs the adviser compares. */
export function insurerChoiceWords({ adviceBasis, insurersCompared }: InsurerChoiceConfig): string {
  const n = insurersCompared?.length;
  if (n === 1) return "eines einzigen Versicherers";
  if (adviceBasis === "eingeschraenkte-auswahl") return `einer eingeschränkten Auswahl von ${count(n ?? 0)} Versicherern`;
  if (n !== undefined) return `von ${count(n)} Versicherern`;
  return adviceBasis === "hinreichende-zahl" ? "vieler Versicherer" : "mehrerer Versicherer";
}
