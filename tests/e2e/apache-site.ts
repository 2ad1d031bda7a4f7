/**
 * Where apache-deploy.spec.ts serves the copied build on Apache with the enquiry's PHP relay, and
 * the SMTP server the relay delivers to (docs/decisions/0063-enquiry-own-channel.md). A module of
 * its own, because a spec file cannot import another: a browser test against the Apache site
 * takes the origin from here (and `test.use({ baseURL: apacheOrigin })` for the fixtures'
 * own-host check).
 */
import { startSmtpTestServer } from "../support/smtp-test-server";

/** Beside nginx-deploy's E2E_PORT + 1000, so both files can run in one suite. */
export const apachePort = Number(process.env.APACHE_PORT ?? Number(process.env.E2E_PORT ?? 4180) + 2000);
export const apacheOrigin = `http://127.0.0.1:${apachePort}`;
/** The relay's mail server: the test's own smtp-server, one port above Apache. */
export const relaySmtpPort = Number(process.env.APACHE_SMTP_PORT ?? apachePort + 1);

/** The mailbox the relay logs in to: a password with the characters an SMTP_URL must encode. */
export const RELAY_MAILBOX = { user: "anfragen@pkv-experte.example", password: "p@ss:w/o%rt#1 ä" };
export const relaySmtpUrl = `smtp://${encodeURIComponent(RELAY_MAILBOX.user)}:${encodeURIComponent(RELAY_MAILBOX.password)}@127.0.0.1:${relaySmtpPort}`;

/** The server the relay on Apache sends to; `close()` it to see the relay fail, start it again after. */
export function startRelaySmtpServer() {
  return startSmtpTestServer({ ...RELAY_MAILBOX, port: relaySmtpPort });
}
