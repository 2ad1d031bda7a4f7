/** Writes the Erstinformation PDF into the built site, from the same data as the page /erstinformation. */
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { SiteConfig } from "../../app/config/site-config-schema.ts";
import type { ExampleDataNotice } from "../../app/content/legal/example-data-notice.ts";
import type { LegalDocumentContent } from "../../app/content/legal/legal-types.ts";
import { importAppModule } from "./app-modules.ts";
import { renderFirstInformationPdf } from "./first-information-pdf.ts";

export async function writeFirstInformationPdf(siteDir: string): Promise<string> {
  const [{ siteConfig }, { firstInformation }, { firstInformationPdfPath }, { legalExampleNotice }] = await Promise.all([
    importAppModule<{ siteConfig: SiteConfig }>("app/config/site-config.ts"),
    importAppModule<{ firstInformation: LegalDocumentContent }>("app/content/legal/first-information.ts"),
    importAppModule<{ firstInformationPdfPath: string }>("app/config/site-routes.ts"),
    importAppModule<{ legalExampleNotice: ExampleDataNotice | null }>("app/content/legal/example-data-notice.ts"),
  ]);
  const pdf = await renderFirstInformationPdf({
    content: firstInformation,
    author: siteConfig.adviser.name,
    siteUrl: siteConfig.siteUrl,
    notice: legalExampleNotice,
  });
  await writeFile(join(siteDir, firstInformationPdfPath), pdf);
  return `${firstInformationPdfPath.slice(1)} written (${Math.round(pdf.length / 1024)} KiB)`;
}
