/**
 * The adviser's role in English (docs/decisions/0073). Its own module, free of the figures table,
 * so the page heads and the tests' page list can name it without loading the copy vocabulary.
 */
import type { SiteConfig } from "~/config/site-config-schema";

/** By the register's status: „insurance broker“ (Makler) or „insurance agent“ (Vertreter). */
export function englishRole(status: SiteConfig["registration"]["status"]): string {
  return status === "versicherungsmakler" ? "insurance broker" : "insurance agent";
}
