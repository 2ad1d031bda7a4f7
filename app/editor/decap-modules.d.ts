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

/** Decap's own template and slug functions, which profession-file-name.test.ts runs on the editor's collection. */
declare module "decap-cms-lib-widgets/dist/esm/stringTemplate.js" {
  import type { Map } from "immutable";
  export function compileStringTemplate(
    template: string,
    date: Date | null,
    identifier: unknown,
    data: Map<string, unknown>,
    processor?: (value: unknown) => string,
  ): string;
  export function addFileTemplateFields(path: string, fields: Map<string, unknown>, folder?: string): Map<string, unknown>;
}
declare module "decap-cms-core/dist/esm/lib/urlHelper.js" {
  export function sanitizeSlug(value: string, options: { encoding?: string; clean_accents?: boolean; sanitize_replacement?: string }): string;
}
