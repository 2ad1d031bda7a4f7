// One small interface over SFTP (ssh2-sftp-client) and FTPS (basic-ftp), with absolute remote paths.
import { readFileSync } from "node:fs";
import { posix } from "node:path";
import { Readable, Writable } from "node:stream";
import { Client as FtpClient } from "basic-ftp";
import SftpClient from "ssh2-sftp-client";

/** @typedef {{root: string, list(dir: string): Promise<{name: string, size: number, isDirectory: boolean}[]>, read(path: string): Promise<Buffer | null>, write(path: string, body: Buffer | string): Promise<void>, mkdir(dir: string): Promise<void>, rename(from: string, to: string): Promise<void>, remove(path: string): Promise<void>, rmdir(dir: string): Promise<boolean>, close(): Promise<void>}} Transport */

/** @returns {Promise<Transport>} */
export async function connect(config) {
  return config.protocol === "ftps" ? connectFtps(config) : connectSftp(config);
}

async function connectSftp({ host, port, user, password, keyFile, path }) {
  const sftp = new SftpClient("deploy");
  await sftp.connect({ host, port, username: user, password, privateKey: keyFile ? readFileSync(keyFile) : undefined, readyTimeout: 20_000 });
  const root = posix.resolve(await sftp.cwd(), path);
  return {
    root,
    async list(dir) {
      return (await sftp.list(dir)).map((entry) => ({ name: entry.name, size: entry.size, isDirectory: entry.type === "d" }));
    },
    async read(file) {
      return (await sftp.exists(file)) === "-" ? /** @type {Buffer} */ (await sftp.get(file)) : null;
    },
    async write(file, body) {
      await sftp.put(Buffer.from(body), file);
    },
    async mkdir(dir) {
      if (!(await sftp.exists(dir))) await sftp.mkdir(dir, true);
    },
    async rename(from, to) {
      await sftp.rename(from, to);
    },
    async remove(file) {
      await sftp.delete(file, true);
    },
    async rmdir(dir) {
      return sftp.rmdir(dir, false).then(
        () => true,
        () => false,
      );
    },
    async close() {
      await sftp.end();
    },
  };
}

async function connectFtps({ host, port, user, password, path }) {
  const ftp = new FtpClient(30_000);
  await ftp.access({ host, port, user, password, secure: true });
  const root = posix.resolve(await ftp.pwd(), path);
  return {
    root,
    async list(dir) {
      return (await ftp.list(dir)).map((entry) => ({ name: entry.name, size: entry.size, isDirectory: entry.isDirectory }));
    },
    async read(file) {
      const chunks = [];
      const sink = new Writable({
        write(chunk, _encoding, done) {
          chunks.push(chunk);
          done();
        },
      });
      return ftp.downloadTo(sink, file).then(
        () => Buffer.concat(chunks),
        () => null,
      );
    },
    async write(file, body) {
      await ftp.uploadFrom(Readable.from(Buffer.from(body)), file);
    },
    async mkdir(dir) {
      await ftp.ensureDir(dir);
      await ftp.cd("/");
    },
    async rename(from, to) {
      await ftp.rename(from, to);
    },
    async remove(file) {
      await ftp.remove(file, true);
    },
    async rmdir(dir) {
      return ftp.send(`RMD ${dir}`).then(
        () => true,
        () => false,
      );
    },
    async close() {
      ftp.close();
    },
  };
}
