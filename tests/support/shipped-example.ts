/**
 * Whether the checks of the shipped example's own copy apply (docs/decisions/0072-owners-yearly-check.md).
 *
 * Some tests hold the example's files to what the spec says of them (the engineers' page title,
 * the doctors' extra block) or to the advice the build gives every file (lengths, glossary links,
 * no copied paragraphs: the shipped pages draw no „Hinweis“), or use them as the editor's test
 * input (a shipped file opened and saved changes nothing). None of that is a rule for the owner's
 * own files: the build and the editor enforce those, in German. So these tests run only
 * - while the site is still the example (the identity of tests/fixtures/example-adviser.ts, as
 *   app/config/adviser-fixtures.test.ts compares it), and
 * - not in the owner's check, `npm run pruefen`, which sets OWNER_CHECK=1 (scripts/pruefen.mjs).
 */
import { siteConfig } from "~/config/site-config";
import { exampleAdviser } from "../fixtures/example-adviser";

export const IS_EXAMPLE_IDENTITY =
  siteConfig.brand === exampleAdviser.brand && siteConfig.adviser.name === exampleAdviser.adviser.name && siteConfig.siteUrl === exampleAdviser.siteUrl;

export const SHIPPED_EXAMPLE = IS_EXAMPLE_IDENTITY && process.env.OWNER_CHECK !== "1";
