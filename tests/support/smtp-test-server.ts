/**
 * A real SMTP server in the test's own process, for the enquiry's relays (docs/decisions/0063-enquiry-own-channel.md):
 * smtp-server with one mailbox login, every mail that arrives kept with its envelope and read
 * with mailparser before the server answers 250, so a relay's "sent" means the mail is here.
 * Plain text on 127.0.0.1 by default (no STARTTLS, AUTH allowed without TLS), as the relays
 * allow only for a loopback host.
 */
import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer, type SMTPServerOptions } from "smtp-server";

export interface ReceivedMail {
  /** MAIL FROM */
  from: string;
  /** Every RCPT TO, in order. */
  recipients: string[];
  /** Who logged in for it. */
  user: string | undefined;
  raw: string;
  parsed: ParsedMail;
}

export interface SmtpTestServer {
  host: string;
  port: number;
  mails: ReceivedMail[];
  /** Every AUTH attempt, also refused ones: the password a client sent in plain text would be here. */
  logins: { method: string; user: string | undefined }[];
  /** How many clients connected. */
  connections: () => number;
  /** What went wrong in a connection (a refused TLS handshake, say); a test decides whether that is expected. */
  errors: Error[];
  close(): Promise<void>;
}

/**
 * `port` 0 picks a free one. `options` go to smtp-server as they are (e.g. `disabledCommands: []`
 * to offer STARTTLS with its built-in, untrusted certificate).
 */
export async function startSmtpTestServer({
  user,
  password,
  host = "127.0.0.1",
  port = 0,
  options = {},
}: {
  user: string;
  password: string;
  host?: string;
  port?: number;
  options?: SMTPServerOptions;
}): Promise<SmtpTestServer> {
  const mails: ReceivedMail[] = [];
  const logins: SmtpTestServer["logins"] = [];
  let connections = 0;
  const server = new SMTPServer({
    allowInsecureAuth: true,
    disabledCommands: ["STARTTLS"],
    authMethods: ["PLAIN", "LOGIN"],
    logger: false,
    // A reverse lookup of 127.0.0.1 waits for DNS, which a closed network never answers.
    disableReverseLookup: true,
    onConnect(_session, callback) {
      connections++;
      callback();
    },
    onAuth(auth, _session, callback) {
      logins.push({ method: auth.method, user: auth.username });
      if (auth.username === user && auth.password === password) callback(null, { user });
      else callback(Object.assign(new Error("Invalid username or password"), { responseCode: 535 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        simpleParser(raw).then(
          (parsed) => {
            mails.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
              recipients: session.envelope.rcptTo.map(({ address }) => address),
              user: session.user as string | undefined,
              raw,
              parsed,
            });
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
    ...options,
  });
  const errors: Error[] = [];
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      server.on("error", (error: Error) => errors.push(error));
      resolve();
    });
  });
  return {
    host,
    port: (server.server.address() as AddressInfo).port,
    mails,
    logins,
    connections: () => connections,
    errors,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
