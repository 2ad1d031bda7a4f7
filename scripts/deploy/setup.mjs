// `npm run deploy -- --einrichten`: asks, in German, for the webspace access (and, if wanted, the
// mailbox's SMTP access for the enquiries) and writes them into .env, so the owner never has to
// create a dotfile in Explorer or Finder or percent-encode a password by hand (docs/decisions/0071).
// Reads stdin with node:readline; a password is not shown while typed where the terminal allows
// (nothing is echoed on a pipe anyway) and never printed. Starts no program.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createInterface } from "node:readline";
import dotenv from "dotenv";
import { PROTOCOLS, readDeployConfig } from "./config.mjs";
import { parseSmtpUrl } from "./enquiry-relay.mjs";

/** The keys this setup writes; every other line of an existing .env stays as it is. */
export const SETUP_KEYS = ["DEPLOY_PROTOCOL", "DEPLOY_HOST", "DEPLOY_PORT", "DEPLOY_USER", "DEPLOY_PASSWORD", "DEPLOY_PATH", "SMTP_URL"];

export class SetupAborted extends Error {}

/**
 * `KEY=value` that dotenv (which `npm run deploy` and `npm start` read .env with) reads back as
 * exactly `value`: unquoted, or in the first quotes that keep it whole (a # or a space in a
 * password). Null for a value no quoting keeps (a line break).
 */
export function envLine(key, value) {
  for (const quote of ["", "'", '"', "`"]) {
    const line = `${key}=${quote}${value}${quote}`;
    if (dotenv.parse(line)[key] === value) return line;
  }
  return null;
}

/** The SMTP_URL for a mailbox: smtps:// for port 465, smtp:// (STARTTLS) otherwise; user and password percent-encoded. */
export function smtpUrlOf({ host, port, user, password }) {
  return `${port === 465 ? "smtps" : "smtp"}://${encodeURIComponent(user)}:${encodeURIComponent(password)}@${host}:${port}`;
}

/** `existing` (.env's text, or "") with SETUP_KEYS replaced by `values`; a key whose value is undefined is removed. */
export function mergedEnv(existing, values) {
  const kept = existing
    .split(/\r?\n/)
    .filter((line) => !SETUP_KEYS.some((key) => new RegExp(`^\\s*(export\\s+)?${key}\\s*=`).test(line)))
    .join("\n")
    .trimEnd();
  const lines = Object.entries(values)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => {
      const line = envLine(key, value);
      if (line === null)
        throw new SetupAborted(
          `${key} lässt sich so nicht in .env schreiben (es enthält \`, ' und " zugleich) – .env ist unverändert. Wählen Sie beim Hoster ein Passwort ohne eines dieser Zeichen.`,
        );
      return line;
    });
  return `${[kept, "# Zugang zum Webspace und zum Postfach: npm run deploy -- --einrichten", ...lines].filter(Boolean).join("\n")}\n`;
}

/**
 * Questions on `input`/`output` (a terminal or any stream). `ask(prompt, { secret, fallback })`
 * resolves the answer, trimmed, or `fallback` for an empty one; rejects with SetupAborted when the
 * input ends (Ctrl+C, Ctrl+D, end of a pipe).
 */
function questioner(input, output) {
  const terminal = Boolean(input.isTTY && output.isTTY);
  const reader = createInterface({ input, output, terminal });
  let muted = false;
  // While a password is typed, the terminal shows nothing for it (readline echoes through this).
  const write = reader._writeToOutput?.bind(reader);
  if (write) reader._writeToOutput = (text) => (muted ? undefined : write(text));
  const lines = reader[Symbol.asyncIterator]();
  reader.on("SIGINT", () => reader.close());
  return {
    async ask(prompt, { secret = false, fallback = "" } = {}) {
      output.write(`${prompt}${fallback ? ` [${fallback}]` : ""}: `);
      muted = secret && terminal;
      const next = await lines.next();
      muted = false;
      if (secret && terminal) output.write("\n");
      if (next.done) throw new SetupAborted("Abgebrochen – .env ist unverändert.");
      return next.value.trim() || fallback;
    },
    close: () => reader.close(),
  };
}

/** Asks until `check` accepts the answer (it returns a German problem or null); three tries. */
async function askValid(ask, prompt, options, check, say) {
  for (let attempt = 0; attempt < 3; attempt++) {
    const answer = await ask(prompt, options);
    const problem = check(answer);
    if (!problem) return answer;
    say(problem);
  }
  throw new SetupAborted("Abgebrochen nach drei ungültigen Antworten – .env ist unverändert.");
}

const required = (what) => (answer) => (answer ? null : `Bitte ${what} eingeben.`);
const portCheck = (answer) =>
  /^\d+$/.test(answer) && Number(answer) >= 1 && Number(answer) <= 65535 ? null : "Bitte eine Portnummer von 1 bis 65535 eingeben.";
const hostCheck = (answer) =>
  /^[A-Za-z0-9.-]+$/.test(answer) ? null : "Bitte nur den Servernamen eingeben, z.\u202fB. ssh.ihr-hoster.de – ohne https:// und ohne /.";

/**
 * The whole dialogue; returns the exit code. Writes `.env` in `projectDir` only when every answer
 * is complete; a password appears in no output.
 */
export async function runSetup({ projectDir, input = process.stdin, output = process.stdout }) {
  const say = (line) => output.write(`${line}\n`);
  const { ask, close } = questioner(input, output);
  try {
    say("Zugang zum Webspace einrichten. Die Angaben stehen im Kundenbereich Ihres Hosters beim SFTP-Zugang (docs/handbuch.md, Abschnitt 4).");
    say("Ein Vorschlag in [Klammern] gilt, wenn Sie nur Enter drücken.");
    const protocolCheck = (answer) => (answer.toLowerCase() in PROTOCOLS ? null : "Bitte „sftp“ oder „ftps“ eingeben.");
    const protocol = await askValid(ask, "Protokoll, sftp oder ftps", { fallback: "sftp" }, protocolCheck, say);
    const host = await askValid(ask, "Server", {}, (answer) => required("den Servernamen")(answer) ?? hostCheck(answer), say);
    const port = await askValid(ask, "Port", { fallback: String(PROTOCOLS[protocol.toLowerCase()]) }, portCheck, say);
    const user = await askValid(ask, "Benutzername", {}, required("den Benutzernamen"), say);
    const password = await askValid(ask, "Passwort (wird nicht angezeigt)", { secret: true }, required("das Passwort"), say);
    const path = await askValid(
      ask,
      "Ordner Ihrer Domain auf dem Webspace",
      { fallback: "/" },
      (answer) => (answer.startsWith("/") ? null : "Der Ordner beginnt mit /, z.\u202fB. / oder /pkv-website."),
      say,
    );
    const values = {
      DEPLOY_PROTOCOL: protocol.toLowerCase(),
      DEPLOY_HOST: host,
      DEPLOY_PORT: port,
      DEPLOY_USER: user,
      DEPLOY_PASSWORD: password,
      DEPLOY_PATH: path,
      SMTP_URL: undefined,
    };
    say("");
    say("Anfragen direkt auf der Website empfangen (E-Mail-Versand, freiwillig; docs/handbuch.md, Abschnitt 4).");
    const mail = await askValid(
      ask,
      "Jetzt einrichten? j oder n",
      { fallback: "n" },
      (answer) => (/^(j|ja|n|nein)$/i.test(answer) ? null : "Bitte „j“ oder „n“ eingeben."),
      say,
    );
    if (/^j/i.test(mail)) {
      const smtpHost = await askValid(
        ask,
        "Postausgangsserver (SMTP), z.\u202fB. smtp.ionos.de",
        {},
        (answer) => required("den Servernamen")(answer) ?? hostCheck(answer),
        say,
      );
      const smtpPort = await askValid(ask, "Port (587 oder 465)", { fallback: "587" }, portCheck, say);
      const mailbox = await askValid(ask, "E-Mail-Adresse des Postfachs (Benutzername)", {}, required("die Adresse"), say);
      const mailPassword = await askValid(ask, "Passwort des Postfachs (wird nicht angezeigt)", { secret: true }, required("das Passwort"), say);
      values.SMTP_URL = smtpUrlOf({ host: smtpHost, port: Number(smtpPort), user: mailbox, password: mailPassword });
      // The deploy reads it back the same way: what it would refuse is refused here (its message never shows the password).
      const parsed = parseSmtpUrl(values.SMTP_URL);
      if (parsed.user !== mailbox || parsed.password !== mailPassword)
        throw new SetupAborted("Die Zugangsdaten des Postfachs ließen sich nicht speichern – .env ist unverändert.");
    }
    readDeployConfig(values);
    const file = join(projectDir, ".env");
    const existing = existsSync(file) ? readFileSync(file, "utf8") : "";
    writeFileSync(file, mergedEnv(existing, values), { mode: 0o600 });
    say("");
    say(
      `Gespeichert in .env (${existing ? "die übrigen Zeilen sind geblieben" : "neu angelegt"}): Server ${host}, Benutzer ${user}, Ordner ${path}${values.SMTP_URL ? ", E-Mail-Versand über " + values.SMTP_URL.replace(/^.*@/, "") : ""}. Passwörter werden nicht angezeigt.`,
    );
    say("Prüfen Sie den Zugang jetzt mit „npm run deploy -- --dry-run“: Es verbindet sich und zeigt, was hochgeladen würde, ohne etwas zu ändern.");
    return 0;
  } catch (problem) {
    if (problem instanceof SetupAborted) {
      say(`\n${problem.message}`);
      return 1;
    }
    // The deploy's and the relay's own German messages, which never contain a password.
    if (problem instanceof Error && /^(DEPLOY_|SMTP_URL)/m.test(problem.message)) {
      say(`\n${problem.message}\n.env ist unverändert.`);
      return 1;
    }
    throw problem;
  } finally {
    close();
  }
}
