/**
 * The editor's field names for each text file of app/content/texte (app/modules/text-files/text-files.ts),
 * one module per part of the site. A file without labels, or a field without one, stops the editor's build.
 */
import type { TextFileName } from "~/modules/text-files/text-files";
import type { FieldSpecs } from "../zod-to-decap";
import { contactBarFields, enquiryFields } from "./enquiry";
import { figuresChartFields, figuresFields } from "./figures";
import { guidePagesFields, searchFields } from "./guide-pages";
import { homeFields } from "./home";
import {
  beihilfeFields,
  calculatorCommonFields,
  calculatorPageFields,
  civilServantExampleFields,
  gkvFields,
  gkvMaximumExampleFields,
  switchCheckFields,
} from "./calculators";
import { pageHeadsFields } from "./page-heads";
import { cookieBannerFields, installFields, toastFields } from "./notices";
import { siteFrameFields } from "./site-frame";
import { trustFields } from "./trust";
import { expatsFields } from "./expats";
import { memberEnquiryFields, memberPageFields, refundToolFields } from "./members";

export const textFileFields: Readonly<Record<TextFileName, FieldSpecs>> = {
  startseite: homeFields,
  seitenrahmen: siteFrameFields,
  "cookie-hinweis": cookieBannerFields,
  "app-installation": installFields,
  meldungen: toastFields,
  anfrage: enquiryFields,
  "anfrage-bestand": memberEnquiryFields,
  kontaktleiste: contactBarFields,
  "rechner-seite": calculatorPageFields,
  "rechner-gemeinsam": calculatorCommonFields,
  "rechner-wechsel": switchCheckFields,
  "rechner-gkv": gkvFields,
  "rechner-beihilfe": beihilfeFields,
  "rechenbeispiel-hoechstbeitrag": gkvMaximumExampleFields,
  "rechenbeispiel-beamte": civilServantExampleFields,
  "rechner-erstattung": refundToolFields,
  bestandskunden: memberPageFields,
  "ratgeber-seiten": guidePagesFields,
  suche: searchFields,
  suchmaschinen: pageHeadsFields,
  vertrauen: trustFields,
  rechengroessen: figuresFields,
  "rechengroessen-grafik": figuresChartFields,
  expats: expatsFields,
};
