// The enquiry's relay on Apache webspace (docs/decisions/0063-enquiry-own-channel.md): SMTP_URL read
// as the owner writes it, the settings file as PHP reads it, the relay's checks against the
// contract's on the same bodies, its send limits, message and SMTP client run by php-cli, and the
// deploy that uploads it. The PHP parts need php-cli (.ci/run installs it); without it they are
// skipped, and fail under CI.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { networkInterfaces, tmpdir } from "node:os";
import { join, posix } from "node:path";
import { fileURLToPath } from "node:url";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENQUIRY_POST_ANSWERS, ENQUIRY_POST_LIMITS, REFERENCE_PATTERN, checkEnquiryPost } from "../../app/modules/enquiry-post.ts";
import { startSmtpTestServer } from "../../tests/support/smtp-test-server.ts";
import { filesUnder } from "../lib/files-under.mjs";
import { main } from "./cli.mjs";
import {
  COUNTERS_DIR,
  EnquiryRelayConfigError,
  NOT_SET_UP_WARNING,
  RELAY_PATH,
  RELAY_SOURCE,
  SETTINGS_DIR,
  SETTINGS_PATH,
  enquiryRelayFiles,
  READINESS_FILE,
  parseSmtpUrl,
  phpValue,
  readEnquiryRelayConfig,
  renderRelaySettings,
} from "./enquiry-relay.mjs";
import { MANIFEST_FILE } from "./plan.mjs";
import { startSftpServer } from "./sftp-test-server.mjs";

const hasPhp = spawnSync("php", ["--version"]).status === 0;
const relayFile = fileURLToPath(RELAY_SOURCE);
const tricky = "p@ss:w/o%rt'\\?#\"$x ä";
const trickyUrl = `smtp://info%40beispiel.de:${encodeURIComponent(tricky)}@smtp.ionos.de:587`;

/** Runs PHP code with the relay's functions loaded (php-cli runs none of them by itself); `input` as JSON on stdin. */
function php(code, input = null) {
  return new Promise((resolve, reject) => {
    const child = spawn("php", ["-d", "display_errors=stderr", "-r", `require getenv('RELAY'); ${code}`], { env: { ...process.env, RELAY: relayFile } });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (status) => (status === 0 ? resolve(stdout) : reject(new Error(`php exited ${status}: ${stderr}${stdout}`))));
    child.stdin.end(input === null ? "" : JSON.stringify(input));
  });
}

function projectWith(email) {
  const dir = mkdtempSync(join(tmpdir(), "pkv-relay-project-"));
  mkdirSync(join(dir, "app", "config"), { recursive: true });
  writeFileSync(join(dir, "app", "config", "site-config.json"), JSON.stringify({ email }));
  return dir;
}

const projects = [];
afterAll(() => {
  for (const dir of projects) rmSync(dir, { recursive: true, force: true });
});
function project(email = "beratung@beispiel-makler.de") {
  const dir = projectWith(email);
  projects.push(dir);
  return dir;
}

function messageOf(read) {
  let caught;
  try {
    read();
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(EnquiryRelayConfigError);
  return caught.message;
}

describe("parseSmtpUrl", () => {
  it("reads user and password URL-decoded, so any character works as %XX", () => {
    expect(parseSmtpUrl(trickyUrl)).toEqual({ host: "smtp.ionos.de", port: 587, security: "starttls", user: "info@beispiel.de", password: tricky });
    // An @ and : left unencoded still work: the last @ ends the login, the first : splits it.
    expect(parseSmtpUrl("smtp://info@beispiel.de:ge:heim@@smtp.ionos.de:587")).toMatchObject({ user: "info@beispiel.de", password: "ge:heim@" });
  });

  it("takes STARTTLS on 587 for smtp://, TLS on 465 for smtps://, and other ports as given", () => {
    expect(parseSmtpUrl("smtp://a%40b.de:x@smtp.strato.de")).toMatchObject({ security: "starttls", port: 587 });
    expect(parseSmtpUrl("smtps://a%40b.de:x@smtp.strato.de")).toMatchObject({ security: "tls", port: 465, host: "smtp.strato.de" });
    expect(parseSmtpUrl("smtp://a%40b.de:x@w0123456.kasserver.com:25")).toMatchObject({ security: "starttls", port: 25 });
    expect(parseSmtpUrl("smtp://a%40b.de:x@[::1]:2525")).toMatchObject({ host: "::1", port: 2525 });
  });

  it.each([
    ["smtp.ionos.de:587", /muss mit smtp:\/\/ .* beginnen/],
    ["info%40beispiel.de:geheim@smtp.ionos.de", /keine gültige Adresse|muss mit smtp:\/\//],
    ["https://a%40b.de:x@smtp.ionos.de", /mit smtp:\/\/ .* oder smtps:\/\//],
    ["smtp://a%40b.de:x@smtp.strato.de:465", /Port 465 gehört zu smtps:\/\//],
    ["smtps://a%40b.de:x@smtp.ionos.de:587", /Port 587 gehört zu smtp:\/\//],
    ["smtp://smtp.ionos.de:587", /Benutzername fehlt[\s\S]*Passwort fehlt/],
    ["smtp://a%40b.de@smtp.ionos.de:587", /Passwort fehlt/],
    ["smtp://a%40b.de:50%zz@smtp.ionos.de:587", /Passwort enthält ein %/],
    ["smtp://a%40b.de:ge/heim@smtp.ionos.de:587", /keine gültige Adresse|nichts mehr folgen/],
    ["smtp://a%40b.de:geheim@smtp.ionos.de:587/x?y", /nichts mehr folgen/],
  ])("explains %s in German without repeating the password", (url, message) => {
    const text = messageOf(() => parseSmtpUrl(url));
    expect(text).toMatch(message);
    for (const secret of ["geheim", "heim", "50%zz"]) expect(text).not.toContain(secret);
  });
});

describe("readEnquiryRelayConfig", () => {
  it("is null without SMTP_URL: the deploy then uploads no relay", () => {
    expect(readEnquiryRelayConfig({}, "/nirgends")).toBeNull();
    expect(readEnquiryRelayConfig({ SMTP_URL: "  " }, "/nirgends")).toBeNull();
    expect(NOT_SET_UP_WARNING).toContain(
      "Anfragen über die Website sind nicht eingerichtet – „Anfrage senden“ erscheint dann nicht; Vorlage: docs/handbuch.md",
    );
  });

  it("sends from the mailbox (or MAIL_FROM) to the adviser's address in site-config.json", () => {
    const dir = project();
    expect(readEnquiryRelayConfig({ SMTP_URL: trickyUrl }, dir)).toEqual({
      smtp: { host: "smtp.ionos.de", port: 587, security: "starttls", user: "info@beispiel.de", password: tricky },
      from: "info@beispiel.de",
      to: "beratung@beispiel-makler.de",
    });
    expect(readEnquiryRelayConfig({ SMTP_URL: trickyUrl, MAIL_FROM: " anfragen@beispiel.de " }, dir).from).toBe("anfragen@beispiel.de");
  });

  it("names a sender or recipient that is no address, and where the setup is explained", () => {
    expect(messageOf(() => readEnquiryRelayConfig({ SMTP_URL: "smtp://k123:geheim@smtp.ionos.de" }, project()))).toMatch(
      /keine E-Mail-Adresse: geben Sie die Absenderadresse .* als MAIL_FROM an[\s\S]*docs\/handbuch\.md/,
    );
    expect(messageOf(() => readEnquiryRelayConfig({ SMTP_URL: trickyUrl, MAIL_FROM: "info(at)x.de" }, project()))).toMatch(/MAIL_FROM: „info\(at\)x\.de“/);
    expect(messageOf(() => readEnquiryRelayConfig({ SMTP_URL: trickyUrl }, project("beratung(at)x.de")))).toMatch(/„email“ in app\/config\/site-config\.json/);
    expect(messageOf(() => readEnquiryRelayConfig({ SMTP_URL: "smtp://x" }, project()))).toMatch(
      /Benutzername fehlt[\s\S]*So richten Sie den Versand ein: docs\/handbuch\.md/,
    );
  });
});

describe("the relay's files", () => {
  const config = { smtp: { host: "smtp.ionos.de", port: 587, security: "starttls", user: "info@beispiel.de", password: tricky }, from: "a@b.de", to: "c@d.de" };

  it("lays the relay where the .htaccess routes to and its settings where the relay looks, the folder denied first", () => {
    const files = enquiryRelayFiles(config);
    expect([...files.keys()]).toEqual([`${SETTINGS_DIR}/.htaccess`, SETTINGS_PATH, RELAY_PATH, READINESS_FILE]);
    // Replaces the build's {"ready":false}: the page shows „Anfrage senden“ where the relay is.
    expect(JSON.parse(files.get(READINESS_FILE).toString())).toEqual({ ready: true });
    expect(files.get(`${SETTINGS_DIR}/.htaccess`).toString()).toContain("Require all denied");
    expect(files.get(RELAY_PATH).toString()).toBe(readFileSync(relayFile, "utf8"));
    const source = readFileSync(relayFile, "utf8");
    const settingsFile = source.match(/const SETTINGS_FILE = __DIR__ \. '(.+?)';/)[1];
    expect(posix.join(posix.dirname(RELAY_PATH), settingsFile)).toBe(SETTINGS_PATH);
    const countersFolder = source.match(/const COUNTERS_FOLDER = '(.+?)';/)[1];
    expect(posix.join(SETTINGS_DIR, countersFolder)).toBe(COUNTERS_DIR);
  });

  it("writes PHP single-quoted strings in which only \\ and ' are escaped", () => {
    expect(phpValue("a'b\\c$d")).toBe("'a\\'b\\\\c$d'");
    expect(phpValue({ n: 5, t: true })).toBe("[\n  'n' => 5,\n  't' => true,\n]");
    expect(() => phpValue(Number.NaN)).toThrow("no PHP literal");
  });

  it.skipIf(!hasPhp && !process.env.CI)("is PHP that returns the settings exactly, the contract's values included, and prints nothing", async () => {
    const dir = mkdtempSync(join(tmpdir(), "pkv-relay-settings-"));
    projects.push(dir);
    const file = join(dir, "zugang.php");
    writeFileSync(file, renderRelaySettings({ ...config, smtp: { ...config.smtp, password: `${tricky}?><?php echo 1; '\\'` } }));
    const run = spawnSync("php", ["-r", "echo json_encode(require $argv[1], JSON_UNESCAPED_UNICODE);", file], { encoding: "utf8" });
    expect(run.status, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({
      smtp: { ...config.smtp, password: `${tricky}?><?php echo 1; '\\'` },
      from: "a@b.de",
      to: "c@d.de",
      reference: REFERENCE_PATTERN.source,
      limits: ENQUIRY_POST_LIMITS,
      answers: ENQUIRY_POST_ANSWERS,
    });
    const executed = spawnSync("php", [file], { encoding: "utf8" });
    expect(executed.status).toBe(0);
    expect(executed.stdout).toBe("");
  });

  it.skipIf(!hasPhp && !process.env.CI)("is PHP without a syntax error", () => {
    expect(hasPhp, "php-cli: .ci/run installs it").toBe(true);
    const lint = spawnSync("php", ["-l", relayFile], { encoding: "utf8" });
    expect(lint.status, lint.stdout).toBe(0);
  });
});

const base = {
  v: 1,
  reference: "PKV-7K3Q",
  subject: "Anfrage PKV-7K3Q – Jürgen Müller",
  text: "Guten Tag,\nich möchte beraten werden.\n",
  data: { name: "Jürgen Müller", beitrag: "80.000,50 €", kinder: [], extra: {} },
  replyTo: "juergen@beispiel.de",
  website: "",
  elapsedMs: 45_000,
};
const json = (changes) => JSON.stringify({ ...base, ...changes });
const without = (key) => JSON.stringify(Object.fromEntries(Object.entries(base).filter(([name]) => name !== key)));
/** A JSON text with the field's value written as raw JSON (a number the way JSON spells it, say). */
const rawField = (key, raw) => json({ [key]: "\u0000RAW" }).replace('"\\u0000RAW"', raw);

/** Bodies on which the PHP relay must decide exactly as checkEnquiryPost: every check, its edges and their order. */
const bodies = [
  json({}),
  "[]",
  '"x"',
  "null",
  "1",
  json({ v: 2 }),
  json({ v: "1" }),
  rawField("v", "1.0"),
  without("v"),
  ...["reference", "subject", "text", "data", "replyTo", "website", "elapsedMs"].flatMap((key) => [without(key), json({ [key]: null }), json({ [key]: 5 })]),
  json({ data: [] }),
  json({ data: "x" }),
  json({ data: {} }),
  json({ website: "x" }),
  json({ website: "x", subject: "a\nb" }),
  ...["\r\nBcc: x@example.org", "\u2028", "\u2029", "\u0085", "\u007f", "\t", "\u0000"].map((breaker) => json({ subject: `Anfrage${breaker}` })),
  json({ reference: "PKV-7K3Q\n" }),
  json({ reference: "PKV-7k3q" }),
  json({ reference: "PKV-0O1I" }),
  json({ reference: "PKV-7K3QA" }),
  json({ reference: " PKV-7K3Q" }),
  json({ reference: "pkv-7K3Q", subject: "a\rb" }),
  ...["", "   ", "\u00a0\u3000", "\ufeff", "\u2007", "\u200b"].map((blank) => json({ subject: blank })),
  ...["", "\n\t ", "\u2028\u2029", "\u00a0", "\u180e"].map((blank) => json({ text: blank })),
  json({ subject: "x".repeat(200) }),
  json({ subject: "x".repeat(201) }),
  json({ subject: "😀".repeat(100) }),
  json({ subject: "😀".repeat(100) + "x" }),
  json({ subject: "ä".repeat(200) }),
  json({ subject: "€".repeat(201) }),
  json({ text: "y".repeat(12_000) }),
  json({ text: "\n".repeat(12_001) }),
  json({ text: "😀".repeat(6_001) }),
  ...[11_992, 11_993].flatMap((length) => [json({ data: { a: "d".repeat(length) } }), json({ data: { a: "\u2028".repeat(length) } })]),
  json({ data: { a: '"'.repeat(5_996) } }),
  json({ data: { a: '"'.repeat(5_997) } }),
  json({ data: { a: "\u0001".repeat(1_998) } }),
  json({ data: { a: "\u0001".repeat(1_999) } }),
  json({ data: { a: "/<>&'".repeat(2_398) } }),
  json({ data: { "ü😀": ["😀".repeat(5_990)] } }),
  ...[
    "",
    "a@b.de",
    "a@b.d",
    "a@b",
    "a b@c.de",
    "a@b.de\r\nBcc: x@example.org",
    "a@b.de\u2028",
    "a@b.de\u0085",
    "a@b.de\u00a0",
    "\ufeffa@b.de",
    "ä@ö.de",
    "a@b.😀",
    "a@b.c😀",
    "a@@b.de",
    '"a"@b.de',
    "a@b..de",
    "a@b.de.",
    "a@b.d.e",
    "<a@b.de>",
    "a@b.de,c@d.de",
    "a\\b@c.de",
    `${"x".repeat(249)}@b.de`,
    `${"x".repeat(250)}@b.de`,
    `${"😀".repeat(124)}@b.de`,
    `${"😀".repeat(125)}@b.de`,
  ].map((replyTo) => json({ replyTo })),
  json({ elapsedMs: 2_999 }),
  json({ elapsedMs: 3_000 }),
  json({ elapsedMs: 2_999.5 }),
  json({ elapsedMs: -1 }),
  json({ elapsedMs: "3000" }),
  rawField("elapsedMs", "1e400"),
  rawField("elapsedMs", "3e3"),
  json({ subject: "x".repeat(201), replyTo: "kaputt" }),
  json({ replyTo: "kaputt", elapsedMs: 1 }),
  json({ replyTo: "a@b.de\n", subject: "" }),
];

describe.skipIf(!hasPhp && !process.env.CI)("the PHP relay's checks", () => {
  it("decide every body as checkEnquiryPost does, check for check and in the same order", async () => {
    const settings = { limits: ENQUIRY_POST_LIMITS, reference: REFERENCE_PATTERN.source };
    const fromPhp = JSON.parse(
      await php(
        `$input = json_decode(stream_get_contents(STDIN), true);
        echo json_encode(array_map(function ($raw) use ($input) {
          $result = PkvAnfrage\\check_post(json_decode($raw), $input['settings']);
          return is_string($result) ? $result : 'ok';
        }, $input['bodies']));`,
        { settings, bodies },
      ),
    );
    const fromContract = bodies.map((raw) => {
      const result = checkEnquiryPost(JSON.parse(raw));
      return result.ok ? "ok" : result.problem;
    });
    const differences = bodies
      .map((raw, index) => ({ body: raw.slice(0, 160), php: fromPhp[index], contract: fromContract[index] }))
      .filter(({ php: a, contract: b }) => a !== b);
    expect(differences).toEqual([]);
    // The corpus reaches every problem a body can have.
    expect(new Set(fromContract)).toEqual(new Set(["ok", "format", "honeypot", "header", "tooLarge", "replyTo", "tooFast"]));
  });

  it("limit sends per client and for the site as createSendLimiter does, keeping no address", async () => {
    const folder = mkdtempSync(join(tmpdir(), "pkv-relay-counters-"));
    projects.push(folder);
    const results = JSON.parse(
      await php(
        `$limits = ['perClient' => 5, 'perClientWindowMs' => 600000, 'perDay' => 7];
        $folder = getenv('FOLDER');
        $t = 1000000000000;
        $r = [];
        for ($i = 0; $i < 6; $i++) $r[] = PkvAnfrage\\take_send_slot($folder, '198.51.100.7', $limits, $t + $i);
        $r[] = PkvAnfrage\\take_send_slot($folder, '203.0.113.9', $limits, $t + 10);
        $r[] = PkvAnfrage\\take_send_slot($folder, '198.51.100.7', $limits, $t + 600000);
        $r[] = PkvAnfrage\\take_send_slot($folder, '203.0.113.10', $limits, $t + 600001);
        $r[] = PkvAnfrage\\take_send_slot($folder, '203.0.113.11', $limits, $t + 86400000 + 2);
        echo json_encode($r);`.replace("getenv('FOLDER')", `'${folder}'`),
      ),
    );
    // Five from one address, the sixth waits the window out (600 s); another address still may;
    // after the window the first again, then the day's seven are used up until the first send is a day old.
    expect(results).toEqual([0, 0, 0, 0, 0, 600, 0, 0, 85_800, 0]);
    const stored = readFileSync(join(folder, "grenzen.json"), "utf8");
    expect(stored).not.toMatch(/198\.51|203\.0/);
    expect(Object.keys(JSON.parse(stored)).sort()).toEqual(["all", "clients", "salt"]);
  });

  it("count an IPv6 client by its /64 and an IPv4-mapped one as IPv4", async () => {
    const keys = JSON.parse(
      await php(`echo json_encode(array_map('PkvAnfrage\\\\client_key', ['2001:db8:1:2::5', '2001:db8:1:2:ffff::9', '::ffff:192.0.2.1', '192.0.2.1']));`),
    );
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).toBe("192.0.2.1");
    expect(keys[3]).toBe("192.0.2.1");
  });

  it("build a mail whose subject, text and JSON attachment read back exactly", async () => {
    const post = {
      reference: "PKV-7K3Q",
      subject: `Anfrage PKV-7K3Q – Jürgen Müller-Lüdenscheidt 😀 „80.000,50 €“ + & % # ${"ö".repeat(60)}`,
      text: "Grüße aus Köln\n.\n..Punkt am Zeilenanfang\r\n„80.000,50 €“ 😀 + & % #\n",
      data: { name: "Jürgen Müller", beitrag: "80.000,50 €", zeichen: "+ & % # 😀", leer: {}, liste: [] },
      replyTo: "juergen@beispiel.de",
    };
    const raw = await php(
      `$post = json_decode(stream_get_contents(STDIN));
      echo PkvAnfrage\\build_message(['reference' => $post->reference, 'subject' => $post->subject, 'text' => $post->text, 'data' => $post->data, 'replyTo' => $post->replyTo], 'info@beispiel.de', 'beratung@beispiel-makler.de', 1764400000000);`,
      post,
    );
    for (const line of raw.split("\r\n")) expect(line.length, line).toBeLessThanOrEqual(78);
    expect(raw.replaceAll("\r\n", "")).not.toMatch(/[\r\n]/);
    const mail = await simpleParser(raw);
    expect(mail.subject).toBe(post.subject);
    expect(mail.from.text).toBe("info@beispiel.de");
    expect(mail.to.text).toBe("beratung@beispiel-makler.de");
    expect(mail.replyTo.text).toBe("juergen@beispiel.de");
    expect(mail.messageId).toMatch(/^<[0-9a-f]{32}@beispiel\.de>$/);
    expect(mail.date.getTime()).toBe(1764400000000);
    expect(mail.text.replaceAll("\r\n", "\n")).toBe(post.text.replaceAll("\r\n", "\n"));
    expect(mail.attachments).toHaveLength(1);
    const [attachment] = mail.attachments;
    expect(attachment.filename).toBe("anfrage-PKV-7K3Q.json");
    expect(attachment.contentType).toBe("application/json");
    expect(JSON.parse(attachment.content.toString("utf8"))).toEqual(post.data);
    const noReply = await php(
      `echo PkvAnfrage\\build_message(['reference' => 'PKV-7K3Q', 'subject' => 'x', 'text' => 'y', 'data' => new stdClass(), 'replyTo' => ''], 'a@b.de', 'c@d.de', 0);`,
    );
    expect(noReply).not.toMatch(/^Reply-To:/im);
  });
});

describe.skipIf(!hasPhp && !process.env.CI)("the PHP relay's SMTP client", () => {
  const user = "info@beispiel.de";
  const password = tricky;
  const smtp = (port, host = "127.0.0.1", security = "starttls") => ({ host, port, security, user, password });
  const deliver = (settings, to = "beratung@beispiel-makler.de") =>
    php(
      `$input = json_decode(stream_get_contents(STDIN), true);
      try { PkvAnfrage\\deliver($input['smtp'], 'info@beispiel.de', $input['to'], "Subject: Test\\r\\n\\r\\n.Zeile mit Punkt\\r\\nEnde\\r\\n"); echo 'sent'; }
      catch (PkvAnfrage\\SmtpFailure $e) { echo 'failed: ' . $e->getMessage(); }`,
      { smtp: settings, to },
    );

  it("logs in (PLAIN or LOGIN), names one sender and one recipient, and sends the message dot-stuffed", async () => {
    for (const method of ["PLAIN", "LOGIN"]) {
      const server = await startSmtpTestServer({ user, password, options: { authMethods: [method] } });
      try {
        expect(await deliver(smtp(server.port))).toBe("sent");
        expect(server.logins).toEqual([{ method, user }]);
        expect(server.mails).toHaveLength(1);
        const [mail] = server.mails;
        expect(mail.from).toBe("info@beispiel.de");
        expect(mail.recipients).toEqual(["beratung@beispiel-makler.de"]);
        expect(mail.user).toBe(user);
        expect(mail.raw).toContain("\r\n.Zeile mit Punkt\r\nEnde");
      } finally {
        await server.close();
      }
    }
  });

  it("fails on a wrong password, a refused recipient, a closed port", async () => {
    const server = await startSmtpTestServer({ user, password: "anders" });
    try {
      expect(await deliver(smtp(server.port))).toBe("failed: AUTH: 535");
      expect(server.mails).toEqual([]);
    } finally {
      await server.close();
    }
    const refusing = await startSmtpTestServer({ user, password, options: { onRcptTo: (_address, _session, callback) => callback(new Error("nein")) } });
    try {
      expect(await deliver(smtp(refusing.port))).toMatch(/^failed: RCPT TO: 5\d\d$/);
    } finally {
      await refusing.close();
    }
    expect(await deliver(smtp(refusing.port))).toMatch(/^failed: Verbindung/);
  });

  it("stops before AUTH when the certificate is not trusted", async () => {
    // smtp-server's built-in certificate is self-signed: the relay must not trust it.
    const server = await startSmtpTestServer({ user, password, options: { disabledCommands: [] } });
    try {
      expect(await deliver(smtp(server.port))).toMatch(/^failed: TLS/);
      expect(server.logins).toEqual([]);
      expect(server.errors.map((error) => error.code)).toContain("ERR_SSL_TLSV1_ALERT_UNKNOWN_CA");
    } finally {
      await server.close();
    }
  });

  const outside = Object.values(networkInterfaces())
    .flat()
    .find((address) => address && address.family === "IPv4" && !address.internal)?.address;
  it.skipIf(!outside)("never logs in without TLS to a host that is not this machine's loopback", async () => {
    const server = await startSmtpTestServer({ user, password, host: outside });
    try {
      expect(await deliver(smtp(server.port, outside))).toBe("failed: STARTTLS nicht angeboten");
      expect(server.connections()).toBe(1);
      expect(server.logins).toEqual([]);
    } finally {
      await server.close();
    }
  });
});

describe("npm run deploy with SMTP_URL", { timeout: 60_000 }, () => {
  const sftpUser = "deploy";
  const sftpPassword = "test-passwort";
  let projectDir, remoteRoot, webspace, server;
  const lines = [];

  async function deploy(env, ...argv) {
    lines.length = 0;
    const code = await main({
      argv: ["--skip-build", ...argv],
      env,
      projectDir,
      log: (line) => lines.push(line),
      error: (line) => lines.push(line),
      build: () => false,
    });
    return { code, output: lines.join("\n") };
  }

  beforeAll(async () => {
    projectDir = project();
    mkdirSync(join(projectDir, "build", "site"), { recursive: true });
    writeFileSync(join(projectDir, "build", "site", "index.html"), "<h1>Start</h1>");
    remoteRoot = mkdtempSync(join(tmpdir(), "pkv-relay-remote-"));
    projects.push(remoteRoot);
    webspace = join(remoteRoot, "htdocs");
    mkdirSync(webspace);
    server = await startSftpServer({ root: remoteRoot, user: sftpUser, password: sftpPassword });
    writeFileSync(
      join(projectDir, ".env"),
      ["DEPLOY_HOST=127.0.0.1", `DEPLOY_PORT=${server.port}`, `DEPLOY_USER=${sftpUser}`, `DEPLOY_PASSWORD=${sftpPassword}`, "DEPLOY_PATH=/htdocs"].join("\n"),
    );
  });
  afterAll(async () => {
    await server?.close();
  });

  it("stops before building when SMTP_URL is wrong, without showing the password", async () => {
    const messages = [];
    let built = false;
    const code = await main({
      argv: [],
      env: { SMTP_URL: "smtp://info%40beispiel.de:ge#heim@smtp.ionos.de:587" },
      projectDir,
      log: (line) => messages.push(line),
      error: (line) => messages.push(line),
      build: () => (built = true),
    });
    expect(code).toBe(1);
    expect(built).toBe(false);
    expect(messages.join("\n")).toMatch(/^Hochladen nicht möglich:\nSMTP_URL/);
    expect(messages.join("\n")).not.toContain("heim");
  });

  it("lists the relay and its settings in the dry run, and changes nothing", async () => {
    const { code, output } = await deploy({ SMTP_URL: trickyUrl }, "--dry-run");
    expect(code, output).toBe(0);
    for (const path of [RELAY_PATH, SETTINGS_PATH, `${SETTINGS_DIR}/.htaccess`]) expect(output).toContain(`hochladen: ${path}`);
    expect(output).not.toContain("nicht eingerichtet");
    expect(output).not.toContain("p@ss");
    expect(filesUnder(webspace)).toEqual([]);
  });

  it("uploads them beside the site, the folder's .htaccess before the password, and again only when they change", async () => {
    const { code, output } = await deploy({ SMTP_URL: trickyUrl });
    expect(code, output).toBe(0);
    const expected = enquiryRelayFiles(readEnquiryRelayConfig({ SMTP_URL: trickyUrl }, projectDir));
    for (const [path, body] of expected) expect(readFileSync(join(webspace, path)), path).toEqual(body);
    const order = server.renamed.map(({ path }) => path.replace("/htdocs/", ""));
    expect(order.indexOf(`${SETTINGS_DIR}/.htaccess`)).toBeLessThan(order.indexOf(SETTINGS_PATH));
    // The manifest on the server holds no quick digest of the file with the password.
    const manifest = JSON.parse(readFileSync(join(webspace, MANIFEST_FILE), "utf8"));
    expect(manifest.files[SETTINGS_PATH].hash).toMatch(/^scrypt:/);

    server.renamed.length = 0;
    expect((await deploy({ SMTP_URL: trickyUrl })).code).toBe(0);
    expect(server.renamed.map(({ path }) => path)).toEqual([`/htdocs/${MANIFEST_FILE}`]);
    server.renamed.length = 0;
    expect((await deploy({ SMTP_URL: trickyUrl, MAIL_FROM: "anfragen@beispiel.de" })).code).toBe(0);
    expect(server.renamed.map(({ path }) => path)).toEqual([`/htdocs/${SETTINGS_PATH}`, `/htdocs/${MANIFEST_FILE}`]);
  });

  it("warns without SMTP_URL and takes the relay and the password off the webspace", async () => {
    const { code, output } = await deploy({});
    expect(code, output).toBe(0);
    expect(output).toContain(NOT_SET_UP_WARNING);
    expect(output).toContain(`gelöscht:    ${SETTINGS_PATH}`);
    expect(
      filesUnder(webspace)
        .map((file) => file.slice(webspace.length + 1))
        .sort(),
    ).toEqual([MANIFEST_FILE, "index.html"]);
  });
});
