/**
 * Facts about the intermediary that the Impressum and the Erstinformation both state: status
 * under § 34d GewO, the register office, the dispute-resolution bodies and the professional
 * liability insurance. Written once here so the two documents cannot drift apart.
 */
import { INTERMEDIARY_STATUSES, SITE_CONFIG_FILE, type IntermediaryStatus, type SiteConfig } from "~/config/site-config-schema";
import { keepCitationTogether } from "~/modules/german-typesetting";
import { telHref } from "~/modules/tel-link";
import { adviserRole } from "../adviser-role";
import { facts, lines, paragraph, websiteLink, type LegalBlock } from "./legal-types";

/** What the status means for the visitor, after „Als Versicherungsmaklerin“ (§ 59 Abs. 2 and 3 VVG). */
const statusMeanings: Record<IntermediaryStatus, string> = {
  versicherungsmakler: "bin ich an keinen Versicherer gebunden: Ich handle in Ihrem Auftrag und vermittle Verträge verschiedener Versicherer.",
  versicherungsvertreter: "vermittle ich Verträge im Auftrag der Versicherer, für die ich tätig bin.",
};

/**
 * The status the config declares, after checking that the register wording says the same: a
 * Makler (§ 34d Abs. 1 GewO) must never appear as „Versicherungsberater“, a title protected for
 * § 34d Abs. 2 GewO. A contradiction stops the build. The words for the role come from
 * adviser-role.ts, so only the register wording is free text.
 */
export function intermediaryStatus(config: SiteConfig): { noun: string; permission: string; meaning: string } {
  const { status, permission } = config.registration;
  const role = adviserRole(config);
  if (/versicherungsberater/i.test(permission)) {
    throw new Error(
      `Fehler in ${SITE_CONFIG_FILE}: registration.permission nennt „Versicherungsberater“, registration.status ist aber „${status}“ (§ 34d Abs. 2 GewO schützt diese Bezeichnung)`,
    );
  }
  const otherStatuses = INTERMEDIARY_STATUSES.filter((candidate) => candidate !== status);
  const other = otherStatuses.map((each) => adviserRole({ ...config, registration: { status: each } }).statutoryNoun).find((noun) => permission.includes(noun));
  if (other || !permission.includes(role.statutoryNoun)) {
    throw new Error(
      `Fehler in ${SITE_CONFIG_FILE}: registration.permission ${other ? `nennt „${other}“, muss aber` : "muss"} den Status „${role.statutoryNoun}“ nennen, wie registration.status („${status}“)`,
    );
  }
  // Config text writes "§ 34d Abs. 1 GewO" with plain spaces; the build's citation rule keeps each on one line.
  return { noun: role.statusNoun, permission: keepCitationTogether(permission), meaning: `${role.legalAsStatus} ${statusMeanings[status]}` };
}

/** The joint register office of the chambers (§ 11a Abs. 1 GewO), run by the DIHK. */
export const registerOffice = {
  name: "Deutsche Industrie- und Handelskammer (DIHK)",
  street: "Breite Straße 29",
  city: "10178\u00a0Berlin",
  website: "https://www.vermittlerregister.info",
  phone: { display: "0180\u00a0600\u00a0585\u00a00", href: telHref("491806005850") },
  /** The DIHK's own wording of the service number's price. */
  phoneCharges: "(20\u00a0ct/Anruf aus dem dt. Festnetz, höchstens 60\u00a0ct/Anruf aus Mobilfunknetzen)",
} as const;

/** Recognised dispute-resolution bodies for insurance intermediaries (§ 214 VVG). */
export const disputeBodies = [
  {
    name: "Versicherungsombudsmann e.V.",
    postbox: "Postfach 08\u00a006\u00a032",
    city: "10006\u00a0Berlin",
    website: "https://www.versicherungsombudsmann.de",
  },
  {
    name: "Ombudsmann Private Kranken- und Pflegeversicherung",
    postbox: "Postfach 06\u00a002\u00a022",
    city: "10052\u00a0Berlin",
    website: "https://www.pkv-ombudsmann.de",
  },
] as const;

export function disputeBodyBlocks(): LegalBlock[] {
  return disputeBodies.map((body) => lines(body.name, body.postbox, body.city, [websiteLink(body.website)]));
}

/** How to check the register entry, with the register office's address, phone and website. */
export function registerBlocks(config: SiteConfig): LegalBlock[] {
  return [
    facts(["Registernummer", config.registration.registerNumber]),
    paragraph(
      "Das Vermittlerregister (§\u00a011a GewO) führt die Deutsche Industrie- und Handelskammer als gemeinsame Stelle der Industrie- und Handelskammern. Dort können Sie meine Eintragung mit der Registernummer prüfen: im Internet unter ",
      websiteLink(registerOffice.website),
      " oder telefonisch unter ",
      { text: registerOffice.phone.display, href: registerOffice.phone.href },
      ` ${registerOffice.phoneCharges}.`,
    ),
    lines(registerOffice.name, registerOffice.street, registerOffice.city),
  ];
}

/** § 2 Abs. 1 Nr. 11 DL-InfoV: insurer, its address and where the cover applies. */
export function liabilityInsuranceBlocks(config: SiteConfig): LegalBlock[] {
  const { insurer, address, scope } = config.liabilityInsurance;
  return [
    paragraph(
      "Ich habe die gesetzlich vorgeschriebene Berufshaftpflichtversicherung (Vermögensschadenhaftpflicht, §\u00a034d Abs.\u00a05 Satz\u00a01 Nr.\u00a03 GewO) abgeschlossen bei:",
    ),
    facts(["Versicherer", insurer], ["Anschrift", address], ["Räumlicher Geltungsbereich", scope]),
  ];
}
