import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import { createServer, request } from "node:http";
import { createServer as createTcpServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ENQUIRY_POST_ANSWERS, ENQUIRY_POST_LIMITS, ENQUIRY_POST_PATH, ENQUIRY_READINESS_PATH } from "../../app/modules/enquiry-post.ts";
import { ENGLISH_ENQUIRY_LINE } from "../../app/modules/whatsapp-message.ts";
import {
  clientAddressOf,
  clientKeyOf,
  createEnquiryEndpoint,
  enquirySettingsOfProject,
  SEND_DEADLINE_MS,
  smtpServerOf,
  transportOptions,
} from "./enquiry-endpoint.mjs";

const RECIPIENT = "beratung@berater.example";
const SMTP_USER = "anfragen@berater.example";
const SMTP_PASSWORD = "g€heim:/@#";
const VISITOR = "joerg.mueller@kunde.example";

/** What arrived at the SMTP server: the envelope as the server saw it and the raw message. */
const delivered = [];
let smtp;
let smtpUrl;

beforeAll(async () => {
  smtp = new SMTPServer({
    allowInsecureAuth: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) callback(null, { user: auth.username });
      else callback(new Error("Anmeldung abgelehnt"));
    },
    onData(stream, session, callback) {
      const chunks = [];
      stream.on("data", (chunk) => chunks.push(chunk));
      stream.on("end", () => {
        delivered.push({ mailFrom: session.envelope.mailFrom.address, rcptTo: session.envelope.rcptTo.map((to) => to.address), raw: Buffer.concat(chunks) });
        callback();
      });
    },
  });
  await new Promise((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  smtpUrl = `smtp://${encodeURIComponent(SMTP_USER)}:${encodeURIComponent(SMTP_PASSWORD)}@127.0.0.1:${smtp.server.address().port}`;
});

afterAll(() => new Promise((resolve) => smtp.close(resolve)));

/** A valid post as the page sends it. */
function enquiry(overrides = {}) {
  return {
    v: 1,
    reference: "PKV-7K3Q",
    subject: "Anfrage PKV-7K3Q – Jörg Müller",
    text: "Guten Tag,\nich heiße Jörg Müller und verdiene „80.000,50 €“ im Jahr 🙂.\nZeichen: + & % #\n",
    data: { name: "Jörg Müller", einkommen: "80.000,50 €", gruss: "🙂", zeichen: "+ & % #" },
    replyTo: VISITOR,
    website: "",
    elapsedMs: 42_000,
    ...overrides,
  };
}

/** The endpoint on real HTTP, as createSiteServer mounts it; anything else is a 404. */
async function serve(options) {
  const logged = [];
  const handler = createEnquiryEndpoint({ smtpUrl, mailFrom: SMTP_USER, recipient: RECIPIENT, log: (line) => logged.push(line), ...options });
  const server = createServer((req, res) => {
    if (!handler(req, res)) res.writeHead(404).end();
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${server.address().port}${ENQUIRY_POST_PATH}`;
  return { url, logged, close: () => new Promise((resolve) => server.close(resolve)) };
}

function postJson(url, body, headers = {}) {
  return fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

async function expectRefusal(response, problem) {
  expect(response.status).toBe(ENQUIRY_POST_ANSWERS[problem].status);
  expect(response.headers.get("cache-control")).toBe("no-store");
  expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
  expect(await response.json()).toEqual({ ok: false, error: problem, message: ENQUIRY_POST_ANSWERS[problem].message });
}

describe("the enquiry endpoint with a mail server", () => {
  let endpoint;

  beforeEach(async () => {
    delivered.length = 0;
    endpoint = await serve();
  });

  afterEach(() => endpoint.close());

  it("answers GET and HEAD with ready:true, other methods but POST with 405 and Allow, and leaves other paths alone", async () => {
    const ready = await fetch(endpoint.url);
    expect(ready.status).toBe(200);
    expect(ready.headers.get("cache-control")).toBe("no-store");
    expect(await ready.json()).toEqual({ ready: true });
    const head = await fetch(endpoint.url, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    const put = await fetch(endpoint.url, { method: "PUT", body: "{}" });
    expect(put.headers.get("allow")).toBe("GET, HEAD, POST");
    await expectRefusal(put, "method");
    expect((await fetch(`${endpoint.url}/mehr`)).status).toBe(404);
    const asked = await fetch(endpoint.url.replace(ENQUIRY_POST_PATH, ENQUIRY_READINESS_PATH));
    expect(asked.status).toBe(200);
    expect(await asked.json()).toEqual({ ready: true });
    expect(delivered).toHaveLength(0);
  });

  it("delivers to the one recipient, From the mailbox, Reply-To the visitor, with the page's text and data exactly", async () => {
    const response = await postJson(endpoint.url, enquiry());
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ ok: true, reference: "PKV-7K3Q" });

    expect(delivered).toHaveLength(1);
    const [{ mailFrom, rcptTo, raw }] = delivered;
    expect(rcptTo).toEqual([RECIPIENT]);
    expect(mailFrom).toBe(SMTP_USER);
    const mail = await simpleParser(raw);
    expect(mail.from.value).toEqual([{ name: "", address: SMTP_USER }]);
    expect(mail.to.value).toEqual([{ name: "", address: RECIPIENT }]);
    expect(mail.replyTo.value).toEqual([{ name: "", address: VISITOR }]);
    expect(mail.cc).toBeUndefined();
    expect(mail.headers.has("bcc")).toBe(false);
    expect(mail.subject).toBe(enquiry().subject);
    expect(mail.text).toBe(enquiry().text);
    expect(mail.attachments).toHaveLength(1);
    const [attachment] = mail.attachments;
    expect(attachment.filename).toBe("anfrage-PKV-7K3Q.json");
    expect(attachment.contentType).toBe("application/json");
    expect(attachment.content.toString("utf8")).toBe(JSON.stringify(enquiry().data, null, 2));
    expect(JSON.parse(attachment.content.toString("utf8"))).toEqual(enquiry().data);
    expect(endpoint.logged).toEqual(["Anfrage PKV-7K3Q an den Mailserver übergeben"]);
  });

  it("sends an English page's enquiry with its language line first, as the page wrote it (docs/decisions/0073)", async () => {
    const text = `${ENGLISH_ENQUIRY_LINE}\nNeue PKV-Anfrage PKV-7K3Q\n\nName: Alex Smith\nNachricht: Hello, I moved here in March.\n`;
    const response = await postJson(endpoint.url, enquiry({ text, data: { ...enquiry().data, sprache: "en" } }));
    expect(response.status).toBe(200);
    const mail = await simpleParser(delivered[0].raw);
    expect(mail.text.split("\n")[0]).toBe("Sprache: Englisch \u2013 bitte auf Englisch antworten");
    expect(mail.text).toBe(text);
    expect(JSON.parse(mail.attachments[0].content.toString("utf8")).sprache).toBe("en");
  });

  it("sets no Reply-To when the visitor gave no address", async () => {
    expect((await postJson(endpoint.url, enquiry({ replyTo: "" }))).status).toBe(200);
    const mail = await simpleParser(delivered[0].raw);
    expect(mail.replyTo).toBeUndefined();
    expect(mail.headers.has("reply-to")).toBe(false);
  });

  it("refuses a subject or address that would add a header, sends nothing; the same line in the text stays text", async () => {
    await expectRefusal(await postJson(endpoint.url, enquiry({ subject: "Anfrage\r\nBcc: x@example.org" })), "header");
    await expectRefusal(await postJson(endpoint.url, enquiry({ replyTo: `${VISITOR}\r\nBcc: x@example.org` })), "header");
    expect(delivered).toHaveLength(0);

    const text = "Guten Tag,\r\nBcc: x@example.org\r\nnur Text.";
    expect((await postJson(endpoint.url, enquiry({ text }))).status).toBe(200);
    expect(delivered).toHaveLength(1);
    expect(delivered[0].rcptTo).toEqual([RECIPIENT]);
    const mail = await simpleParser(delivered[0].raw);
    expect(mail.headers.has("bcc")).toBe(false);
    expect(mail.text).toContain("Bcc: x@example.org");
  });

  it("delivers at most five of 30 rapid replays of one post and answers the rest 429 with Retry-After", async () => {
    const responses = await Promise.all(Array.from({ length: 30 }, () => postJson(endpoint.url, enquiry())));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(ENQUIRY_POST_LIMITS.perClient);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - ENQUIRY_POST_LIMITS.perClient);
    expect(delivered.length).toBe(ENQUIRY_POST_LIMITS.perClient);
    expect(delivered.length).toBeLessThanOrEqual(10);
    const refused = responses.find((response) => response.status === 429);
    expect(Number(refused.headers.get("retry-after"))).toBe(ENQUIRY_POST_LIMITS.perClientWindowMs / 1000);
    await expectRefusal(refused, "rateLimited");
  });

  it("counts by address again once the window has passed", async () => {
    let time = 1_000_000;
    const timed = await serve({ now: () => time });
    try {
      for (let i = 0; i < ENQUIRY_POST_LIMITS.perClient; i++) expect((await postJson(timed.url, enquiry())).status).toBe(200);
      expect((await postJson(timed.url, enquiry())).status).toBe(429);
      time += ENQUIRY_POST_LIMITS.perClientWindowMs;
      expect((await postJson(timed.url, enquiry())).status).toBe(200);
    } finally {
      await timed.close();
    }
  });

  it("refuses the honeypot, a post sent too fast, another content type, malformed JSON and an incomplete post, and sends nothing", async () => {
    await expectRefusal(await postJson(endpoint.url, enquiry({ website: "https://spam.example" })), "honeypot");
    await expectRefusal(await postJson(endpoint.url, enquiry({ elapsedMs: 800 })), "tooFast");
    await expectRefusal(await postJson(endpoint.url, JSON.stringify(enquiry()), { "Content-Type": "text/plain" }), "format");
    await expectRefusal(
      await postJson(endpoint.url, new URLSearchParams({ v: "1" }).toString(), { "Content-Type": "application/x-www-form-urlencoded" }),
      "format",
    );
    await expectRefusal(await postJson(endpoint.url, '{"v":1,'), "format");
    await expectRefusal(await postJson(endpoint.url, Buffer.from([0x7b, 0xff, 0x7d])), "format");
    await expectRefusal(await postJson(endpoint.url, enquiry({ reference: "PKV-0000" })), "format");
    await expectRefusal(await postJson(endpoint.url, enquiry({ replyTo: "keine-adresse" })), "replyTo");
    expect(delivered).toHaveLength(0);
    expect(endpoint.logged.every((line) => /^Anfrage( PKV-\w{4})? nicht gesendet: \w+$/.test(line))).toBe(true);
  });

  it("answers 413 to a body over the limit, declared or streamed in chunks, and sends nothing", async () => {
    // Valid JSON within every field's limit, padded past the body's: only the body's bound refuses it.
    const oversized = JSON.stringify(enquiry()) + " ".repeat(ENQUIRY_POST_LIMITS.bodyBytes);
    await expectRefusal(await postJson(endpoint.url, oversized), "tooLarge");

    // No Content-Length: the limit holds while reading, too.
    const streamed = await new Promise((resolve, reject) => {
      const req = request(endpoint.url, { method: "POST", headers: { "Content-Type": "application/json", "Transfer-Encoding": "chunked" } }, (res) => {
        const chunks = [];
        res.on("data", (chunk) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode, body: JSON.parse(Buffer.concat(chunks).toString("utf8")) }));
      });
      req.on("error", reject);
      for (let at = 0; at < oversized.length; at += 4096) req.write(oversized.slice(at, at + 4096));
      req.end();
    });
    expect(streamed).toEqual({ status: 413, body: { ok: false, error: "tooLarge", message: ENQUIRY_POST_ANSWERS.tooLarge.message } });
    expect(delivered).toHaveLength(0);
  });

  it("takes the client from X-Forwarded-For only when told to trust the proxy, and then its last entry", async () => {
    const behindProxy = await serve({ trustProxy: true });
    try {
      const from = (forwarded) => postJson(behindProxy.url, enquiry(), { "X-Forwarded-For": forwarded });
      for (let i = 0; i < ENQUIRY_POST_LIMITS.perClient; i++) expect((await from(`10.0.0.${i}, 203.0.113.7`)).status).toBe(200);
      expect((await from("10.9.9.9, 203.0.113.7")).status).toBe(429);
      expect((await from("203.0.113.8")).status).toBe(200);
    } finally {
      await behindProxy.close();
    }
    for (let i = 0; i < ENQUIRY_POST_LIMITS.perClient; i++)
      expect((await postJson(endpoint.url, enquiry(), { "X-Forwarded-For": `203.0.113.${i}` })).status).toBe(200);
    expect((await postJson(endpoint.url, enquiry(), { "X-Forwarded-For": "198.51.100.1" })).status).toBe(429);
  });
});

describe("the enquiry endpoint when sending fails", () => {
  beforeEach(() => {
    delivered.length = 0;
  });

  it("answers 502 with the German message when the mail server is down, logging only reference and error code", async () => {
    const closed = createTcpServer();
    await new Promise((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = closed.address().port;
    await new Promise((resolve) => closed.close(resolve));
    const endpoint = await serve({ smtpUrl: `smtp://${encodeURIComponent(SMTP_USER)}:pw@127.0.0.1:${port}` });
    try {
      await expectRefusal(await postJson(endpoint.url, enquiry()), "sendFailed");
      expect(endpoint.logged).toEqual(["Anfrage PKV-7K3Q nicht gesendet: Mailserver ESOCKET"]);
    } finally {
      await endpoint.close();
    }
  });

  it("answers 502 when the mailbox refuses the login, and names nothing personal in the log", async () => {
    const endpoint = await serve({ smtpUrl: smtpUrl.replace(encodeURIComponent(SMTP_PASSWORD), "falsch") });
    try {
      await expectRefusal(await postJson(endpoint.url, enquiry()), "sendFailed");
      expect(delivered).toHaveLength(0);
      expect(endpoint.logged).toEqual([expect.stringMatching(/^Anfrage PKV-7K3Q nicht gesendet: Mailserver EAUTH 535$/)]);
    } finally {
      await endpoint.close();
    }
  });

  it("gives up at the deadline on a server that never greets, well before the page stops waiting", async () => {
    const silent = createTcpServer(() => {});
    await new Promise((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const endpoint = await serve({ smtpUrl: `smtp://u:p@127.0.0.1:${silent.address().port}`, deadlineMs: 300 });
    try {
      const started = Date.now();
      await expectRefusal(await postJson(endpoint.url, enquiry()), "sendFailed");
      expect(Date.now() - started).toBeLessThan(ENQUIRY_POST_LIMITS.pageTimeoutMs / 3);
    } finally {
      await endpoint.close();
      silent.close();
    }
  });

  it("without SMTP: GET says ready:false with 503, POST answers notConfigured", async () => {
    const endpoint = await serve({ smtpUrl: undefined });
    try {
      const ready = await fetch(endpoint.url);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ ready: false });
      // The page's question: always 200, so a browser logs no failed request for a site without delivery.
      const asked = await fetch(endpoint.url.replace(ENQUIRY_POST_PATH, ENQUIRY_READINESS_PATH));
      expect(asked.status).toBe(200);
      expect(await asked.json()).toEqual({ ready: false });
      await expectRefusal(await postJson(endpoint.url, enquiry()), "notConfigured");
    } finally {
      await endpoint.close();
    }
    const unparsable = await serve({ smtpUrl: "mail.example:587" });
    try {
      expect(await (await fetch(unparsable.url)).json()).toEqual({ ready: false });
    } finally {
      await unparsable.close();
    }
    expect(delivered).toHaveLength(0);
  });
});

describe("the parts", () => {
  it("reads SMTP_URL with its password percent-decoded, and refuses what is no SMTP address", () => {
    expect(smtpServerOf("smtp://anfragen%40berater.example:g%E2%82%ACheim%2F%40@mail.example:2525")).toEqual({
      host: "mail.example",
      port: 2525,
      secure: false,
      auth: { user: "anfragen@berater.example", pass: "g€heim/@" },
    });
    expect(smtpServerOf("smtps://u:p@[::1]")).toMatchObject({ host: "::1", port: 465, secure: true });
    // A mailbox always has a login: without user and password both relays refuse the address (smtp-url.mjs).
    expect(smtpServerOf("smtp://mail.example")).toBeNull();
    expect(smtpServerOf("https://mail.example")).toBeNull();
    expect(smtpServerOf("mail.example:587")).toBeNull();
  });

  it("requires TLS for every server off this machine, and each step ends before the page stops waiting", () => {
    for (const url of ["smtp://u:p@mail.example:587", "smtp://u:p@192.0.2.1:25", "smtp://u:p@[2001:db8::1]:587", "smtps://u:p@mail.example"]) {
      expect(transportOptions(smtpServerOf(url)), url).toMatchObject({ requireTLS: true, ignoreTLS: false });
    }
    for (const url of ["smtp://u:p@127.0.0.1:2525", "smtp://u:p@localhost:25", "smtp://u:p@[::1]:25"]) {
      expect(transportOptions(smtpServerOf(url)), url).toMatchObject({ requireTLS: false });
    }
    const options = transportOptions(smtpServerOf("smtp://u:p@mail.example"));
    for (const step of ["connectionTimeout", "greetingTimeout", "socketTimeout", "dnsTimeout"])
      expect(options[step]).toBeLessThan(ENQUIRY_POST_LIMITS.pageTimeoutMs);
    expect(SEND_DEADLINE_MS).toBeLessThan(ENQUIRY_POST_LIMITS.pageTimeoutMs);
  });

  it("believes X-Forwarded-For only when told to and only from a proxy on this machine, and then its last entry", () => {
    const req = (remoteAddress, forwarded) => ({ socket: { remoteAddress }, headers: forwarded ? { "x-forwarded-for": forwarded } : {} });
    expect(clientAddressOf(req("127.0.0.1", "198.51.100.1, 203.0.113.7"), true)).toBe("203.0.113.7");
    expect(clientAddressOf(req("::ffff:127.0.0.1", "203.0.113.7"), true)).toBe("203.0.113.7");
    expect(clientAddressOf(req("::1", "2001:db8::7"), true)).toBe("2001:db8::7");
    expect(clientAddressOf(req("127.0.0.1"), true)).toBe("127.0.0.1");
    expect(clientAddressOf(req("127.0.0.1", "203.0.113.7"), false)).toBe("127.0.0.1");
    expect(clientAddressOf(req("192.0.2.50", "203.0.113.7"), true)).toBe("192.0.2.50");
  });

  it("counts IPv4 by address and IPv6 by its /64", () => {
    expect(clientKeyOf("203.0.113.7")).toBe("203.0.113.7");
    expect(clientKeyOf("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientKeyOf("2001:db8:aa:bb:1:2:3:4")).toBe("2001:db8:aa:bb::/64");
    expect(clientKeyOf("2001:0db8:00aa:00bb::99")).toBe("2001:db8:aa:bb::/64");
    expect(clientKeyOf("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(clientKeyOf("::1")).toBe("0:0:0:0::/64");
  });
});

describe("npm start's settings", () => {
  let project;

  beforeEach(() => {
    project = mkdtempSync(join(tmpdir(), "enquiry-settings-"));
    mkdirSync(join(project, "app", "config"), { recursive: true });
    writeFileSync(join(project, "app", "config", "site-config.json"), JSON.stringify({ email: RECIPIENT }));
  });

  afterEach(() => rmSync(project, { recursive: true, force: true }));

  it("reads SMTP_URL from .env, the environment winning; names the host, never the password", () => {
    writeFileSync(join(project, ".env"), "SMTP_URL=smtp://datei%40berater.example:dateipasswort@smtp.datei.example:587\nTRUST_PROXY=1\n");
    const fromFile = enquirySettingsOfProject(project, {});
    expect(fromFile.options).toEqual({
      smtpUrl: "smtp://datei%40berater.example:dateipasswort@smtp.datei.example:587",
      mailFrom: "datei@berater.example",
      recipient: RECIPIENT,
      trustProxy: true,
    });
    expect(fromFile.line).toContain("eingeschaltet");
    expect(fromFile.line).toContain("smtp.datei.example:587");
    expect(fromFile.line).not.toContain("dateipasswort");

    const fromEnv = enquirySettingsOfProject(project, {
      SMTP_URL: "smtps://kundennummer:envpasswort@smtp.env.example",
      MAIL_FROM: "Website <web@berater.example>",
    });
    expect(fromEnv.options).toMatchObject({ smtpUrl: "smtps://kundennummer:envpasswort@smtp.env.example", mailFrom: "Website <web@berater.example>" });
    expect(fromEnv.line).toContain("smtp.env.example:465");
    expect(fromEnv.line).not.toContain("envpasswort");
  });

  it("sends From the config's address when the SMTP user is no e-mail address", () => {
    expect(enquirySettingsOfProject(project, { SMTP_URL: "smtp://kunde123:pw@mail.example" }).options.mailFrom).toBe(RECIPIENT);
  });

  it("says in German when delivery is not set up, and why", () => {
    const missing = enquirySettingsOfProject(project, {});
    expect(missing.options.smtpUrl).toBeUndefined();
    expect(missing.line).toBe("Anfragen über die Website: nicht eingerichtet (SMTP_URL fehlt – „Anfrage senden“ erscheint dann nicht).");
    const broken = enquirySettingsOfProject(project, { SMTP_URL: "mail.example:587 geheim" });
    expect(broken.options.smtpUrl).toBeUndefined();
    expect(broken.line).toMatch(/^Anfragen über die Website: nicht eingerichtet \(SMTP_URL ist keine Adresse/);
    expect(broken.line).not.toContain("geheim");
  });
});
