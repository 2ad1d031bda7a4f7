import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { gitBackendFromEnv, gitBackendOfProject } from "./git-backend.mjs";

describe("online editing's git backend", () => {
  it("is off unless EDITOR_GIT_BACKEND is set", () => {
    expect(gitBackendFromEnv({})).toBeNull();
    expect(gitBackendFromEnv({ EDITOR_GIT_REPO: "konto/website" })).toBeNull();
  });

  it("gives Decap's backend and the hosts the editor's CSP must allow", () => {
    expect(gitBackendFromEnv({ EDITOR_GIT_BACKEND: "github", EDITOR_GIT_REPO: "konto/website", EDITOR_AUTH_URL: "https://auth.beispiel.de" })).toEqual({
      backend: { name: "github", repo: "konto/website", branch: "main", base_url: "https://auth.beispiel.de" },
      connectSources: ["https://api.github.com", "https://auth.beispiel.de"],
    });
    expect(
      gitBackendFromEnv({ EDITOR_GIT_BACKEND: "gitlab", EDITOR_GIT_REPO: "konto/website", EDITOR_GIT_BRANCH: "live", EDITOR_GITLAB_APP_ID: "abc123" }),
    ).toEqual({
      backend: { name: "gitlab", repo: "konto/website", branch: "live", auth_type: "pkce", app_id: "abc123" },
      connectSources: ["https://gitlab.com"],
    });
  });

  it("names every wrong setting in German before anything is built", () => {
    expect(() => gitBackendFromEnv({ EDITOR_GIT_BACKEND: "bitbucket", EDITOR_GIT_REPO: "website" })).toThrow(
      /Online-Bearbeitung falsch eingestellt:\n {2}– EDITOR_GIT_BACKEND „bitbucket“: möglich sind github und gitlab\n {2}– EDITOR_GIT_REPO fehlt/,
    );
    expect(() => gitBackendFromEnv({ EDITOR_GIT_BACKEND: "github", EDITOR_GIT_REPO: "konto/website" })).toThrow(/EDITOR_AUTH_URL fehlt/);
    expect(() => gitBackendFromEnv({ EDITOR_GIT_BACKEND: "gitlab", EDITOR_GIT_REPO: "konto/website" })).toThrow(/EDITOR_GITLAB_APP_ID fehlt/);
    expect(() => gitBackendFromEnv({ EDITOR_GIT_BACKEND: "gitlab", EDITOR_GIT_REPO: "konto/website", EDITOR_AUTH_URL: "http://auth.beispiel.de/x" })).toThrow(
      /EDITOR_AUTH_URL muss eine Adresse wie/,
    );
  });

  it("reads the settings from the project's .env, the environment winning", () => {
    const project = mkdtempSync(join(tmpdir(), "git-backend-"));
    writeFileSync(join(project, ".env"), "EDITOR_GIT_BACKEND=gitlab\nEDITOR_GIT_REPO=konto/aus-datei\nEDITOR_GITLAB_APP_ID=abc\n");
    expect(gitBackendOfProject(project, {})?.backend.repo).toBe("konto/aus-datei");
    expect(gitBackendOfProject(project, { EDITOR_GIT_REPO: "konto/aus-umgebung" })?.backend.repo).toBe("konto/aus-umgebung");
    expect(gitBackendOfProject(join(project, "ohne-env"), {})).toBeNull();
  });
});
