// `npm start`: build if the build is missing or stale, then serve build/site on PORT (4173).
import { fileURLToPath } from "node:url";
import { join } from "node:path";
import { ensureFreshBuild } from "./lib/fresh-build.mjs";
import { EDITOR_BACKEND_ENV, EDITOR_BUILD_DIR } from "./lib/editor-server.mjs";
import { createEnquiryEndpoint, enquirySettingsOfProject } from "./lib/enquiry-endpoint.mjs";
import { createSiteServer } from "./lib/site-server.mjs";

const projectDir = fileURLToPath(new URL("..", import.meta.url));
const siteDir = join(projectDir, "build", "site");
const port = Number(process.env.PORT ?? 4173);

ensureFreshBuild(projectDir, siteDir);
// Only the browser tests set it: they drive the editor against a decap-server of their own.
const backendUrl = process.env[EDITOR_BACKEND_ENV];
// The enquiry's own channel (docs/decisions/0063): SMTP_URL, MAIL_FROM, TRUST_PROXY from the environment or .env.
const enquirySettings = enquirySettingsOfProject(projectDir);
console.log(enquirySettings.line);
const server = createSiteServer({
  siteDir,
  editor: backendUrl ? { editorDir: join(projectDir, EDITOR_BUILD_DIR), backendUrl } : undefined,
  enquiry: createEnquiryEndpoint(enquirySettings.options),
});
server.on("error", (error) => {
  console.error(error.code === "EADDRINUSE" ? `Port ${port} is in use; start with another, e.g. PORT=4174 npm start` : error.message);
  process.exit(1);
});
server.listen(port, () => console.log(`PKV site served from build/site at http://localhost:${port}`));
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.close(() => process.exit(0)));
