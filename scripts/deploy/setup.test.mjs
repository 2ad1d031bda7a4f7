// `npm run deploy -- --einrichten` as the owner answers it: the questions in German, the answers
// written into .env so that dotenv reads back exactly what was typed (passwords with # @ : / %
// and spaces too), SMTP_URL percent-encoded, no password in anything printed, other .env lines
// kept, and the written .env good for a real deploy to an SFTP server started here.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PassThrough } from "node:stream";
import dotenv from "dotenv";
import { afterEach, describe, expect, it } from "vitest";
import { main, SETUP_OPTION } from "./cli.mjs";
import { parseSmtpUrl } from "./enquiry-relay.mjs";
import { envLine, smtpUrlOf } from "./setup.mjs";
import { startSftpServer } from "./sftp-test-server.mjs";

const dirs = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function tempDir(name) {
  const dir = mkdtempSync(join(tmpdir(), name));
  dirs.push(dir);
  return dir;
}

/** Runs the setup with `answers` typed one per line; returns the exit code and everything shown. */
async function setup(projectDir, answers) {
  const input = new PassThrough();
  const output = new PassThrough();
  let shown = "";
  output.on("data", (chunk) => (shown += chunk));
  input.end(answers.map((answer) => `${answer}\n`).join(""));
  const code = await main({ argv: [SETUP_OPTION], env: {}, projectDir, log: () => {}, error: (line) => (shown += line), input, output });
  return { code, shown };
}

const envOf = (projectDir) => dotenv.parse(readFileSync(join(projectDir, ".env"), "utf8"));

const PASSWORD = "So#mmer 2026:/@%ä";
const MAIL_PASSWORD = "Post#fach@Sommer%25/?";

describe("npm run deploy -- --einrichten", { timeout: 30_000 }, () => {
  it("asks in German and writes the webspace access and the mailbox into .env, never showing a password", async () => {
    const projectDir = tempDir("setup-");
    const { code, shown } = await setup(projectDir, [
      "", // sftp
      "access-5012345678.webspace-host.com",
      "", // port 22
      "u12345678",
      PASSWORD,
      "/pkv-website",
      "j",
      "smtp.ionos.de",
      "", // 587
      "info@ihre-domain.de",
      MAIL_PASSWORD,
    ]);
    expect(code).toBe(0);
    expect(envOf(projectDir)).toEqual({
      DEPLOY_PROTOCOL: "sftp",
      DEPLOY_HOST: "access-5012345678.webspace-host.com",
      DEPLOY_PORT: "22",
      DEPLOY_USER: "u12345678",
      DEPLOY_PASSWORD: PASSWORD,
      DEPLOY_PATH: "/pkv-website",
      SMTP_URL: smtpUrlOf({ host: "smtp.ionos.de", port: 587, user: "info@ihre-domain.de", password: MAIL_PASSWORD }),
    });
    expect(parseSmtpUrl(envOf(projectDir).SMTP_URL)).toMatchObject({
      host: "smtp.ionos.de",
      port: 587,
      security: "starttls",
      user: "info@ihre-domain.de",
      password: MAIL_PASSWORD,
    });
    expect(shown).toMatch(/^Zugang zum Webspace einrichten\./);
    expect(shown).toContain("Passwort (wird nicht angezeigt): ");
    expect(shown).toContain("Gespeichert in .env (neu angelegt)");
    expect(shown).toContain("npm run deploy -- --dry-run");
    for (const secret of [PASSWORD, MAIL_PASSWORD, encodeURIComponent(MAIL_PASSWORD), "Sommer"]) expect(shown).not.toContain(secret);
  });

  it("writes smtps:// for port 465, leaves mail out when not wanted, and keeps the other lines of an existing .env", async () => {
    const projectDir = tempDir("setup-");
    writeFileSync(join(projectDir, ".env"), "# meine Notiz\nMAIL_FROM=website@ihre-domain.de\nDEPLOY_HOST=alt.example\nSMTP_URL=smtp://alt\n");
    expect((await setup(projectDir, ["ftps", "ftp.strato.de", "", "web", "geheim", "", "n"])).code).toBe(0);
    const written = readFileSync(join(projectDir, ".env"), "utf8");
    expect(written).toMatch(/^# meine Notiz\nMAIL_FROM=website@ihre-domain\.de\n/);
    expect(envOf(projectDir)).toEqual({
      MAIL_FROM: "website@ihre-domain.de",
      DEPLOY_PROTOCOL: "ftps",
      DEPLOY_HOST: "ftp.strato.de",
      DEPLOY_PORT: "21",
      DEPLOY_USER: "web",
      DEPLOY_PASSWORD: "geheim",
      DEPLOY_PATH: "/",
    });
    expect(smtpUrlOf({ host: "smtp.strato.de", port: 465, user: "a@b.de", password: "x" })).toBe("smtps://a%40b.de:x@smtp.strato.de:465");
  });

  it("asks again for a wrong answer and changes nothing when the input ends early", async () => {
    const projectDir = tempDir("setup-");
    const { code, shown } = await setup(projectDir, ["scp", "sftp", "https://ionos.de/", "server.example"]);
    expect(code).toBe(1);
    expect(shown).toContain("Bitte „sftp“ oder „ftps“ eingeben.");
    expect(shown).toContain("ohne https:// und ohne /");
    expect(shown).toMatch(/Abgebrochen – \.env ist unverändert\./);
    expect(existsSync(join(projectDir, ".env"))).toBe(false);
  });

  it("writes each value so that .env reads it back unchanged", () => {
    for (const value of ["plain", "a#b", "two words ", "it's", 'say "x"', "$HOME", "back\\slash", "zwei\nZeilen"]) {
      expect(dotenv.parse(envLine("K", value) ?? "").K, value).toBe(value);
    }
    // All three quotes and a # or space: no way of writing it that dotenv reads back.
    expect(envLine("K", "a`b'c\"d #e")).toBeNull();
  });

  it("writes a .env that npm run deploy then uploads with", async () => {
    const projectDir = tempDir("setup-");
    const remote = tempDir("setup-remote-");
    mkdirSync(join(remote, "htdocs"));
    mkdirSync(join(projectDir, "build", "site"), { recursive: true });
    writeFileSync(join(projectDir, "build", "site", "index.html"), "<h1>Start</h1>");
    writeFileSync(join(projectDir, "build", "site", "404.html"), "<h1>Nicht gefunden</h1>");
    const server = await startSftpServer({ root: remote, user: "deploy", password: PASSWORD });
    try {
      expect((await setup(projectDir, ["sftp", "127.0.0.1", String(server.port), "deploy", PASSWORD, "/htdocs", "n"])).code).toBe(0);
      const lines = [];
      const code = await main({ argv: ["--skip-build"], env: {}, projectDir, log: (line) => lines.push(line), error: (line) => lines.push(line) });
      expect(code, lines.join("\n")).toBe(0);
      expect(readFileSync(join(remote, "htdocs", "index.html"), "utf8")).toBe("<h1>Start</h1>");
    } finally {
      await server.close();
    }
  });
});
