/**
 * Every word the site uses for the adviser's role, from two config fields: the status under
 * § 34d GewO (`registration.status`) and the grammatical form (`adviser.form`). No other file
 * writes „Versicherungsmakler“, „Makler“ or „Berater“ for the adviser (docs/decisions/0040).
 *
 * The neutral form: German has no neutral personal noun for Makler or Vertreter, so it uses the
 * gender colon („Versicherungsmakler:in“), which screen readers read as a short pause; where a
 * noun with an article is needed it takes a neutral noun instead („Ihre Ansprechperson“). The
 * legal texts name the statutory category of § 34d Abs. 1 GewO for it, the law's own term.
 */
import type { AdviserForm, IntermediaryStatus, SiteConfig } from "~/config/site-config-schema";

type ByForm = Readonly<Record<AdviserForm, string>>;

const STATUS_NOUNS: Record<IntermediaryStatus, ByForm> = {
  versicherungsmakler: { weiblich: "Versicherungsmaklerin", männlich: "Versicherungsmakler", neutral: "Versicherungsmakler:in" },
  versicherungsvertreter: { weiblich: "Versicherungsvertreterin", männlich: "Versicherungsvertreter", neutral: "Versicherungsvertreter:in" },
};

const SHORT_NOUNS: Record<IntermediaryStatus, ByForm> = {
  versicherungsmakler: { weiblich: "Maklerin", männlich: "Makler", neutral: "Makler:in" },
  versicherungsvertreter: { weiblich: "Vertreterin", männlich: "Vertreter", neutral: "Vertreter:in" },
};

const OTHER_STATUS: Record<IntermediaryStatus, IntermediaryStatus> = {
  versicherungsmakler: "versicherungsvertreter",
  versicherungsvertreter: "versicherungsmakler",
};

const ADVISER_NOUNS: ByForm = { weiblich: "Beraterin", männlich: "Berater", neutral: "Ansprechperson" };
const YOUR_ADVISER: ByForm = { weiblich: "Ihre Beraterin", männlich: "Ihr Berater", neutral: "Ihre Ansprechperson" };
const YOUR_CONTACT: ByForm = { weiblich: "Ihre Ansprechpartnerin", männlich: "Ihr Ansprechpartner", neutral: "Ihre Ansprechperson" };

export interface AdviserRole {
  /** „Versicherungsmaklerin“ / „Versicherungsmakler“ / „Versicherungsmakler:in“, without article (after „als“, in a badge). */
  statusNoun: string;
  /** „Maklerin“ / „Makler“ / „Makler:in“. */
  shortNoun: string;
  /** The short noun of the other status in the same form, for the contrast „Makler statt Vertreter“. */
  otherShortNoun: string;
  /** The statutory category as § 34d Abs. 1 GewO and the register name it: „Versicherungsmakler“. */
  statutoryNoun: string;
  /** „Beraterin“ / „Berater“ / „Ansprechperson“, without article. */
  adviserNoun: string;
  /** „Ihre Beraterin“ / „Ihr Berater“ / „Ihre Ansprechperson“. */
  yourAdviser: string;
  /** „Ihre Ansprechpartnerin“ / „Ihr Ansprechpartner“ / „Ihre Ansprechperson“. */
  yourContact: string;
  /** The line under the name (footer, byline, structured data): „Versicherungsmaklerin für private Krankenversicherung“. */
  role: string;
  /** Berufsbezeichnung in the Impressum (§ 2 Abs. 1 Nr. 11 DL-InfoV); neutral: the statutory category with its paragraph. */
  professionalTitle: string;
  /** Opens a legal text's sentence on what the status means: „Als Versicherungsmaklerin“; neutral: „Mit dem Status Versicherungsmakler (§ 34d Abs. 1 GewO)“. */
  legalAsStatus: string;
}

export function adviserRole(config: { adviser: Pick<SiteConfig["adviser"], "form">; registration: Pick<SiteConfig["registration"], "status"> }): AdviserRole {
  const { form } = config.adviser;
  const { status } = config.registration;
  const statusNoun = STATUS_NOUNS[status][form];
  const statutoryNoun = STATUS_NOUNS[status].männlich;
  const statutoryCategory = `${statutoryNoun} (§\u00a034d Abs.\u00a01 GewO)`;
  return {
    statusNoun,
    shortNoun: SHORT_NOUNS[status][form],
    otherShortNoun: SHORT_NOUNS[OTHER_STATUS[status]][form],
    statutoryNoun,
    adviserNoun: ADVISER_NOUNS[form],
    yourAdviser: YOUR_ADVISER[form],
    yourContact: YOUR_CONTACT[form],
    role: `${statusNoun} für private Krankenversicherung`,
    professionalTitle: form === "neutral" ? statutoryCategory : statusNoun,
    legalAsStatus: form === "neutral" ? `Mit dem Status ${statutoryCategory}` : `Als ${statusNoun}`,
  };
}
