/**
 * The port of the decap-server the editor's browser tests start (tests/e2e/editor.spec.ts); the
 * test server (playwright.config.ts) passes /admin/api/v1 on to it. E2E_DECAP_PORT, else the
 * site's port + 1.
 */
export function editorBackendPort(sitePort: number): number {
  return Number(process.env.E2E_DECAP_PORT ?? sitePort + 1);
}
