// The enquiry's own channel in `npm start`'s server (docs/decisions/0063): the page posts its
// finished message to ENQUIRY_POST_PATH; this checks it with the shared contract, limits how often
// mail goes out and hands it to the adviser's SMTP mailbox, answering only once that server has
// accepted it. It adds no content of its own and logs nothing a visitor wrote.
import { existsSync, readFileSync } from "node:fs";
import { isIP } from "node:net";
import { join } from "node:path";
import { parse as parseEnv } from "dotenv";
import { createTransport } from "nodemailer";
import { parseSmtpUrl } from "./smtp-url.mjs";
import {
  checkEnquiryPost,
  createSendLimiter,
  ENQUIRY_POST_ANSWERS,
  ENQUIRY_POST_LIMITS,
  ENQUIRY_POST_PATH,
  ENQUIRY_READINESS_PATH,
  isMailAddress,
} from "../../app/modules/enquiry-post.ts";

/** The page gives up after ENQUIRY_POST_LIMITS.pageTimeoutMs; the whole send must end before, so the page hears why. */
export const SEND_DEADLINE_MS = 12_000;
/** Each step (connect, greeting, a reply) may take this long; the deadline above bounds their sum. */
const STEP_TIMEOUT_MS = 10_000;
/** A refused client may try again once its window has passed (the day's cap may hold it longer). */
const RETRY_AFTER_SECONDS = Math.ceil(ENQUIRY_POST_LIMITS.perClientWindowMs / 1000);

/**
 * The mailbox's server from SMTP_URL (`smtp://user:password@host:587`, STARTTLS, or
 * `smtps://…:465`, TLS from the start) in nodemailer's terms, or null when it is not such an
 * address. Read by the one parser both relays share (smtp-url.mjs) rather than by nodemailer, whose
 * URL query options would override the TLS rule of transportOptions.
 */
export function smtpServerOf(smtpUrl) {
  let server;
  try {
    server = parseSmtpUrl(smtpUrl);
  } catch {
    return null;
  }
  return { host: server.host, port: server.port, secure: server.security === "tls", auth: { user: server.user, pass: server.password } };
}

function isLoopback(host) {
  return host === "localhost" || host === "::1" || (isIP(host) === 4 && host.startsWith("127."));
}

/** nodemailer's options for the mailbox's server: the TLS rule and the timeouts. */
export function transportOptions(server) {
  const loopback = isLoopback(server.host);
  return {
    ...server,
    // Off the machine the password and the enquiry must never cross the network in plain text:
    // without TLS from the start, STARTTLS is required and a server that does not offer it fails
    // the send. On loopback nothing crosses a network, and a local relay's certificate is usually
    // self-signed, which would fail an opportunistic STARTTLS.
    requireTLS: !loopback,
    ignoreTLS: loopback,
    connectionTimeout: STEP_TIMEOUT_MS,
    greetingTimeout: STEP_TIMEOUT_MS,
    socketTimeout: STEP_TIMEOUT_MS,
    dnsTimeout: STEP_TIMEOUT_MS,
    // Every part of the message is text given here; nothing may make nodemailer read a file or URL.
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}

/** One client, one spelling: an IPv4 client on a dual-stack socket shows as ::ffff:a.b.c.d, a link-local one carries its %zone. */
function plainAddress(address) {
  return address.replace(/%.*$/, "").replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
}

/**
 * The key the limiter counts a client under. An IPv6 connection counts by its /64, the block one
 * household or server gets, or any host could send from endless addresses of its own.
 */
export function clientKeyOf(address) {
  const plain = plainAddress(address);
  if (isIP(plain) !== 6) return plain;
  const [head, tail] = plain.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = tail === undefined ? left : [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(":")}::/64`;
}

/**
 * The client's address: the connection's, or, with `trustProxy`, the one a proxy on this machine
 * (deploy/nginx.conf) put last into X-Forwarded-For. Only a loopback peer is believed: with the
 * port also open to the world, anyone could otherwise name a new address with every post.
 */
export function clientAddressOf(req, trustProxy) {
  const peer = req.socket.remoteAddress ?? "";
  if (trustProxy && isLoopback(plainAddress(peer))) {
    // The last entry is the one the proxy wrote itself; entries before it are whatever the
    // client sent, and trusting them would let it pick its own key.
    const forwarded = String(req.headers["x-forwarded-for"] ?? "")
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean)
      .at(-1);
    if (forwarded) return forwarded;
  }
  return peer;
}

function pathOf(url = "/") {
  return url.split("?")[0];
}

/**
 * The body as a Buffer, or "tooLarge" as soon as it passes `limit` bytes: from there nothing is
 * kept, and the rest is drained unread (bounded by the server's request timeout) so the client,
 * still sending, receives the 413 instead of a reset connection.
 */
function readBody(req, limit) {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers["content-length"]);
    if (declared > limit) {
      req.resume();
      return resolve("tooLarge");
    }
    let chunks = [];
    let size = 0;
    req.on("data", (chunk) => {
      if (chunks === null) return;
      size += chunk.length;
      if (size > limit) {
        chunks = null;
        resolve("tooLarge");
      } else chunks.push(chunk);
    });
    req.on("end", () => chunks && resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

const utf8 = new TextDecoder("utf-8", { fatal: true });

function parseJson(buffer) {
  try {
    return { ok: true, value: JSON.parse(utf8.decode(buffer)) };
  } catch {
    return { ok: false };
  }
}

/**
 * `smtpUrl`: the mailbox's SMTP server (smtpServerOf); `mailFrom`: the From address; `recipient`:
 * the adviser's address, the only one any enquiry goes to; `log`: one line per outcome; `now`: the
 * clock of the limiter; `trustProxy`: take the client's address from X-Forwarded-For (only behind a
 * proxy on this machine that sets it, TRUST_PROXY=1; clientAddressOf); `deadlineMs`: how long one send may take in all.
 *
 * Returns `(req, res) => boolean`: true when the request was for ENQUIRY_POST_PATH and is answered.
 */
export function createEnquiryEndpoint({
  smtpUrl,
  mailFrom,
  recipient,
  log = console.error,
  now = Date.now,
  trustProxy = false,
  deadlineMs = SEND_DEADLINE_MS,
}) {
  const server = smtpUrl ? smtpServerOf(smtpUrl) : null;
  const ready = Boolean(server && recipient);
  const transport = ready ? createTransport(transportOptions(server)) : null;
  // Every post handed to the mail server counts, accepted or not: a visitor whose send failed
  // still has the rest of the window's tries, and a mailbox that refuses (a changed password, a
  // provider's outage) is not hit with unlimited logins, which providers answer by locking it.
  const limiter = createSendLimiter();

  const send = (req, res, status, body, headers = {}) => {
    const json = JSON.stringify(body);
    res.statusCode = status;
    res.setHeader("Content-Type", "application/json; charset=utf-8");
    res.setHeader("Cache-Control", "no-store");
    res.setHeader("Content-Length", Buffer.byteLength(json));
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    res.end(req.method === "HEAD" ? undefined : json);
  };

  const answerProblem = (req, res, problem, headers) => {
    const { status, message } = ENQUIRY_POST_ANSWERS[problem];
    send(req, res, status, { ok: false, error: problem, message }, headers);
  };

  const refuse = (req, res, problem, { reference, headers } = {}) => {
    log(`Anfrage${reference ? ` ${reference}` : ""} nicht gesendet: ${problem}`);
    answerProblem(req, res, problem, headers);
  };

  async function handlePost(req, res) {
    if (!ready) return refuse(req, res, "notConfigured");
    // Only JSON: a form on another site can post text/plain or form data without asking, but a
    // cross-origin JSON post needs a CORS preflight, which this path never grants.
    const mediaType = String(req.headers["content-type"] ?? "")
      .split(";")[0]
      .trim()
      .toLowerCase();
    if (mediaType !== "application/json") return refuse(req, res, "format");
    const body = await readBody(req, ENQUIRY_POST_LIMITS.bodyBytes);
    if (body === "tooLarge") return refuse(req, res, "tooLarge", { headers: { Connection: "close" } });
    const parsed = parseJson(body);
    if (!parsed.ok) return refuse(req, res, "format");
    const checked = checkEnquiryPost(parsed.value);
    if (!checked.ok) return refuse(req, res, checked.problem);
    const { post } = checked;
    if (!limiter.allow(clientKeyOf(clientAddressOf(req, trustProxy)), now())) {
      return refuse(req, res, "rateLimited", { reference: post.reference, headers: { "Retry-After": String(RETRY_AFTER_SECONDS) } });
    }
    try {
      await transport.sendMail({
        from: mailFrom,
        // Address objects, not strings: nodemailer then parses nothing a visitor wrote as a list of addresses.
        to: { name: "", address: recipient },
        ...(post.replyTo ? { replyTo: { name: "", address: post.replyTo } } : {}),
        subject: post.subject,
        text: post.text,
        attachments: [
          { filename: `anfrage-${post.reference}.json`, content: JSON.stringify(post.data, null, 2), contentType: "application/json; charset=utf-8" },
        ],
        signal: AbortSignal.timeout(deadlineMs),
      });
    } catch (error) {
      // The code and the server's reply code only: the reply's text may quote addresses.
      const code = [error?.code, error?.responseCode].filter(Boolean).join(" ") || "unbekannter Fehler";
      log(`Anfrage ${post.reference} nicht gesendet: Mailserver ${code}`);
      return answerProblem(req, res, "sendFailed");
    }
    log(`Anfrage ${post.reference} an den Mailserver übergeben`);
    send(req, res, 200, { ok: true, reference: post.reference });
  }

  return (req, res) => {
    const path = pathOf(req.url);
    // The page asks the readiness path; the build's static file there would always say false.
    if (path === ENQUIRY_READINESS_PATH && (req.method === "GET" || req.method === "HEAD")) {
      send(req, res, 200, { ready });
      return true;
    }
    if (path !== ENQUIRY_POST_PATH) return false;
    if (req.method === "GET" || req.method === "HEAD") {
      send(req, res, ready ? 200 : 503, { ready });
    } else if (req.method === "POST") {
      handlePost(req, res).catch((error) => {
        log(`Anfrage nicht angenommen: ${error?.code ?? "Fehler beim Lesen"}`);
        if (!res.headersSent) answerProblem(req, res, "format");
        else res.destroy();
      });
    } else {
      req.resume();
      answerProblem(req, res, "method", { Allow: "GET, HEAD, POST" });
    }
    return true;
  };
}

/**
 * What `npm start` passes to createEnquiryEndpoint, from the environment or the project's
 * git-ignored .env (the environment wins, as for the deploy's credentials), with the fixed
 * recipient from app/config/site-config.json, and the one German line it prints at start.
 */
export function enquirySettingsOfProject(projectDir, env = process.env) {
  const file = join(projectDir, ".env");
  const settings = { ...(existsSync(file) ? parseEnv(readFileSync(file)) : {}), ...env };
  const value = (name) => settings[name]?.trim() || undefined;
  const recipient = JSON.parse(readFileSync(join(projectDir, "app", "config", "site-config.json"), "utf8")).email;
  const smtpUrl = value("SMTP_URL");
  const server = smtpUrl ? smtpServerOf(smtpUrl) : null;
  const user = server?.auth?.user ?? "";
  const mailFrom = value("MAIL_FROM") ?? (isMailAddress(user) ? user : recipient);
  const trustProxy = value("TRUST_PROXY") === "1";
  const hidden = "„Anfrage senden“ erscheint dann nicht";
  // Never the URL itself: it holds the password.
  const line = !smtpUrl
    ? `Anfragen über die Website: nicht eingerichtet (SMTP_URL fehlt – ${hidden}).`
    : !server
      ? `Anfragen über die Website: nicht eingerichtet (SMTP_URL ist keine Adresse der Form smtp://benutzer:passwort@server:587 oder smtps://benutzer:passwort@server:465 – ${hidden}).`
      : `Anfragen über die Website: eingeschaltet, Versand über ${server.host}:${server.port} an ${recipient}, Absender ${mailFrom}${trustProxy ? ", Besucheradresse aus X-Forwarded-For (TRUST_PROXY=1)" : ""}.`;
  return { options: { smtpUrl: server ? smtpUrl : undefined, mailFrom, recipient, trustProxy }, line };
}
