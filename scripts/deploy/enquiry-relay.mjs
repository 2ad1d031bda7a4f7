// The enquiry's relay on Apache webspace (docs/decisions/0063-enquiry-own-channel.md): the files
// `npm run deploy` uploads beside the build when SMTP_URL is set — the PHP relay the .htaccess
// routes /api/anfrage to, and its settings in a folder the web server never serves. The settings
// carry the owner's SMTP access and the contract's limits, reference pattern and German answers,
// taken from the contract module here, so the relay types none of them again.
// Every message is for the site's owner, in German, and never repeats the password.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ENQUIRY_POST_ANSWERS, ENQUIRY_POST_LIMITS, ENQUIRY_READINESS_PATH, REFERENCE_PATTERN, isMailAddress } from "../../app/modules/enquiry-post.ts";

/** Where the relay lies on the webspace; the build's .htaccess rewrites ENQUIRY_POST_PATH to it. */
export const RELAY_PATH = "api/anfrage.php";
/** The readiness file the page asks, as a path in the upload (without the leading slash). */
export const READINESS_FILE = ENQUIRY_READINESS_PATH.slice(1);
/** Settings and send counts: a dotfolder (the .htaccess answers 404) with its own `Require all denied`. */
export const SETTINGS_DIR = ".anfrage-versand";
/** A PHP file that only returns an array: even executed it prints nothing. The relay's SETTINGS_FILE. */
export const SETTINGS_PATH = `${SETTINGS_DIR}/zugang.php`;
/** Where the relay keeps its send counts when PHP may write there (else in the host's temporary folder). */
export const COUNTERS_DIR = `${SETTINGS_DIR}/zaehler`;
/** The relay's source in this project. */
export const RELAY_SOURCE = new URL("../../deploy/php/anfrage.php", import.meta.url);

const SECTION = "docs/handbuch.md, Abschnitt „Anfragen direkt auf der Website empfangen (E-Mail-Versand)“";

export const NOT_SET_UP_WARNING = `Hinweis: SMTP_URL ist nicht gesetzt. Anfragen über die Website sind nicht eingerichtet – „Anfrage senden“ erscheint dann nicht; Vorlage: ${SECTION}.`;

export { SmtpUrlError as EnquiryRelayConfigError, parseSmtpUrl } from "../lib/smtp-url.mjs";
import { SmtpUrlError as EnquiryRelayConfigError, parseSmtpUrl } from "../lib/smtp-url.mjs";

/** The adviser's address in app/config/site-config.json, where enquiries go. */
export function siteRecipient(projectDir) {
  const file = join(projectDir, "app", "config", "site-config.json");
  try {
    return String(JSON.parse(readFileSync(file, "utf8")).email ?? "");
  } catch {
    throw new EnquiryRelayConfigError("app/config/site-config.json fehlt oder ist beschädigt; dort steht unter „email“, wohin Anfragen gehen.");
  }
}

/**
 * The relay's settings from SMTP_URL, MAIL_FROM (else the SMTP user) and the recipient, or null
 * when SMTP_URL is not set (the deploy then uploads no relay and warns).
 * @param {Record<string, string | undefined>} env
 * @param {string} projectDir
 */
export function readEnquiryRelayConfig(env, projectDir) {
  const text = env.SMTP_URL?.trim();
  if (!text) return null;
  const problems = [];
  let smtp;
  try {
    smtp = parseSmtpUrl(text);
  } catch (problem) {
    if (!(problem instanceof EnquiryRelayConfigError)) throw problem;
    throw new EnquiryRelayConfigError(`${problem.message}\nSo richten Sie den Versand ein: ${SECTION}.`);
  }
  const mailFrom = env.MAIL_FROM?.trim();
  const from = mailFrom || smtp.user;
  if (!isMailAddress(from)) {
    problems.push(
      mailFrom
        ? `MAIL_FROM: „${mailFrom}“ ist keine E-Mail-Adresse.`
        : "Der Benutzername in SMTP_URL ist keine E-Mail-Adresse: geben Sie die Absenderadresse (die Adresse des Postfachs) als MAIL_FROM an.",
    );
  }
  const to = siteRecipient(projectDir);
  if (!isMailAddress(to)) problems.push(`„email“ in app/config/site-config.json („${to}“) ist keine E-Mail-Adresse; dorthin gehen die Anfragen.`);
  if (problems.length > 0) throw new EnquiryRelayConfigError([...problems, `So richten Sie den Versand ein: ${SECTION}.`].join("\n"));
  return { smtp, from, to };
}

/** A PHP literal: strings in single quotes, where only \ and ' are special. */
export function phpValue(value, indent = "") {
  if (typeof value === "string") return `'${value.replace(/[\\']/g, "\\$&")}'`;
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (typeof value === "boolean") return String(value);
  if (typeof value === "object" && value !== null && !Array.isArray(value)) {
    const inner = `${indent}  `;
    const entries = Object.entries(value).map(([key, entry]) => `${inner}${phpValue(key)} => ${phpValue(entry, inner)},\n`);
    return `[\n${entries.join("")}${indent}]`;
  }
  throw new TypeError(`no PHP literal for ${typeof value}`);
}

/** The settings file: SMTP access, sender, recipient and the contract's values, as the relay reads them. */
export function renderRelaySettings({ smtp, from, to }) {
  // The relay reads the pattern with PCRE, where flags would mean something else.
  if (REFERENCE_PATTERN.flags !== "") throw new Error("REFERENCE_PATTERN with flags: teach anfrage.php to read them");
  const settings = {
    smtp: { host: smtp.host, port: smtp.port, security: smtp.security, user: smtp.user, password: smtp.password },
    from,
    to,
    reference: REFERENCE_PATTERN.source,
    limits: ENQUIRY_POST_LIMITS,
    answers: ENQUIRY_POST_ANSWERS,
  };
  return [
    "<?php",
    "// Written by `npm run deploy` (scripts/deploy/enquiry-relay.mjs) for api/anfrage.php – do not edit, change .env",
    "// and deploy again. Holds the mailbox password: the .htaccess beside it denies every request, and",
    "// executed it only returns this array and prints nothing.",
    `return ${phpValue(settings)};`,
    "",
  ].join("\n");
}

const SETTINGS_HTACCESS = [
  "# Written by `npm run deploy`: the enquiry relay's settings and send counts are never served.",
  "<IfModule mod_authz_core.c>",
  "  Require all denied",
  "</IfModule>",
  "<IfModule !mod_authz_core.c>",
  "  Order deny,allow",
  "  Deny from all",
  "</IfModule>",
  "",
].join("\n");

/**
 * The files the deploy uploads beside the build, relative path → content. The folder's .htaccess
 * sorts before the settings, so a first deploy protects the folder before the password arrives.
 * @returns {Map<string, Buffer>}
 */
export function enquiryRelayFiles(config) {
  return new Map([
    [`${SETTINGS_DIR}/.htaccess`, Buffer.from(SETTINGS_HTACCESS)],
    [SETTINGS_PATH, Buffer.from(renderRelaySettings(config))],
    [RELAY_PATH, readFileSync(RELAY_SOURCE)],
    // Over the build's {"ready":false}: with the relay in place the page shows „Anfrage senden“.
    [READINESS_FILE, Buffer.from(`${JSON.stringify({ ready: true })}\n`)],
  ]);
}
