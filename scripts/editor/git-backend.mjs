// Online editing (off by default, docs/handbuch.md „Online bearbeiten“): the git host the editor
// saves to when it is not running next to decap-server. Read from the environment (or .env) when
// the editor is built; every mistake is named in German before anything is built.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "dotenv";

const HOSTS = {
  github: { api: "https://api.github.com" },
  gitlab: { api: "https://gitlab.com" },
};

export const GIT_BACKENDS = Object.keys(HOSTS);

/** null: local editing only (the default). Otherwise Decap's `backend` and the origins the editor's CSP must let it reach. */
export function gitBackendFromEnv(env = process.env) {
  const name = env.EDITOR_GIT_BACKEND?.trim();
  if (!name) return null;
  const problems = [];
  if (!GIT_BACKENDS.includes(name)) problems.push(`EDITOR_GIT_BACKEND „${name}“: möglich sind ${GIT_BACKENDS.join(" und ")}`);
  const repo = env.EDITOR_GIT_REPO?.trim() ?? "";
  if (!/^[\w.-]+\/[\w.-]+$/.test(repo)) problems.push("EDITOR_GIT_REPO fehlt oder hat nicht die Form „konto/repository“");
  const branch = env.EDITOR_GIT_BRANCH?.trim() || "main";
  const authUrl = env.EDITOR_AUTH_URL?.trim();
  // GitLab logs in by itself with an OAuth application's id (PKCE); GitHub needs an OAuth service.
  const gitlabAppId = name === "gitlab" ? env.EDITOR_GITLAB_APP_ID?.trim() : undefined;
  if (name === "github" && !authUrl) problems.push("EDITOR_AUTH_URL fehlt: GitHub braucht einen OAuth-Dienst für die Anmeldung (docs/handbuch.md)");
  if (name === "gitlab" && !authUrl && !gitlabAppId)
    problems.push("EDITOR_GITLAB_APP_ID fehlt: die Anwendungs-ID Ihrer OAuth-Anwendung bei GitLab (oder EDITOR_AUTH_URL für einen eigenen OAuth-Dienst)");
  if (authUrl && !/^https:\/\/[^/]+$/.test(authUrl)) problems.push("EDITOR_AUTH_URL muss eine Adresse wie https://auth.beispiel.de sein (ohne Pfad)");
  if (problems.length > 0) throw new Error(`Online-Bearbeitung falsch eingestellt:\n${problems.map((problem) => `  – ${problem}`).join("\n")}`);
  const backend = {
    name,
    repo,
    branch,
    ...(authUrl ? { base_url: authUrl } : {}),
    ...(gitlabAppId && !authUrl ? { auth_type: "pkce", app_id: gitlabAppId } : {}),
  };
  return { backend, connectSources: [HOSTS[name].api, ...(authUrl ? [authUrl] : [])] };
}

/** The same, from the project's .env (where the upload credentials live, docs/deploy.md) and the environment, which wins. */
export function gitBackendOfProject(projectDir, env = process.env) {
  const file = join(projectDir, ".env");
  return gitBackendFromEnv({ ...(existsSync(file) ? parse(readFileSync(file)) : {}), ...env });
}
