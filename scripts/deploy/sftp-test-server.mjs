// An SFTP server for the deploy test, in-process on 127.0.0.1: ssh2's server API with a fresh
// host key, one user, a local folder as its root and the requests a deploy client sends.
import {
  closeSync,
  fstatSync,
  lstatSync,
  mkdirSync,
  openSync,
  readFileSync,
  readSync,
  readdirSync,
  renameSync,
  rmdirSync,
  statSync,
  unlinkSync,
  writeSync,
} from "node:fs";
import { join, posix } from "node:path";
import ssh2 from "ssh2";

const { Server, utils } = ssh2;
const { STATUS_CODE, flagsToString } = utils.sftp;

function attrsOf(stats) {
  return {
    mode: stats.mode,
    uid: stats.uid,
    gid: stats.gid,
    size: stats.size,
    atime: Math.floor(stats.atimeMs / 1000),
    mtime: Math.floor(stats.mtimeMs / 1000),
  };
}

function longname(name, stats) {
  return `${stats.isDirectory() ? "d" : "-"}rw-r--r-- 1 deploy deploy ${stats.size} Jan 1 00:00 ${name}`;
}

/**
 * @param {{root: string, user: string, password: string}} options
 * @returns {Promise<{port: number, renamed: {path: string, body: string}[], close(): Promise<void>}>} `renamed`: every rename target as the client saw it, with the content it got
 */
export async function startSftpServer({ root, user, password }) {
  const renamed = [];
  const hostKey = utils.generateKeyPairSync("ed25519").private;
  const local = (path) => join(root, posix.normalize(posix.join("/", path)));
  const server = new Server({ hostKeys: [hostKey] }, (client) => {
    client.on("authentication", (ctx) =>
      ctx.method === "password" && ctx.username === user && ctx.password === password ? ctx.accept() : ctx.reject(["password"]),
    );
    client.on("error", () => {});
    client.on("ready", () => {
      client.on("session", (acceptSession) => {
        acceptSession().on("sftp", (acceptSftp) => {
          const sftp = acceptSftp();
          const handles = new Map();
          let next = 0;
          const newHandle = (value) => {
            const handle = Buffer.alloc(4);
            handle.writeUInt32BE(next++);
            handles.set(handle.toString("hex"), value);
            return handle;
          };
          const attempt = (reqid, action) => {
            try {
              action();
            } catch (error) {
              sftp.status(reqid, error.code === "ENOENT" ? STATUS_CODE.NO_SUCH_FILE : STATUS_CODE.FAILURE, error.message);
            }
          };
          const ok = (reqid) => sftp.status(reqid, STATUS_CODE.OK);
          sftp.on("REALPATH", (reqid, path) => sftp.name(reqid, [{ filename: posix.normalize(posix.join("/", path)), longname: "", attrs: {} }]));
          for (const [event, stat] of [
            ["STAT", statSync],
            ["LSTAT", lstatSync],
          ]) {
            sftp.on(event, (reqid, path) => attempt(reqid, () => sftp.attrs(reqid, attrsOf(stat(local(path))))));
          }
          sftp.on("OPEN", (reqid, path, flags) => attempt(reqid, () => sftp.handle(reqid, newHandle({ fd: openSync(local(path), flagsToString(flags)) }))));
          sftp.on("WRITE", (reqid, handle, offset, data) =>
            attempt(reqid, () => {
              writeSync(handles.get(handle.toString("hex")).fd, data, 0, data.length, offset);
              ok(reqid);
            }),
          );
          sftp.on("READ", (reqid, handle, offset, length) =>
            attempt(reqid, () => {
              const buffer = Buffer.alloc(length);
              const read = readSync(handles.get(handle.toString("hex")).fd, buffer, 0, length, offset);
              if (read === 0) sftp.status(reqid, STATUS_CODE.EOF);
              else sftp.data(reqid, buffer.subarray(0, read));
            }),
          );
          sftp.on("FSTAT", (reqid, handle) => attempt(reqid, () => sftp.attrs(reqid, attrsOf(fstatSync(handles.get(handle.toString("hex")).fd)))));
          sftp.on("SETSTAT", (reqid) => ok(reqid));
          sftp.on("FSETSTAT", (reqid) => ok(reqid));
          sftp.on("OPENDIR", (reqid, path) =>
            attempt(reqid, () => {
              const dir = local(path);
              const names = readdirSync(dir).map((name) => ({ name, stats: lstatSync(join(dir, name)) }));
              sftp.handle(reqid, newHandle({ names }));
            }),
          );
          sftp.on("READDIR", (reqid, handle) => {
            const state = handles.get(handle.toString("hex"));
            if (!state?.names || state.names.length === 0) return sftp.status(reqid, STATUS_CODE.EOF);
            const names = state.names.splice(0);
            sftp.name(
              reqid,
              names.map(({ name, stats }) => ({ filename: name, longname: longname(name, stats), attrs: attrsOf(stats) })),
            );
          });
          sftp.on("CLOSE", (reqid, handle) =>
            attempt(reqid, () => {
              const key = handle.toString("hex");
              const state = handles.get(key);
              handles.delete(key);
              if (state?.fd !== undefined) closeSync(state.fd);
              ok(reqid);
            }),
          );
          sftp.on("MKDIR", (reqid, path) => attempt(reqid, () => (mkdirSync(local(path)), ok(reqid))));
          sftp.on("RMDIR", (reqid, path) => attempt(reqid, () => (rmdirSync(local(path)), ok(reqid))));
          sftp.on("REMOVE", (reqid, path) => attempt(reqid, () => (unlinkSync(local(path)), ok(reqid))));
          // As OpenSSH's sftp-server: no rename onto an existing file (SFTP version 3).
          sftp.on("RENAME", (reqid, from, to) =>
            attempt(reqid, () => {
              let exists = true;
              try {
                lstatSync(local(to));
              } catch {
                exists = false;
              }
              if (exists) return sftp.status(reqid, STATUS_CODE.FAILURE, "target exists");
              renameSync(local(from), local(to));
              renamed.push({ path: posix.normalize(posix.join("/", to)), body: readFileSync(local(to), "utf8") });
              ok(reqid);
            }),
          );
        });
      });
    });
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: server.address().port,
    renamed,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
