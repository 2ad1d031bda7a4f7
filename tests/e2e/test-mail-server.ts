/**
 * A real SMTP server for the enquiry's own channel (docs/decisions/0063), in the test's process:
 * it takes what a relay delivers, exactly as a mailbox provider's server would, and keeps the
 * envelope and the parsed message for the test to read. Plain SMTP with AUTH on loopback, as
 * both relays allow for a loopback host.
 */
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface DeliveredMail {
  mailFrom: string;
  rcptTo: string[];
  mail: ParsedMail;
}

export const TEST_SMTP_USER = "anfragen@berater.example";
export const TEST_SMTP_PASSWORD = "g€heim:/@#";

export class TestMailServer {
  readonly delivered: DeliveredMail[] = [];
  private server: SMTPServer | null = null;

  constructor(readonly port: number) {}

  /** smtp://user:password@127.0.0.1:port, user and password percent-encoded. */
  get url(): string {
    return `smtp://${encodeURIComponent(TEST_SMTP_USER)}:${encodeURIComponent(TEST_SMTP_PASSWORD)}@127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const delivered = this.delivered;
    this.server = new SMTPServer({
      allowInsecureAuth: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onAuth(auth, _session, callback) {
        if (auth.username === TEST_SMTP_USER && auth.password === TEST_SMTP_PASSWORD) callback(null, { user: auth.username });
        else callback(new Error("Anmeldung abgelehnt"));
      },
      onData(stream, session, callback) {
        simpleParser(stream)
          .then((mail) => {
            const { envelope } = session;
            delivered.push({ mailFrom: envelope.mailFrom ? envelope.mailFrom.address : "", rcptTo: envelope.rcptTo.map((to) => to.address), mail });
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve, reject) => {
      this.server!.once("error", reject);
      this.server!.listen(this.port, "127.0.0.1", () => resolve());
    });
  }

  /** Stops taking mail: a relay then cannot connect, as when the provider's server is down. */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
