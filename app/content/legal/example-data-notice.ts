/**
 * The „Beispieldaten“ notice on the legal pages (page, dialog and Erstinformation PDF): shown
 * while the config still holds values of the shipped example (app/config/example-identity.ts),
 * which `npm run build` and `npm start` build as a demo. `npm run build:production` refuses such
 * a config, so a published site never shows it.
 *
 * Imports only relative paths, no "~" alias: the build's PDF script reads this file directly.
 */
import { exampleValuesIn } from "../../config/example-identity";
import { siteConfig } from "../../config/site-config";

export interface ExampleDataNotice {
  heading: string;
  text: string;
}

export const exampleDataNoticeCopy: ExampleDataNotice = {
  heading: "Beispieldaten",
  text:
    "Name, Anschrift, Registrierung, Berufshaftpflichtversicherung, Hosting und die übrigen Angaben zu Person und Unternehmen auf dieser Seite " +
    "sind ein erfundenes Beispiel, keine echten Angaben. Vor der Veröffentlichung müssen sie durch die echten Angaben ersetzt werden.",
};

/** The same notice on the English courtesy translations (docs/decisions/0073). */
export const englishExampleDataNoticeCopy: ExampleDataNotice = {
  heading: "Example data",
  text:
    "The name, address, registration, professional indemnity insurance, hosting and the other details of person and business on this page " +
    "are an invented example, not real details. They must be replaced by the real details before the site is published.",
};

/** The notice for `config`, or null when nothing of the example is left in it. */
export function exampleDataNotice(config: unknown): ExampleDataNotice | null {
  return exampleValuesIn(config).length > 0 ? exampleDataNoticeCopy : null;
}

/** The notice for this build's config. */
export const legalExampleNotice = exampleDataNotice(siteConfig);

/** The English notice for this build's config. */
export const englishLegalExampleNotice = legalExampleNotice ? englishExampleDataNoticeCopy : null;
