// Decap CMS's widget, backend and locale packages ship without type declarations; main.tsx only
// hands them to the CMS registry, whose own types (decap-cms-core) check the calls.
declare module "decap-cms-backend-proxy";
declare module "decap-cms-backend-github";
declare module "decap-cms-backend-gitlab";
declare module "decap-cms-backend-gitea";
declare module "decap-cms-widget-*";
declare module "decap-cms-locales";

/** The articles and terms on disk when the editor was built (scripts/editor/build-editor.mjs). */
declare module "virtual:content-index" {
  const index: import("./editor-config").ContentIndex;
  export default index;
}

/** Online editing's git backend, set when the editor is built (scripts/editor/git-backend.mjs); null: local only. */
declare const __EDITOR_GIT_BACKEND__: import("./editor-config").GitBackend | null;
