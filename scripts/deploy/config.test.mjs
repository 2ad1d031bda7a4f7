import { describe, expect, it } from "vitest";
import { DeployConfigError, readDeployConfig } from "./config.mjs";

const complete = { DEPLOY_HOST: "ssh.example.net", DEPLOY_USER: "u1", DEPLOY_PASSWORD: "geheim", DEPLOY_PATH: "/" };

describe("readDeployConfig", () => {
  it("defaults to SFTP on port 22, FTPS on port 21", () => {
    expect(readDeployConfig(complete)).toMatchObject({ protocol: "sftp", port: 22, host: "ssh.example.net", path: "/" });
    expect(readDeployConfig({ ...complete, DEPLOY_PROTOCOL: "FTPS" })).toMatchObject({ protocol: "ftps", port: 21 });
    expect(readDeployConfig({ ...complete, DEPLOY_PORT: "2222" }).port).toBe(2222);
  });

  it("accepts a key file instead of a password for SFTP only", () => {
    const withKey = { ...complete, DEPLOY_PASSWORD: undefined, DEPLOY_KEY_FILE: "/home/u/.ssh/id_ed25519" };
    expect(readDeployConfig(withKey).keyFile).toBe("/home/u/.ssh/id_ed25519");
    expect(() => readDeployConfig({ ...withKey, DEPLOY_PROTOCOL: "ftps" })).toThrow(/DEPLOY_KEY_FILE gilt nur für SFTP/);
  });

  it("lists every missing or wrong setting in German, one line each, and says where to put them", () => {
    const read = () => readDeployConfig({ DEPLOY_PROTOCOL: "ftp", DEPLOY_PORT: "zwei", DEPLOY_HOST: "  " });
    expect(read).toThrow(DeployConfigError);
    const lines = (() => {
      try {
        read();
        return [];
      } catch (error) {
        return error.message.split("\n");
      }
    })();
    expect(lines.map((line) => line.split(/[ :]/)[0])).toEqual([
      "DEPLOY_PROTOCOL",
      "DEPLOY_HOST",
      "DEPLOY_USER",
      "DEPLOY_PASSWORD",
      "DEPLOY_PATH",
      "DEPLOY_PORT",
      "„npm",
    ]);
    expect(lines.at(-1)).toMatch(/^„npm run deploy -- --einrichten“ fragt die Zugangsdaten ab und schreibt sie in die Datei \.env/);
  });
});
