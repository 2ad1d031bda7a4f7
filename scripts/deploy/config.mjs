// The deploy's settings, from the environment or the git-ignored .env file in the project folder
// (the environment wins). Every message is for the site's owner, in German.

export const PROTOCOLS = { sftp: 22, ftps: 21 };

export class DeployConfigError extends Error {}

const WHERE =
  "„npm run deploy -- --einrichten“ fragt die Zugangsdaten ab und schreibt sie in die Datei .env; von Hand: docs/handbuch.md, Abschnitt „4. Online stellen“.";

/**
 * @param {Record<string, string | undefined>} env
 * @returns {{protocol: "sftp" | "ftps", host: string, port: number, user: string, password?: string, keyFile?: string, path: string}}
 */
export function readDeployConfig(env) {
  const problems = [];
  const value = (name) => env[name]?.trim() || undefined;
  const protocol = (value("DEPLOY_PROTOCOL") ?? "sftp").toLowerCase();
  if (!(protocol in PROTOCOLS)) problems.push(`DEPLOY_PROTOCOL: „${protocol}“ kenne ich nicht – erlaubt sind sftp und ftps.`);
  const host = value("DEPLOY_HOST");
  if (!host) problems.push("DEPLOY_HOST fehlt: der Servername Ihres Webspace, z.\u202fB. der SFTP-Server aus dem Kundenbereich Ihres Hosters.");
  const user = value("DEPLOY_USER");
  if (!user) problems.push("DEPLOY_USER fehlt: der Benutzername Ihres SFTP- oder FTP-Zugangs.");
  const password = value("DEPLOY_PASSWORD");
  const keyFile = value("DEPLOY_KEY_FILE");
  if (!password && !keyFile)
    problems.push("DEPLOY_PASSWORD fehlt: das Passwort des Zugangs (bei SFTP mit Schlüssel stattdessen DEPLOY_KEY_FILE, der Pfad zur Schlüsseldatei).");
  if (keyFile && protocol === "ftps") problems.push("DEPLOY_KEY_FILE gilt nur für SFTP; für FTPS geben Sie DEPLOY_PASSWORD an.");
  const path = value("DEPLOY_PATH");
  if (!path) problems.push("DEPLOY_PATH fehlt: der Ordner auf dem Webspace, auf den Ihre Domain zeigt, z.\u202fB. / oder /pkv-website.");
  const portText = value("DEPLOY_PORT");
  const port = portText === undefined ? PROTOCOLS[protocol] : Number(portText);
  if (portText !== undefined && (!Number.isInteger(port) || port < 1 || port > 65535))
    problems.push(`DEPLOY_PORT: „${portText}“ ist keine Portnummer (1 bis 65535).`);
  if (problems.length > 0) throw new DeployConfigError([...problems, WHERE].join("\n"));
  return { protocol, host, port, user, password, keyFile, path };
}
