/**
 * The placeholders an owner may write in the profession files and the texts in texte/ (and what each prints), filled at
 * build time (app/modules/copy-placeholders.ts): figures from the figures table, their paragraphs,
 * the adviser's role from the config, the Länder that pay a pauschale Beihilfe from the Dienstherren
 * table. The owner's guide (docs/handbuch.md) lists them.
 */
import { siteConfig } from "~/config/site-config";
import { ARTICLE_FIGURE_NAMES, figureText, gkvMaximumText } from "~/modules/article-figures";
import { ENQUIRY_AGE_MAX, ENQUIRY_AGE_MIN, ENQUIRY_INCOME_RULES } from "~/modules/enquiry-numbers";
import { BIRTH_YEAR_MIN } from "~/modules/enquiry-member";
import { formatEuroFromCents } from "~/modules/format-de";
import * as englishFormats from "~/modules/format-en";
import { adviserRole } from "./adviser-role";
import { englishRole } from "./english-role";
import { insurerChoiceWords } from "./insurer-choice";
import {
  PAUSCHALE_BEIHILFE_AS_OF,
  PAUSCHALE_BEIHILFE_CONDITIONAL_LAENDER,
  PAUSCHALE_BEIHILFE_LAENDER,
  PAUSCHALE_BEIHILFE_UNSETTLED_LAENDER,
  germanList,
} from "./pauschale-beihilfe";
import { formatOpeningHours, formatOpeningHoursEnglish } from "~/modules/opening-hours";
import { FIGURE_SOURCES, currentFigures, figuresFor, hasFiguresFor } from "./statutory-figures";

function figurePlaceholders(): [string, string][] {
  return [
    ...ARTICLE_FIGURE_NAMES.map((name): [string, string] => [`wert:${name}`, figureText(name, currentFigures)]),
    ...Object.entries(FIGURE_SOURCES).map(([name, source]): [string, string] => [`norm:${name}`, source.citation]),
    ["gkvHoechstbeitrag:kv", gkvMaximumText("kv", currentFigures)],
    ["gkvHoechstbeitrag:gesamt", gkvMaximumText("total", currentFigures)],
  ];
}

/** The year before the quoted one and its figures, when the table has it (it holds every year since 2020). */
function previousYearPlaceholders(): [string, string][] {
  const previousYear = currentFigures.year - 1;
  if (!hasFiguresFor(previousYear)) return [];
  const previous = figuresFor(previousYear);
  return [["vorjahr", String(previousYear)], ...ARTICLE_FIGURE_NAMES.map((name): [string, string] => [`vorjahrWert:${name}`, figureText(name, previous)])];
}

/** Who the adviser is, from the config: name, role words in the adviser's form, permission, hours. */
function identityPlaceholders(): [string, string][] {
  const { adviser, broker, registration } = siteConfig;
  const role = adviserRole(siteConfig);
  return [
    ["name", adviser.name],
    ["marke", siteConfig.brand],
    ["rolle", role.shortNoun],
    ["andereRolle", role.otherShortNoun],
    ["status", role.statusNoun],
    ["berater", role.adviserNoun],
    ["ihrBerater", role.yourAdviser],
    ["ihrAnsprechpartner", role.yourContact],
    ["qualifikation", adviser.qualification],
    ["seitJahr", String(adviser.activeSinceYear)],
    ["erlaubnis", registration.permission],
    ["registernummer", registration.registerNumber],
    ["maklerverbund", broker.name],
    // The insurers compared, in words that follow the basis of advice and the list (§ 60 VVG, docs/decisions/0067).
    ["versichererauswahl", insurerChoiceWords(siteConfig)],
    ["telefon", siteConfig.phone.display],
    ["email", siteConfig.email],
    ["telefonzeiten", formatOpeningHours(siteConfig.openingHours)],
    ["antwortzeit", siteConfig.responseTime],
  ];
}

function pauschaleBeihilfePlaceholders(): [string, string][] {
  const conditional = PAUSCHALE_BEIHILFE_CONDITIONAL_LAENDER;
  const unsettled = PAUSCHALE_BEIHILFE_UNSETTLED_LAENDER;
  return [
    ["pauschaleBeihilfe:stand", PAUSCHALE_BEIHILFE_AS_OF],
    ["pauschaleBeihilfe:laender", germanList(PAUSCHALE_BEIHILFE_LAENDER)],
    // Länder with conditions of their own: „, unter besonderen Voraussetzungen auch A und B“, or nothing.
    ["pauschaleBeihilfe:besondere", conditional.length === 0 ? "" : `, unter besonderen Voraussetzungen auch ${germanList(conditional)}`],
    // Länder the table does not settle are named as open, as the overview table and the calculator do (docs/decisions/0038).
    ["pauschaleBeihilfe:offen", unsettled.length === 0 ? "" : ` Für ${germanList(unsettled)} ist nach meinem Stand nicht geklärt, ob es sie dort gibt.`],
  ];
}

/** Every placeholder by name, with what it prints in this build. */
export function copyVocabulary(): Readonly<Record<string, string>> {
  return Object.fromEntries([
    ["jahr", String(currentFigures.year)],
    ...figurePlaceholders(),
    ...previousYearPlaceholders(),
    ...identityPlaceholders(),
    // What the enquiry form accepts (enquiry-numbers.ts), for its messages about what it does not.
    ["anfrage:mindestalter", String(ENQUIRY_AGE_MIN)],
    ["anfrage:hoechstalter", String(ENQUIRY_AGE_MAX)],
    ["anfrage:hoechsteinkommen", formatEuroFromCents(ENQUIRY_INCOME_RULES.maxUnits)],
    // The member page's questions (enquiry-member.ts, docs/decisions/0070).
    ["anfrage:fruehestesGeburtsjahr", String(BIRTH_YEAR_MIN)],
    ...pauschaleBeihilfePlaceholders(),
  ]);
}

/**
 * The placeholders of the English owner texts (docs/decisions/0073): the same names, figures in
 * English formats, the citations as the law writes them (German), the identity without the German
 * role nouns. No {antwortzeit}: the config writes it in German.
 */
export function englishCopyVocabulary(): Readonly<Record<string, string>> {
  const previousYear = currentFigures.year - 1;
  const { adviser, broker, registration } = siteConfig;
  return Object.fromEntries([
    ["jahr", String(currentFigures.year)],
    ...ARTICLE_FIGURE_NAMES.map((name): [string, string] => [`wert:${name}`, figureText(name, currentFigures, englishFormats)]),
    ...Object.entries(FIGURE_SOURCES).map(([name, source]): [string, string] => [`norm:${name}`, source.citation]),
    ["gkvHoechstbeitrag:kv", gkvMaximumText("kv", currentFigures, englishFormats)],
    ["gkvHoechstbeitrag:gesamt", gkvMaximumText("total", currentFigures, englishFormats)],
    ...(hasFiguresFor(previousYear)
      ? [
          ["vorjahr", String(previousYear)] as [string, string],
          ...ARTICLE_FIGURE_NAMES.map((name): [string, string] => [`vorjahrWert:${name}`, figureText(name, figuresFor(previousYear), englishFormats)]),
        ]
      : []),
    ["name", adviser.name],
    ["marke", siteConfig.brand],
    ["rolle", englishRole(registration.status)],
    ["berater", englishRole(registration.status)],
    ["seitJahr", String(adviser.activeSinceYear)],
    ["registernummer", registration.registerNumber],
    ["maklerverbund", broker.name],
    ["telefon", siteConfig.phone.display],
    ["email", siteConfig.email],
    ["telefonzeiten", formatOpeningHoursEnglish(siteConfig.openingHours)],
    ["anfrage:mindestalter", String(ENQUIRY_AGE_MIN)],
    ["anfrage:hoechstalter", String(ENQUIRY_AGE_MAX)],
    ["anfrage:hoechsteinkommen", englishFormats.formatEuroFromCents(ENQUIRY_INCOME_RULES.maxUnits)],
  ]);
}
