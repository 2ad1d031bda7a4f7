/**
 * The calculators' texts (app/content/texte/rechner-*.yaml, docs/decisions/0060): the page /pkv-rechner, what
 * the three calculators share, and one file per calculator. A calculator fills some values only
 * when it shows a text — the year chosen, the pay typed, a computed amount; each field names the
 * ones it has („{jahr}“, „{gehalt}“ …), the build leaves them and the calculator fills them
 * (app/content/calculators.ts). A provision a sentence cites is linked where the text says
 * „{vorschrift}“: each such field has a fixed number of them, in the order of its sources, so no
 * legal statement loses its link.
 */
import { z } from "zod";
import { text } from "~/config/schema-fields";
import { SOURCE_PLACEHOLDER, placeholdersIn } from "~/modules/copy-placeholders";

/** Every value a calculator fills when it shows a text, with what it stands for (shown in the editor). */
const FILLED_BY_THE_CALCULATOR = {
  jahr: "das im Rechner gewählte Jahr",
  folgejahr: "das Jahr danach",
  gehalt: "das eingegebene Gehalt oder die Besoldung",
  gewinn: "der eingegebene Gewinn im Monat",
  jahresgehalt: "das Gehalt im Jahr",
  monatsgehalt: "das Gehalt im Monat",
  grenze: "die maßgebliche Grenze",
  grenzeArt: "„JAEG“ oder „besondere JAEG“",
  grenzeMonat: "die Beitragsbemessungsgrenze im Monat",
  grenzeJahr: "die Beitragsbemessungsgrenze im Jahr",
  abstand: "wie weit das Gehalt unter der Grenze liegt",
  folgegrenze: "die Grenze des Folgejahres",
  verordnung: "der Name der Verordnung",
  folgeverordnung: "der Name der Rechengrößen-Verordnung des Folgejahres",
  abkuerzung: "die Abkürzung der Verordnung",
  hoechstbetrag: "der höchste Betrag, den das Feld annimmt",
  hoechstsatz: "der höchste Satz, den das Feld annimmt",
  hoechstzahl: "die höchste Zahl, die das Feld annimmt",
  mindestalter: "das niedrigste Alter, das das Feld annimmt",
  hoechstalter: "das höchste Alter, das das Feld annimmt",
  angaben: "die Namen der fehlenden Angaben",
  vorschlag: "der vorgeschlagene Betrag",
  eingabe: "der eingegebene Betrag",
  datum: "das Datum",
  link: "der Link zur Anfrage (sein Text steht im Feld darunter)",
  satz: "der Satz in Prozent",
  durchschnitt: "der durchschnittliche Zusatzbeitragssatz",
  zusatzbeitrag: "der eingegebene Zusatzbeitrag",
  gesamtsatz: "beide Sätze zusammen",
  anzahl: "die Zahl der Kinder",
  monate: "die Zahl der Monate",
  summe: "die Summe",
  betrag: "der Betrag",
  eigenanteil: "was Sie selbst tragen",
  land: "das Bundesland",
  dienstherr: "der Dienstherr (Bund oder Land)",
  pauschale: "die pauschale Beihilfe im Monat",
  haelfte: "die Hälfte des Krankenversicherungsbeitrags",
  mindestbetrag: "die Mindestbemessungsgrundlage im Monat",
  bezugsgroesse: "die monatliche Bezugsgröße",
  seit: "seit wann",
  stand: "der Stand der Angaben",
  zuschussKv: "der Zuschuss zur Krankenversicherung",
  zuschussPv: "der Zuschuss zur Pflegeversicherung",
  zuschuss: "beide Zuschüsse zusammen im Monat",
  zuschussJahr: "beide Zuschüsse zusammen im Jahr",
  hoechstKv: "der höchste Zuschuss zur Krankenversicherung",
  hoechstPv: "der höchste Zuschuss zur Pflegeversicherung",
  arbeitnehmer: "der Arbeitnehmeranteil",
  arbeitgeber: "der Arbeitgeberanteil",
  wer: "„Beamt:in“ mit dem Land, wenn gewählt, oder „Selbstständig“ mit oder ohne Krankengeld",
  ergebnis: "das Ergebnis („versicherungsfrei“ …)",
  stelle: "die Art der Stelle",
  vergleich: "„>“, „=“ oder „<“",
  ausblick: "der Zusatz zum Folgejahr, wenn es einen gibt",
  person: "für wen der Satz gilt",
  fall: "der Fall, für den der Satz gilt",
  punkte: "die Prozentpunkte",
  pkv: "der Anteil der privaten Krankenversicherung",
  ersteQuelle: "die erste Quelle",
  zweiteQuelle: "die zweite Quelle",
  voraussetzungen: "die Voraussetzungen des Landes",
  saetze: "die Bemessungssätze",
  allgemeinerSatz: "der allgemeine Beitragssatz",
  ermaessigterSatz: "der ermäßigte Beitragssatz (ohne Krankengeld)",
  kvSatz: "der Satz der Krankenversicherung mit Zusatzbeitrag",
  kvBeitrag: "der Beitrag zur Krankenversicherung im Monat",
  pflegeSatz: "der Beitragssatz der Pflegeversicherung",
  pflegeHalbsatz: "der halbe Beitragssatz der Pflegeversicherung",
  zuschlag: "der Zuschlag für Kinderlose",
  pvSatz: "der Satz der Pflegeversicherung mit Zuschlag",
  pvBeitrag: "der Beitrag zur Pflegeversicherung im Monat",
  gesamtbeitrag: "Kranken- und Pflegeversicherung zusammen im Monat",
  jahresbeitrag: "Kranken- und Pflegeversicherung zusammen im Jahr",
  prozent: "die belegte Ersparnis in Prozent",
  gkvSeite: "was auf der Seite der GKV verglichen wurde",
  pkvSeite: "was auf der Seite der PKV verglichen wurde",
  privatbeitrag: "der Höchstbeitrag abzüglich der Ersparnis",
  ersparnis: "die Ersparnis im Monat",
  belege: "womit der Vergleich belegt ist",
} as const;

export type CalculatorPlaceholder = keyof typeof FILLED_BY_THE_CALCULATOR;

const TIMES = ["keinmal", "genau einmal", "genau zweimal", "genau dreimal"];

function sourceRule(sources: number): string {
  if (sources === 0) return `darf „{${SOURCE_PLACEHOLDER}}“ nicht enthalten: Dieser Text verlinkt keine Vorschrift`;
  return `muss „{${SOURCE_PLACEHOLDER}}“ ${TIMES[sources] ?? `genau ${sources}-mal`} enthalten: Dort steht der Link auf die Vorschrift, die der Satz nennt`;
}

function hint(allowed: readonly CalculatorPlaceholder[], sources: number): string | undefined {
  const parts = allowed.map((name) => `{${name}} = ${FILLED_BY_THE_CALCULATOR[name]}`);
  if (sources > 0) parts.push(`{${SOURCE_PLACEHOLDER}} = Link auf die Vorschrift (${sources}-mal, in dieser Reihenfolge)`);
  return parts.length ? `Setzt der Rechner ein: ${parts.join("; ")}.` : undefined;
}

/** What a calculator text field allows, kept on its schema (zod's registry) for the editor's hint and the tests. */
export interface CalculatorTextRules {
  /** The values the calculator fills in this text. */
  placeholders: readonly CalculatorPlaceholder[];
  /** How many provisions it links, in order. */
  sources: number;
  /** Values the text must name (the link of a sentence built around one). */
  required: readonly CalculatorPlaceholder[];
}

/**
 * The text field of one calculator file: `names` are the values the file's calculator fills
 * (its filledOnThePage); a field may use the `allowed` ones, must link `sources` provisions and
 * must name the `required` values.
 */
export function calculatorText<const Name extends CalculatorPlaceholder>(names: readonly Name[]) {
  const filled = new Set<string>(names);
  return (allowed: readonly Name[] = [], sources = 0, required: readonly Name[] = []) => {
    const field = text.superRefine((value, context) => {
      const named = placeholdersIn(value);
      for (const name of named) {
        if (!filled.has(name) || allowed.includes(name as Name)) continue;
        context.addIssue({
          code: "custom",
          message: allowed.length
            ? `„{${name}}“ setzt der Rechner in diesem Text nicht ein; möglich sind hier ${allowed.map((item) => `{${item}}`).join(", ")}`
            : `„{${name}}“ setzt der Rechner in diesem Text nicht ein`,
        });
      }
      for (const name of required) {
        if (!named.includes(name)) context.addIssue({ code: "custom", message: `muss „{${name}}“ enthalten: Dort steht ${FILLED_BY_THE_CALCULATOR[name]}` });
      }
      if (value.split(`{${SOURCE_PLACEHOLDER}}`).length - 1 !== sources) context.addIssue({ code: "custom", message: sourceRule(sources) });
    });
    const rules: CalculatorTextRules = { placeholders: allowed, sources, required };
    const description = hint(allowed, sources);
    return field.meta({ ...rules, ...(description ? { description } : {}) });
  };
}

type SchemaNode = { _zod: { def: { type: string; shape?: Record<string, SchemaNode>; element?: SchemaNode } } };

/** The rules of every text field of a calculator file's schema. */
function textRules(schema: SchemaNode): CalculatorTextRules[] {
  const { def } = schema._zod;
  if (def.type === "object") return Object.values(def.shape!).flatMap(textRules);
  if (def.type === "array") return textRules(def.element!);
  const rules = z.globalRegistry.get(schema as unknown as z.ZodType) as Partial<CalculatorTextRules> | undefined;
  return rules?.placeholders ? [rules as CalculatorTextRules] : [];
}

/** A file's placeholders for TEXT_FILES (`filledOnThePage`): the values its fields may name, and „{vorschrift}“ if one links a provision. */
export function filledByTheCalculator(schema: z.ZodType): readonly string[] {
  const rules = textRules(schema as unknown as SchemaNode);
  const names = new Set<string>(rules.flatMap((rule) => rule.placeholders));
  if (rules.some((rule) => rule.sources > 0)) names.add(SOURCE_PLACEHOLDER);
  return [...names];
}

// ——— Shared by the three calculators ———

const COMMON_PLACEHOLDERS = ["angaben", "jahresgehalt", "monatsgehalt", "vorschlag", "eingabe", "datum", "jahr", "link"] as const;
const common = calculatorText(COMMON_PLACEHOLDERS);

export const calculatorCommonTextSchema = z
  .object({
    yearLabel: common(),
    yearHint: common(),
    newTab: common(),
    handoverButton: common(),
    handoverDone: common(),
    handoverNotStored: common(),
    handoverFailed: common(),
    handoverFailedLink: common(),
    chooseOption: common(),
    fixInput: common(),
    loading: common(),
    missing: z.object({ one: common(["angaben"]), many: common(["angaben"]) }).strict(),
    perMonth: common(),
    perYear: common(),
    pay: z
      .object({
        yearWithMonth: common(["jahresgehalt", "monatsgehalt"]),
        monthWithYear: common(["monatsgehalt", "jahresgehalt"]),
        englishThousands: common(["vorschlag"]),
        monthlyInYearField: common(["eingabe", "vorschlag"]),
        yearlyInMonthField: common(["eingabe", "vorschlag"]),
        apply: common(["vorschlag"]),
      })
      .strict(),
    share: z.object({ button: common(), done: common(), failed: common(), fieldLabel: common() }).strict(),
    noScript: z
      .object({
        columns: z.object({ figure: common(), amount: common() }).strict(),
        enquiry: common(["link"], 0, ["link"]),
        enquiryLink: common(),
      })
      .strict(),
    print: z.object({ computed: common(["datum", "jahr"]), online: common(), sources: common() }).strict(),
  })
  .strict();

// ——— The page /pkv-rechner ———

export const calculatorPageTextSchema = z
  .object({
    seo: z
      .object({
        title: text,
        description: text,
        keywords: z.array(text).min(1, "braucht mindestens ein Suchwort"),
      })
      .strict(),
    hero: z
      .object({
        eyebrow: text,
        title: text,
        intro: z.array(text).min(1, "braucht mindestens einen Absatz"),
      })
      .strict(),
    contents: z.object({ heading: text }).strict(),
    enquiry: z.object({ heading: text, intro: text }).strict(),
  })
  .strict();

// ——— Darf ich in die PKV wechseln? ———

const SWITCH_FACTS = ["jahr", "folgejahr", "gehalt", "grenze", "abstand", "verordnung", "folgeverordnung"] as const;
const SWITCH_NEXT_YEAR_FACTS = [...SWITCH_FACTS, "folgegrenze"] as const;
const SWITCH_HANDOVER = ["ergebnis", "jahr", "stelle", "gehalt", "vergleich", "grenzeArt", "grenze", "ausblick", "folgejahr", "folgegrenze"] as const;
const SWITCH_CHECK_PLACEHOLDERS = [...new Set([...SWITCH_NEXT_YEAR_FACTS, ...SWITCH_HANDOVER, "hoechstbetrag"] as const)];
const switchText = calculatorText(SWITCH_CHECK_PLACEHOLDERS);

const fieldErrors = <Name extends CalculatorPlaceholder>(field: ReturnType<typeof calculatorText<Name>>, limits: { tooSmall?: Name[]; tooLarge?: Name[] }) =>
  z
    .object({
      format: field(),
      negative: field(),
      decimals: field(),
      tooSmall: field(limits.tooSmall),
      tooLarge: field(limits.tooLarge),
    })
    .strict();

export const switchCheckTextSchema = z
  .object({
    title: switchText(),
    pageAction: switchText(),
    intro: switchText(),
    noScript: z.object({ caption: switchText(["jahr"]) }).strict(),
    fields: z
      .object({
        pay: z
          .object({
            label: switchText(),
            placeholder: switchText(),
            hint: switchText([], 1),
            errors: fieldErrors(switchText, { tooLarge: ["hoechstbetrag"] }),
          })
          .strict(),
        employment: z
          .object({
            legend: switchText(),
            options: z.object({ angestellt: switchText(), selbststaendig: switchText(), beamt: switchText() }).strict(),
          })
          .strict(),
        job: z
          .object({
            legend: switchText(),
            options: z.object({ bestehend: switchText(), neu: switchText() }).strict(),
            hint: switchText([], 2),
          })
          .strict(),
        private2002: z.object({ label: switchText(), hint: switchText([], 1) }).strict(),
      })
      .strict(),
    result: z
      .object({
        verdictLead: switchText(),
        verdicts: z.object({ versicherungsfrei: switchText(), versicherungspflichtig: switchText(), offen: switchText() }).strict(),
        verdictDetail: z
          .object({
            newJobAbove: switchText(SWITCH_FACTS),
            aboveBoth: switchText(SWITCH_FACTS),
            aboveNextUnpublished: switchText(SWITCH_FACTS),
            nextYearNotExceeded: switchText(SWITCH_FACTS),
          })
          .strict(),
        terms: z
          .object({
            limit: switchText(SWITCH_FACTS),
            pay: switchText(),
            nextLimit: switchText(SWITCH_FACTS),
            nextLimitUnpublished: switchText(),
            shortfall: switchText(),
            equal: switchText(),
            equalValue: switchText(),
            freeFrom: switchText(),
            jobStart: switchText(),
            limitNone: switchText(),
            limitNoneValue: switchText(),
          })
          .strict(),
        detailsLabel: switchText(),
        newJobNextYear: z
          .object({
            unpublished: switchText(SWITCH_FACTS, 1),
            exceeded: switchText(SWITCH_NEXT_YEAR_FACTS, 1),
            notExceeded: switchText(SWITCH_NEXT_YEAR_FACTS, 1),
          })
          .strict(),
        summary: z.object({ above: switchText(SWITCH_FACTS), equal: switchText(SWITCH_FACTS), below: switchText(SWITCH_FACTS) }).strict(),
        limitTerm: switchText(SWITCH_FACTS),
        limit: z.object({ allgemein: switchText(SWITCH_FACTS, 1), besonders: switchText(SWITCH_FACTS, 1) }).strict(),
        rule: switchText([], 1),
        nextYearHeading: switchText(SWITCH_FACTS),
        nextYear: z
          .object({
            exceeded: switchText(SWITCH_NEXT_YEAR_FACTS, 1),
            notExceeded: switchText(SWITCH_NEXT_YEAR_FACTS, 1),
            unpublished: switchText(SWITCH_FACTS, 1),
          })
          .strict(),
        switchHeading: switchText(),
        switchExisting: switchText(SWITCH_FACTS),
        switchExistingPending: switchText(SWITCH_FACTS),
        switchNew: switchText(SWITCH_FACTS),
        optional: switchText([], 1),
        newEmploymentException: switchText(SWITCH_FACTS, 1),
        whenAbove: switchText([], 1),
        ab55: switchText([], 1),
      })
      .strict(),
    noLimit: z
      .object({
        selbststaendig: z
          .object({
            summary: switchText(["jahr"]),
            notCompulsory: switchText([], 2),
            exceptions: switchText([], 1),
            wayBack: switchText([], 1),
            voluntary: switchText(),
          })
          .strict(),
        beamt: z.object({ summary: switchText(["jahr"]), exempt: switchText([], 1), beihilfe: switchText() }).strict(),
      })
      .strict(),
    handover: z
      .object({
        beruf: z.object({ angestellt: switchText(), selbststaendig: switchText(), beamt: switchText() }).strict(),
        angestellt: switchText(["ergebnis", "jahr", "stelle", "gehalt", "vergleich", "grenzeArt", "grenze", "ausblick"]),
        selbststaendig: switchText(["ergebnis", "jahr"]),
        beamt: switchText(["ergebnis", "jahr"]),
        jobs: z.object({ bestehend: switchText(), neu: switchText() }).strict(),
        limits: z.object({ allgemein: switchText(), besonders: switchText() }).strict(),
        nextYear: z
          .object({
            exceeded: switchText(["grenzeArt", "folgejahr", "folgegrenze"]),
            notExceeded: switchText(["grenzeArt", "folgejahr", "folgegrenze"]),
            unpublished: switchText(["grenzeArt", "folgejahr"]),
          })
          .strict(),
      })
      .strict(),
  })
  .strict();

// ——— Was kostet mich die gesetzliche Krankenversicherung? ———

const BASE_FACTS = ["jahr", "gehalt", "grenzeMonat", "grenzeJahr"] as const;
const YEAR_RATE = ["jahr", "satz"] as const;
const GKV_PLACEHOLDERS = [
  "jahr",
  "gehalt",
  "gewinn",
  "eingabe",
  "vorschlag",
  "kvBeitrag",
  "pvBeitrag",
  "jahresbeitrag",
  "jahresgehalt",
  "grenze",
  "grenzeMonat",
  "grenzeJahr",
  "satz",
  "durchschnitt",
  "zusatzbeitrag",
  "gesamtsatz",
  "anzahl",
  "summe",
  "monate",
  "betrag",
  "eigenanteil",
  "land",
  "pauschale",
  "haelfte",
  "mindestbetrag",
  "bezugsgroesse",
  "seit",
  "dienstherr",
  "stand",
  "zuschussKv",
  "zuschussPv",
  "zuschuss",
  "zuschussJahr",
  "hoechstKv",
  "hoechstPv",
  "arbeitnehmer",
  "arbeitgeber",
  "wer",
  "hoechstbetrag",
  "hoechstsatz",
  "hoechstzahl",
  "mindestalter",
  "hoechstalter",
] as const;
const gkvText = calculatorText(GKV_PLACEHOLDERS);

const numberField = (errors: ReturnType<typeof fieldErrors>) => z.object({ label: gkvText(), placeholder: gkvText(), hint: gkvText(), errors }).strict();

export const gkvTextSchema = z
  .object({
    title: gkvText(),
    pageAction: gkvText(),
    intro: gkvText(),
    noScript: z.object({ caption: gkvText(["jahr"]) }).strict(),
    fields: z
      .object({
        status: z
          .object({
            legend: gkvText(),
            options: z.object({ angestellt: gkvText(), beamte: gkvText(), selbststaendig: gkvText() }).strict(),
          })
          .strict(),
        payBeamte: z.object({ label: gkvText(), hint: gkvText() }).strict(),
        // The self-employed type their profit (docs/decisions/0069); a yearly figure in the field is asked back in their words.
        paySelbststaendig: z
          .object({
            label: gkvText(),
            placeholder: gkvText(),
            hint: gkvText(),
            errors: fieldErrors(gkvText, { tooLarge: ["hoechstbetrag"] }),
            yearlyInMonthField: gkvText(["eingabe", "vorschlag"]),
          })
          .strict(),
        krankengeld: z.object({ label: gkvText(), hint: gkvText([], 2) }).strict(),
        pay: numberField(fieldErrors(gkvText, { tooLarge: ["hoechstbetrag"] })),
        zusatzbeitrag: z
          .object({
            label: gkvText(),
            placeholder: gkvText(),
            hint: gkvText(YEAR_RATE, 1),
            errors: fieldErrors(gkvText, { tooLarge: ["hoechstsatz"] }),
          })
          .strict(),
        age: numberField(fieldErrors(gkvText, { tooSmall: ["mindestalter", "hoechstalter"], tooLarge: ["mindestalter", "hoechstalter"] })),
        children: numberField(fieldErrors(gkvText, { tooLarge: ["hoechstzahl"] })),
        childrenUnder25: z
          .object({
            label: gkvText(),
            placeholder: gkvText(),
            hint: gkvText([], 1),
            errors: fieldErrors(gkvText, { tooLarge: ["hoechstzahl"] }),
            aboveTotal: gkvText(),
          })
          .strict(),
        land: z.object({ label: gkvText(), hint: gkvText() }).strict(),
        dienstherr: z.object({ label: gkvText(), hint: gkvText(), bund: gkvText() }).strict(),
      })
      .strict(),
    result: z
      .object({
        heading: gkvText(["jahr"]),
        base: z.object({ capped: gkvText(BASE_FACTS, 1), uncapped: gkvText(BASE_FACTS, 1) }).strict(),
        table: z.object({ share: gkvText(), month: gkvText(), year: gkvText(), employee: gkvText(), employer: gkvText(), total: gkvText() }).strict(),
        healthCaption: gkvText(["satz"]),
        careCaption: gkvText(["satz"]),
        sumCaption: gkvText(),
        healthRates: z
          .object({
            general: gkvText(YEAR_RATE, 1),
            zusatz: gkvText(["jahr", "satz", "durchschnitt"], 1),
            split: gkvText([], 1),
          })
          .strict(),
        careRates: z
          .object({
            base: gkvText(YEAR_RATE, 2),
            surcharge: gkvText(YEAR_RATE, 1),
            tooYoungForSurcharge: gkvText([], 1),
            exemptBefore1940: gkvText([], 1),
            noSurchargeWithChildren: gkvText([], 1),
            reduction: gkvText(["jahr", "anzahl", "satz", "summe"], 1),
            sachsen: gkvText(YEAR_RATE, 1),
          })
          .strict(),
        rounding: gkvText([], 2),
        summary: z
          .object({
            verdict: gkvText(["jahr", "betrag"]),
            employee: gkvText(),
            employer: gkvText(),
            subsidy: gkvText(),
            subsidyValue: gkvText(["betrag"]),
            noPrivate: gkvText(),
            noPrivateValue: gkvText(),
            detailsLabel: gkvText(),
            capped: gkvText(["jahr", "grenzeMonat", "grenzeJahr"]),
          })
          .strict(),
        privateOption: z
          .object({
            notAboveJaeg: gkvText(["jahr", "gehalt", "jahresgehalt", "grenze"], 3),
            aboveJaeg: gkvText(["jahr", "jahresgehalt", "grenze"], 1),
          })
          .strict(),
        outOfScope: z
          .object({
            verdict: z.object({ minijob: gkvText(["jahr"]), uebergangsbereich: gkvText(["jahr"]) }).strict(),
            payTerm: gkvText(),
            limitTerm: z.object({ minijob: gkvText(["jahr"]), uebergangsbereich: gkvText(["jahr"]) }).strict(),
            explanation: z.object({ minijob: gkvText(["gehalt", "grenze"], 1), uebergangsbereich: gkvText(["gehalt", "grenze"], 1) }).strict(),
          })
          .strict(),
        subsidyHeading: gkvText(),
        subsidy: gkvText(["jahr", "zuschussKv", "zuschussPv", "zuschuss", "zuschussJahr", "hoechstKv", "hoechstPv"], 2),
        subsidyAverage: gkvText(YEAR_RATE),
        subsidySachsen: gkvText(),
        noPremium: gkvText(),
        assumptionsHeading: gkvText(),
        assumptions: z.object({ regularPay: gkvText([], 1), children: gkvText([], 1), surchargeStart: gkvText() }).strict(),
      })
      .strict(),
    beamte: z
      .object({
        verdict: gkvText(["jahr", "betrag"]),
        verdictShared: gkvText(["jahr", "betrag", "land", "pauschale"]),
        verdictSharedFrom: gkvText(["jahr", "betrag", "land", "pauschale", "seit"]),
        verdictUnsettled: gkvText(["jahr", "betrag"]),
        capped: gkvText(["jahr", "grenzeMonat", "grenzeJahr"]),
        health: gkvText(["satz"]),
        care: gkvText(["satz"]),
        pauschale: gkvText(["land"]),
        pauschaleFrom: gkvText(["land", "seit"]),
        pauschaleValue: gkvText(["pauschale"]),
        noSubsidy: gkvText(),
        noSubsidyValue: gkvText(),
        unsettledTerm: gkvText(),
        unsettledValue: gkvText(),
        base: z.object({ capped: gkvText(["jahr", "gehalt", "grenzeMonat"], 1), uncapped: gkvText(["jahr", "gehalt", "grenzeMonat"], 1) }).strict(),
        minimumBase: gkvText(["jahr", "gehalt", "mindestbetrag", "bezugsgroesse"], 2),
        healthRates: gkvText(["jahr", "satz", "zusatzbeitrag", "gesamtsatz"], 2),
        careRates: gkvText(YEAR_RATE, 1),
        alone: gkvText([], 1),
        otherIncome: gkvText([], 2),
        pauschaleText: z
          .object({
            withProvision: gkvText(["land", "seit", "haelfte"], 1),
            withoutProvision: gkvText(["land", "seit", "haelfte"]),
            waiver: gkvText(),
            care: gkvText(),
            partYear: gkvText(["jahr", "land", "seit", "monate", "summe"]),
          })
          .strict(),
        noPauschale: gkvText(["dienstherr"]),
        notYetPauschale: gkvText(["dienstherr", "seit", "jahr"]),
        unsettledPauschale: gkvText(["dienstherr"]),
        checkWithBeihilfestelle: gkvText(["stand"]),
      })
      .strict(),
    selbststaendig: z
      .object({
        verdict: gkvText(["jahr", "betrag"]),
        capped: gkvText(["jahr", "grenzeMonat", "grenzeJahr"]),
        health: gkvText(["satz"]),
        care: gkvText(["satz"]),
        krankengeldTerm: gkvText(),
        withKrankengeld: gkvText(),
        withoutKrankengeld: gkvText(),
        base: z.object({ capped: gkvText(["jahr", "gewinn", "grenzeMonat"], 1), uncapped: gkvText(["jahr", "gewinn", "grenzeMonat"], 1) }).strict(),
        minimumBase: gkvText(["jahr", "gewinn", "mindestbetrag", "bezugsgroesse"], 2),
        provisional: gkvText([], 1),
        healthRates: z
          .object({
            withKrankengeld: gkvText(["jahr", "satz", "zusatzbeitrag", "gesamtsatz"], 3),
            withoutKrankengeld: gkvText(["jahr", "satz", "zusatzbeitrag", "gesamtsatz"], 3),
          })
          .strict(),
        careRates: gkvText(YEAR_RATE, 1),
        alone: gkvText(["summe", "jahresbeitrag"], 3),
        krankengeld: z.object({ with: gkvText([], 3), without: gkvText([], 1) }).strict(),
        otherIncome: gkvText([], 1),
        artists: gkvText([], 3),
      })
      .strict(),
    handover: z
      .object({
        employee: gkvText(["jahr", "gehalt", "arbeitnehmer", "arbeitgeber"]),
        minijob: gkvText(["jahr", "gehalt"]),
        uebergangsbereich: gkvText(["jahr", "gehalt"]),
        beamte: z
          .object({
            who: gkvText(),
            whoWithLand: gkvText(["land"]),
            head: gkvText(["jahr", "wer", "gehalt"]),
            minimumBase: gkvText(["mindestbetrag"]),
            shared: gkvText(["summe", "land", "pauschale"]),
            sharedFrom: gkvText(["summe", "land", "pauschale", "seit"]),
            alone: gkvText(["summe"]),
            unsettled: gkvText(),
            theLand: gkvText(),
            beruf: gkvText(),
            berufWithLand: gkvText(["land"]),
          })
          .strict(),
        selbststaendig: z
          .object({
            withKrankengeld: gkvText(),
            withoutKrankengeld: gkvText(),
            head: gkvText(["jahr", "wer", "gewinn"]),
            minimumBase: gkvText(["mindestbetrag"]),
            alone: gkvText(["kvBeitrag", "pvBeitrag", "summe"]),
            beruf: gkvText(),
          })
          .strict(),
      })
      .strict(),
  })
  .strict();

// ——— Beihilfe-Rechner für Beamte ———

const BEIHILFE_PLACEHOLDERS = [
  "jahr",
  "dienstherr",
  "satz",
  "pkv",
  "datum",
  "person",
  "fall",
  "punkte",
  "ersteQuelle",
  "zweiteQuelle",
  "verordnung",
  "abkuerzung",
  "seit",
  "voraussetzungen",
  "stand",
  "angaben",
  "saetze",
  "anzahl",
] as const;
const beihilfeText = calculatorText(BEIHILFE_PLACEHOLDERS);

const labelled = z.object({ label: beihilfeText(), hint: beihilfeText() }).strict();

export const beihilfeTextSchema = z
  .object({
    title: beihilfeText(),
    pageAction: beihilfeText(),
    intro: beihilfeText(),
    noScript: z.object({ caption: beihilfeText() }).strict(),
    fields: z
      .object({
        dienstherr: z.object({ label: beihilfeText(), hint: beihilfeText(), bund: beihilfeText(), onRequest: beihilfeText(["dienstherr"]) }).strict(),
        status: z
          .object({
            legend: beihilfeText(),
            options: z.object({ aktiv: beihilfeText(), versorgung: beihilfeText() }).strict(),
          })
          .strict(),
        children: z.object({ label: beihilfeText(), placeholder: beihilfeText(), hint: beihilfeText() }).strict(),
        partner: labelled,
        optional: z
          .object({ elternzeit: labelled, anwaerter: labelled, verheiratet: labelled, arbeitgeberzuschuss: labelled, berechtigtSeit: labelled })
          .strict(),
        partnerSubsidy: z.object({ label: beihilfeText() }).strict(),
      })
      .strict(),
    result: z
      .object({
        heading: beihilfeText(["jahr", "dienstherr"]),
        verdict: beihilfeText(["satz", "pkv"]),
        persons: z.object({ selbst: beihilfeText(), partner: beihilfeText(), kind: beihilfeText() }).strict(),
        pkvShort: beihilfeText(["pkv"]),
        stationaer: beihilfeText(["satz", "pkv"]),
        openFigure: beihilfeText(),
        checkedOn: beihilfeText(["datum"]),
        detailsSummary: beihilfeText(),
        caseLine: beihilfeText(["person", "fall", "satz"]),
        adjustmentLine: beihilfeText(["fall", "punkte"]),
        stationaerRule: beihilfeText(["fall"]),
        verifiedNormtext: beihilfeText(),
        verifiedSecondary: beihilfeText(["ersteQuelle", "zweiteQuelle"]),
        secondaryMark: beihilfeText(),
        sourceKinds: z.object({ amtlich: beihilfeText(), verband: beihilfeText(), vermittler: beihilfeText(), privat: beihilfeText() }).strict(),
        noOfficialSource: beihilfeText(),
        onlyIntermediaries: beihilfeText(),
        notesHeading: beihilfeText(),
        regulation: beihilfeText(["verordnung", "abkuerzung"]),
        pkvShare: beihilfeText(),
        heilfuersorge: beihilfeText(),
        onRequest: beihilfeText(["dienstherr", "jahr"]),
        beforeWording: beihilfeText(["seit"]),
        onRequestNext: beihilfeText(),
      })
      .strict(),
    pauschale: z
      .object({
        heading: beihilfeText(),
        offered: beihilfeText(["dienstherr", "seit"]),
        restricted: beihilfeText(["voraussetzungen"]),
        tableSummary: beihilfeText(),
        tableCaption: beihilfeText(["stand"]),
        columns: z.object({ dienstherr: beihilfeText(), angebot: beihilfeText() }).strict(),
        cell: z.object({ yes: beihilfeText(["seit"]), no: beihilfeText(), open: beihilfeText(), conditions: beihilfeText() }).strict(),
      })
      .strict(),
    basis: z
      .object({
        summary: beihilfeText(),
        caption: beihilfeText(),
        columns: z.object({ dienstherr: beihilfeText(), grundlage: beihilfeText() }).strict(),
        read: beihilfeText(),
        secondary: beihilfeText(),
        onRequest: beihilfeText(),
      })
      .strict(),
    handover: z
      .object({
        openRate: beihilfeText(),
        beruf: z.object({ aktiv: beihilfeText(["dienstherr"]), versorgung: beihilfeText(["dienstherr"]) }).strict(),
        note: beihilfeText(["jahr", "angaben", "saetze", "pkv"]),
        noteOpen: beihilfeText(["jahr", "angaben"]),
        oneChild: beihilfeText(),
        children: beihilfeText(["anzahl"]),
        withPartner: beihilfeText(),
        rates: z.object({ selbst: beihilfeText(["satz"]), partner: beihilfeText(["satz"]), kind: beihilfeText(["satz"]) }).strict(),
      })
      .strict(),
  })
  .strict();

// ——— The worked examples the calculators' module computes (statutory-figures.ts) ———

const MAXIMUM_FACTS = [
  "jahr",
  "grenzeMonat",
  "allgemeinerSatz",
  "durchschnitt",
  "kvSatz",
  "kvBeitrag",
  "pflegeSatz",
  "zuschlag",
  "pvSatz",
  "pvBeitrag",
  "gesamtbeitrag",
] as const;
const COMPARISON_FACTS = ["prozent", "datum", "gkvSeite", "pkvSeite", "privatbeitrag", "ersparnis", "belege"] as const;
const maximumText = calculatorText([...MAXIMUM_FACTS, ...COMPARISON_FACTS]);

const atLeastOne = (what: string) => `braucht mindestens ${what}`;

export const gkvMaximumExampleTextSchema = z
  .object({
    titles: z
      .object({
        advantage: maximumText(),
        advantageWithSaving: maximumText(["prozent"]),
        card: maximumText(),
        cardWithSaving: maximumText(["prozent"]),
      })
      .strict(),
    heading: maximumText(["jahr"]),
    headingWithSaving: maximumText(["jahr", "prozent"]),
    paragraphs: z.array(maximumText(MAXIMUM_FACTS)).min(1, atLeastOne("einen Absatz")),
    comparison: z.array(maximumText([...MAXIMUM_FACTS, ...COMPARISON_FACTS])).min(1, atLeastOne("einen Absatz")),
    conditionsIntro: maximumText(),
    conditionsIntroWithSaving: maximumText(),
    conditions: z.array(maximumText()).min(1, atLeastOne("eine Bedingung")),
    disclaimer: maximumText(),
  })
  .strict();

const CIVIL_SERVANT_FACTS = [
  "jahr",
  "grenzeMonat",
  "grenzeJahr",
  "ermaessigterSatz",
  "durchschnitt",
  "kvSatz",
  "pflegeHalbsatz",
  "zuschlag",
  "pvSatz",
  "kvBeitrag",
  "pvBeitrag",
  "gesamtbeitrag",
  "pauschale",
  "eigenanteil",
] as const;
const civilServantText = calculatorText(CIVIL_SERVANT_FACTS);

export const civilServantExampleTextSchema = z
  .object({
    heading: civilServantText(["jahr"]),
    paragraphs: z.array(civilServantText(CIVIL_SERVANT_FACTS)).min(1, atLeastOne("einen Absatz")),
    conditionsIntro: civilServantText(),
    conditions: z.array(civilServantText()).min(1, atLeastOne("eine Annahme")),
    disclaimer: civilServantText(),
    reducedRateSource: civilServantText(),
    voluntaryIncomeSource: civilServantText(),
  })
  .strict();

export type GkvMaximumExampleText = z.output<typeof gkvMaximumExampleTextSchema>;
export type CivilServantExampleText = z.output<typeof civilServantExampleTextSchema>;
export type CalculatorCommonText = z.output<typeof calculatorCommonTextSchema>;
export type CalculatorPageText = z.output<typeof calculatorPageTextSchema>;
export type SwitchCheckText = z.output<typeof switchCheckTextSchema>;
export type GkvText = z.output<typeof gkvTextSchema>;
export type BeihilfeText = z.output<typeof beihilfeTextSchema>;
