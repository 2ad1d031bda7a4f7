/**
 * The intermediary’s facts in English, for the courtesy translations of the Impressum and the
 * Erstinformation (docs/decisions/0073): the same config and the same checks as intermediary.ts
 * (the status is validated there), the register office and the dispute bodies from the same
 * table. German terms an English reader must recognise stay, in brackets.
 */
import type { IntermediaryStatus, SiteConfig } from "~/config/site-config-schema";
import { englishRole } from "../english-role";
import { cited } from "./english-legal";
import { intermediaryStatus, registerOffice } from "./intermediary";
import { facts, lines, paragraph, websiteLink, type LegalBlock } from "./legal-types";

/** What the status means for the visitor (§ 59 Abs. 2 and 3 VVG). */
const statusMeanings: Record<IntermediaryStatus, string> = {
  versicherungsmakler: "I am not tied to any insurer: I act on your behalf and arrange contracts with various insurers.",
  versicherungsvertreter: "I arrange contracts on behalf of the insurers I work for.",
};

/**
 * The status as the register words it (German, as it appears in the Vermittlerregister), its
 * English name and what it means. intermediaryStatus() refuses a register wording that
 * contradicts the config, for both languages.
 */
export function englishIntermediaryStatus(config: SiteConfig): { permission: string; role: string; meaning: string } {
  const { permission } = intermediaryStatus(config);
  const role = englishRole(config.registration.status);
  return { permission, role, meaning: `As an ${role}, ${statusMeanings[config.registration.status]}` };
}

/** The DIHK’s price of its service number, in English. */
const PHONE_CHARGES = "(20\u00a0ct per call from German landlines, at most 60\u00a0ct per call from mobile networks)";

export function englishRegisterBlocks(config: SiteConfig): LegalBlock[] {
  return [
    facts(["Register number (Registernummer)", config.registration.registerNumber]),
    paragraph(
      ...cited(
        "The register of insurance intermediaries (Vermittlerregister, §\u00a011a GewO) is kept by the Deutsche Industrie- und Handelskammer as the joint office of the chambers of industry and commerce. You can check my entry there with the register number: online at ",
      ),
      websiteLink(registerOffice.website),
      " or by telephone on ",
      { text: registerOffice.phone.display, href: registerOffice.phone.href },
      ` ${PHONE_CHARGES}.`,
    ),
    lines(registerOffice.name, registerOffice.street, registerOffice.city),
  ];
}

/** § 2 Abs. 1 Nr. 11 DL-InfoV: insurer, its address and where the cover applies (the config’s words, German). */
export function englishLiabilityInsuranceBlocks(config: SiteConfig): LegalBlock[] {
  const { insurer, address, scope } = config.liabilityInsurance;
  return [
    paragraph(
      ...cited(
        "I hold the professional indemnity insurance required by law (Berufshaftpflichtversicherung, Vermögensschadenhaftpflicht, §\u00a034d Abs.\u00a05 Satz\u00a01 Nr.\u00a03 GewO) with:",
      ),
    ),
    facts(["Insurer", insurer], ["Address", address], ["Territorial scope (Räumlicher Geltungsbereich)", scope]),
  ];
}
