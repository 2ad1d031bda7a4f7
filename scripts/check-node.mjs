// Stops with one line instead of a stack trace when Node is too old for the toolchain.
// Kept free of modern syntax so it runs on any Node that can start it.
const [major, minor] = process.versions.node.split(".").map(Number);
if (major < 22 || (major === 22 && minor < 22)) {
  console.error(
    `Node ${process.versions.node} is too old: this project needs Node >= 22.22. Install Node 24 with: npm install -g --prefix /usr/local node@24 && hash -r`,
  );
  process.exit(1);
}
