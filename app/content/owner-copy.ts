/**
 * What the build does with every text an owner edits (profession files, the texts in texte/):
 * placeholders filled from the figures table and the config (copy-vocabulary.ts), German
 * typography set (german-typesetting.ts), the claims the law forbids refused (copy-claims.ts), a
 * statutory amount without its year or source refused (figure-labels.ts), and one typed by hand
 * instead of written by a placeholder (typed-figures.ts).
 * One pass, one set of German messages, so a rule added here holds for every file (docs/decisions/0054, 0058).
 */
import type { SchemaIssue } from "~/config/schema-issues";
import { siteConfig } from "~/config/site-config";
import { claimProblems, memberCopyProblems, unbackedSavingPercent, type SwitchFeeKind } from "~/modules/copy-claims";
import { fillPlaceholders } from "~/modules/copy-placeholders";
import { typesetGerman } from "~/modules/german-typesetting";
import { copyVocabulary, englishCopyVocabulary } from "./copy-vocabulary";
import { ENGLISH_TABLE_VALUES } from "./en/table-values";
import { englishCopyProblems, typesetEnglish } from "~/modules/english-copy-rules";
import type { Lang } from "~/config/languages";
import { figureLabelProblems } from "./figure-labels";
import { splitSentences } from "~/modules/german-sentences";
import { allowedNumbers, typedFiguresIn } from "~/modules/typed-figures";
import { ARTICLE_FIGURE_NAMES, figureText, gkvMaximumText } from "~/modules/article-figures";
import { KNOWN_FIGURE_YEARS, figuresFor } from "./statutory-figures";

/** `value` with every string replaced by `transform(path, string)`; the path as the file names it. */
export function mapStrings<T>(value: T, transform: (path: string, text: string) => string, path = ""): T {
  if (typeof value === "string") return transform(path, value) as T;
  if (Array.isArray(value)) return value.map((item, index) => mapStrings(item, transform, `${path}[${index}]`)) as T;
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapStrings(item, transform, path ? `${path}.${key}` : key)])) as T;
  }
  return value;
}

const claimContext = { adviserName: siteConfig.adviser.name, brokerName: siteConfig.broker.name };
const allowedFigures = allowedNumbers(siteConfig.savingsComparison?.percent);

/**
 * What the placeholders print for any year of the table: such a number typed by hand is let
 * through here, as figures-from-module.test.ts lets it through in the content modules (a form's
 * example „2,9 %“ is one); figure-labels.ts still wants its year and source beside it.
 */
const TABLE_VALUES: ReadonlySet<string> = new Set(
  KNOWN_FIGURE_YEARS.flatMap((year) => {
    const figures = figuresFor(year);
    return [...ARTICLE_FIGURE_NAMES.map((name) => figureText(name, figures)), gkvMaximumText("kv", figures), gkvMaximumText("total", figures)];
  }),
);

function excerpt(text: string): string {
  return text.length > 90 ? `${text.slice(0, 90)}…` : text;
}

export interface OwnerCopyRules {
  /** Fields whose values are names, not copy (an icon, a calculator id): left as written. */
  namesOnly?: RegExp;
  /**
   * Placeholders the page fills when it shows the text (a step number, a count): left in place
   * here, and no other unknown one is accepted.
   */
  filledOnThePage?: readonly string[];
  /** Copy for those already privately insured: the fee as the config says, no saving in figures (docs/decisions/0070). */
  memberCopy?: { feeTemplates?: string };
}

/** The fee kind a member text is checked against: its own under the fee templates, else the config's. */
function feeKindAt(path: string, feeTemplates: string | undefined): SwitchFeeKind {
  const [top, kind] = path.split(".");
  if (feeTemplates !== undefined && top === feeTemplates && kind) return kind as SwitchFeeKind;
  return siteConfig.remuneration.tariffSwitch.kind;
}

const PLACEHOLDER_HELP = "die möglichen stehen im Handbuch (docs/handbuch.md, „Platzhalter“)";

/**
 * An English owner text as the English pages show it (docs/decisions/0073): the same placeholders
 * in English formats, English typography, and the claims rules in English; figures only by placeholder.
 */
function setEnglishCopy<T>(data: T, rules: OwnerCopyRules): { data: T; issues: SchemaIssue[] } {
  const kept = Object.fromEntries((rules.filledOnThePage ?? []).map((name) => [name, `{${name}}`]));
  const vocabulary = { ...englishCopyVocabulary(), ...kept };
  const issues: SchemaIssue[] = [];
  const result = mapStrings(data, (path, text) => {
    if (rules.namesOnly?.test(path)) return text;
    const filled = fillPlaceholders(text, vocabulary);
    for (const name of filled.unknown) issues.push({ field: path, problem: `unbekannter Platzhalter „{${name}}“ – ${PLACEHOLDER_HELP}` });
    const typeset = typesetEnglish(filled.text);
    for (const why of englishCopyProblems(typeset, { brokerName: siteConfig.broker.name }))
      issues.push({ field: path, problem: `${why} – „${excerpt(typeset)}“` });
    const unfilled = text.replace(/\{[^{}]*\}/g, "[value]");
    for (const value of ENGLISH_TABLE_VALUES)
      if (new RegExp(`(?<![\\d.,])${value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\d])`).test(unfilled))
        issues.push({
          field: path,
          problem: `„${value}“ ist von Hand geschrieben – Beträge und Sätze der Rechengrößen bitte mit {wert:…} einsetzen: „${excerpt(text)}“`,
        });
    return typeset;
  });
  return { data: result, issues };
}

/** The copy as the site shows it, and what the build objects to in it (unknown placeholders, forbidden claims). */
export function setOwnerCopy<T>(data: T, rules: OwnerCopyRules = {}, lang: Lang = "de"): { data: T; issues: SchemaIssue[] } {
  if (lang === "en") return setEnglishCopy(data, rules);
  const kept = Object.fromEntries((rules.filledOnThePage ?? []).map((name) => [name, `{${name}}`]));
  const vocabulary = { ...copyVocabulary(), ...kept };
  const issues: SchemaIssue[] = [];
  const result = mapStrings(data, (path, text) => {
    if (rules.namesOnly?.test(path)) return text;
    const filled = fillPlaceholders(text, vocabulary);
    for (const name of filled.unknown) {
      const here = rules.filledOnThePage?.length ? `; hier außerdem ${rules.filledOnThePage.map((item) => `{${item}}`).join(", ")}` : "";
      issues.push({ field: path, problem: `unbekannter Platzhalter „{${name}}“ – ${PLACEHOLDER_HELP}${here}` });
    }
    const typeset = typesetGerman(filled.text);
    const refusedBefore = issues.length;
    for (const why of claimProblems(typeset, claimContext)) issues.push({ field: path, problem: `${why} – „${excerpt(typeset)}“` });
    const saving = unbackedSavingPercent(typeset, siteConfig.savingsComparison?.percent);
    if (saving) issues.push({ field: path, problem: `${saving} – „${excerpt(typeset)}“` });
    if (rules.memberCopy) {
      for (const why of memberCopyProblems(typeset, feeKindAt(path, rules.memberCopy.feeTemplates))) {
        issues.push({ field: path, problem: `${why} – „${excerpt(typeset)}“` });
      }
    }
    // A statutory amount with its year and source in the same sentence, and none typed by hand
    // (docs/decisions/0072) – asked only of a text no rule above refused: one reason per text is enough.
    if (issues.length > refusedBefore) return typeset;
    for (const problem of figureLabelProblems(typeset)) issues.push({ field: path, problem });
    for (const sentence of splitSentences(typesetGerman(text.replace(/\{[^{}]*\}/g, "[Wert]"))))
      for (const typed of typedFiguresIn(sentence, TABLE_VALUES, allowedFigures))
        issues.push({
          field: path,
          problem: `„${typed.number}“ ist von Hand geschrieben – Beträge und Sätze der Rechengrößen bitte mit {wert:…} einsetzen, sonst bleibt der Wert beim Jahreswechsel stehen (ist es ein fester Satz eines Gesetzes, lässt ein Programmierer ihn in app/modules/typed-figures.ts zu): „${excerpt(sentence)}“`,
        });
    return typeset;
  });
  return { data: result, issues };
}
