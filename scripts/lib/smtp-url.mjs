// SMTP_URL, the adviser's mailbox as one line of .env, read the same way by both relays of the
// enquiry (docs/decisions/0063-enquiry-own-channel.md): `npm start`'s (scripts/lib/enquiry-endpoint.mjs)
// and the settings the deploy writes for the PHP relay (scripts/deploy/enquiry-relay.mjs). Every
// message is for the site's owner, in German, and never repeats the password.

export class SmtpUrlError extends Error {}

/** smtp:// talks plain first and must switch to TLS (STARTTLS); smtps:// is TLS from the first byte. */
const SCHEMES = {
  "smtp:": { security: "starttls", port: 587, name: "smtp://", wrongPort: 465 },
  "smtps:": { security: "tls", port: 465, name: "smtps://", wrongPort: 587 },
};

const EXAMPLE = "smtp://postfach%40ihre-domain.de:passwort@smtp.ionos.de:587";

/**
 * SMTP_URL as the owner writes it, e.g. `smtp://info%40domain.de:geheim@smtp.ionos.de:587` or
 * `smtps://…@smtp.strato.de:465`. User and password are URL-decoded, so any character works
 * when written as %XX.
 * @param {string} text
 * @returns {{host: string, port: number, security: "starttls" | "tls", user: string, password: string}}
 */
export function parseSmtpUrl(text) {
  let url;
  try {
    url = new URL(text);
  } catch {
    throw new SmtpUrlError(
      `SMTP_URL ist keine gültige Adresse (der Wert wird hier nicht gezeigt, er enthält Ihr Passwort). Erwartet wird z.\u202fB. ${EXAMPLE}. Enthält das Passwort / ? oder #, schreiben Sie diese als %2F, %3F und %23.`,
    );
  }
  const scheme = SCHEMES[url.protocol];
  if (!scheme) {
    throw new SmtpUrlError(`SMTP_URL muss mit smtp:// (Port 587, STARTTLS) oder smtps:// (Port 465, SSL/TLS) beginnen, z.\u202fB. ${EXAMPLE}.`);
  }
  const problems = [];
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  if (!host) problems.push("SMTP_URL: der Servername fehlt, z.\u202fB. smtp.ionos.de.");
  const port = url.port === "" ? scheme.port : Number(url.port);
  if (port === scheme.wrongPort) {
    const other = Object.values(SCHEMES).find((candidate) => candidate.port === port);
    problems.push(`SMTP_URL: Port ${port} gehört zu ${other.name}, nicht zu ${scheme.name}. Schreiben Sie ${other.name}…:${port}.`);
  }
  if ((url.pathname !== "" && url.pathname !== "/") || url.search !== "" || url.hash !== "") {
    problems.push("SMTP_URL: nach dem Port darf nichts mehr folgen. Enthält das Passwort / ? oder #, schreiben Sie diese als %2F, %3F und %23.");
  }
  const decoded = (part, name) => {
    try {
      return decodeURIComponent(part);
    } catch {
      problems.push(`SMTP_URL: ${name} enthält ein %, auf das keine zwei Hex-Ziffern folgen. Ein % selbst schreiben Sie als %25.`);
      return "";
    }
  };
  const user = decoded(url.username, "der Benutzername");
  const password = decoded(url.password, "das Passwort");
  if (url.username === "") problems.push("SMTP_URL: der Benutzername fehlt – die vollständige E-Mail-Adresse des Postfachs, das @ als %40.");
  if (url.password === "") problems.push("SMTP_URL: das Passwort fehlt (nach dem Benutzernamen, durch : getrennt).");
  if (problems.length > 0) throw new SmtpUrlError(problems.join("\n"));
  return { host, port, security: scheme.security, user, password };
}
