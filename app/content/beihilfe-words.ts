/**
 * „Beihilfe-Rechner für Beamte“: the Beihilfe calculator's copy made from one language's
 * owner file (texte/rechner-beihilfe.yaml or its English twin, finished by the build); no file is
 * imported here (beihilfe-copy.ts makes the German one, calculators-en.ts the English, decision 0073). This module adds the values each text is
 * filled with (the year, the Dienstherr, the rates computed); the rates, regulations and check
 * dates are the Dienstherren table's (content/beihilfe/), never the file's. The children field
 * says what the GKV calculator's says when it cannot read a number (one text, in rechner-gkv.yaml).
 */
import type { BeihilfeOptionalField, BeihilfePerson, BeihilfeStatus } from "~/modules/calculators/beihilfe";
import type { SecondarySource, SecondarySourceKind } from "~/modules/calculators/beihilfe-rule-types";
import type { HandoverCopy } from "~/modules/enquiry-handover";
import type { BeihilfeText } from "~/modules/text-files/calculator-schemas";
import { filled } from "./calculator-texts";
import type { GkvCopy } from "./gkv-words";

/**
 * The Beihilfe calculator's copy from one language's file (texte/rechner-beihilfe.yaml or its
 * English twin); the children field's messages are the same language's GKV calculator's
 * (decision 0073).
 */
export function makeBeihilfeCopy(t: BeihilfeText, gkv: Pick<GkvCopy, "fields">) {
  const { fields, result: r, pauschale: p, basis, handover: _handover, ...head } = t;

  /** A secondary source as the page names it: its name, then who publishes it; the parentheses are punctuation, not wording. */
  function sourceName(source: SecondarySource): string {
    return `${source.name} (${r.sourceKinds[source.kind]})`;
  }

  return {
    ...head,
    fields: {
      ...fields,
      dienstherr: {
        ...fields.dienstherr,
        /** Option text of a Land whose rules are not verified yet. */
        onRequest: (name: string) => filled(fields.dienstherr.onRequest, { dienstherr: name }),
      },
      status: { legend: fields.status.legend, options: fields.status.options satisfies Record<BeihilfeStatus, string> },
      children: { ...fields.children, errors: gkv.fields.children.errors },
      optional: fields.optional satisfies Record<BeihilfeOptionalField, { label: string; hint: string }>,
    },
    result: {
      ...r,
      heading: ({ year, dienstherr }: { year: number; dienstherr: string }) => filled(r.heading, { jahr: year, dienstherr }),
      verdict: ({ satz, pkv }: { satz: string; pkv: string }) => filled(r.verdict, { satz, pkv }),
      persons: r.persons satisfies Record<BeihilfePerson, string>,
      pkvShort: ({ pkv }: { pkv: string }) => filled(r.pkvShort, { pkv }),
      /** Under a person's figure, where the Dienstherr states a different rate for hospital treatment; the provision follows. */
      stationaer: ({ satz, pkv }: { satz: string; pkv: string }) => filled(r.stationaer, { satz, pkv }),
      checkedOn: ({ date }: { date: string }) => filled(r.checkedOn, { datum: date }),
      caseLine: ({ person, label, satz }: { person: string; label: string; satz: string }) => filled(r.caseLine, { person, fall: label, satz }),
      adjustmentLine: ({ label, points }: { label: string; points: string }) => filled(r.adjustmentLine, { fall: label, punkte: points }),
      stationaerRule: ({ label }: { label: string }) => filled(r.stationaerRule, { fall: label }),
      sourceKinds: r.sourceKinds satisfies Record<SecondarySourceKind, string>,
      /** Both sources by name, each followed by who publishes it: „Voigt Versicherung … (Versicherungsvermittler)“ (docs/decisions/0066). */
      verifiedSecondary: ({ first, second }: { first: SecondarySource; second: SecondarySource }) =>
        filled(r.verifiedSecondary, { ersteQuelle: sourceName(first), zweiteQuelle: sourceName(second) }),
      regulation: ({ name, short }: { name: string; short: string }) => filled(r.regulation, { verordnung: name, abkuerzung: short }),
      onRequest: ({ dienstherr, year }: { dienstherr: string; year: number }) => filled(r.onRequest, { dienstherr, jahr: year }),
      beforeWording: ({ validFrom }: { validFrom: number }) => filled(r.beforeWording, { seit: validFrom }),
    },
    /** Below the calculator: what each Dienstherr's rates rest on (content/beihilfe/rate-basis.ts). */
    basis,
    pauschale: {
      ...p,
      offered: ({ dienstherr, since }: { dienstherr: string; since: string }): string => filled(p.offered, { dienstherr, seit: since }),
      /** The Land's own conditions, a phrase or whole sentences; one closing full stop either way. */
      restricted: ({ restrictions }: { restrictions: string }) => filled(p.restricted, { voraussetzungen: restrictions.replace(/[.!?]$/, "") }),
      tableCaption: ({ asOf }: { asOf: string }) => filled(p.tableCaption, { stand: asOf }),
      /** `conditions` stands after „ja, seit …“ where the Land sets conditions of its own (named in full when it is chosen above). */
      cell: { ...p.cell, yes: ({ since }: { since: string }) => filled(p.cell.yes, { seit: since }) },
    },
  } as const;
}

export type BeihilfeCopy = ReturnType<typeof makeBeihilfeCopy>;

/** The line the Beihilfe calculator hands to the enquiry; the commas and semicolon joining its parts are punctuation, not wording. */
export function makeBeihilfeHandoverCopy(
  { handover: h }: Pick<BeihilfeText, "handover">,
  statusOptions: Readonly<Record<BeihilfeStatus, string>>,
): HandoverCopy["beihilfe"] {
  return {
    openRate: h.openRate,
    beruf: ({ status, dienstherr }) => filled(status === "aktiv" ? h.beruf.aktiv : h.beruf.versorgung, { dienstherr }),
    note: ({ year, dienstherr, status, children, partner, rates }) => {
      const family = [children === 1 ? h.oneChild : filled(h.children, { anzahl: children }), ...(partner ? [h.withPartner] : [])].join(", ");
      const angaben = `${dienstherr}, ${statusOptions[status]}, ${family}`;
      if (!rates) return filled(h.noteOpen, { jahr: year, angaben });
      const named = [
        filled(h.rates.selbst, { satz: rates.selbst }),
        ...(rates.partner ? [filled(h.rates.partner, { satz: rates.partner })] : []),
        ...(rates.kind ? [filled(h.rates.kind, { satz: rates.kind })] : []),
      ];
      return filled(h.note, { jahr: year, angaben, saetze: named.join(", "), pkv: rates.pkvSelbst });
    },
  };
}
