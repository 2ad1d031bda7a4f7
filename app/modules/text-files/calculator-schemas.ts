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
    yearLabel: common().meta({ title: "Feld „Jahr“: Beschriftung" }),
    yearHint: common().meta({ title: "Feld „Jahr“: Erklärung" }),
    newTab: common().meta({ title: "Zusatz für Screenreader bei Links, die einen neuen Tab öffnen" }),
    handoverButton: common().meta({ title: "Knopf „Ergebnis übernehmen“" }),
    handoverDone: common().meta({ title: "Meldung: übernommen" }),
    handoverNotStored: common().meta({ title: "Meldung: übernommen, aber nicht speicherbar (Anfrage auf derselben Seite)", multiline: true }),
    handoverFailed: common().meta({ title: "Meldung: nicht übernommen (Browser speichert nichts)", multiline: true }),
    handoverFailedLink: common().meta({ title: "Link zum Anfrageformular in dieser Meldung" }),
    chooseOption: common().meta({ title: "Erste Wahl einer leeren Auswahlliste" }),
    fixInput: common().meta({ title: "Ergebnisbereich, solange eine Angabe falsch ist" }),
    loading: common().meta({ title: "Ergebnisbereich, solange der Rechner noch geladen wird (langsame Verbindung); kürzer als der Satz, was noch fehlt" }),
    missing: z
      .object({ one: common(["angaben"]).meta({ title: "eine Angabe fehlt" }), many: common(["angaben"]).meta({ title: "mehrere Angaben fehlen" }) })
      .strict()
      .meta({ title: "Ergebnisbereich, solange Angaben fehlen" }),
    perMonth: common().meta({ title: "„im Monat“" }),
    perYear: common().meta({ title: "„im Jahr“" }),
    pay: z
      .object({
        yearWithMonth: common(["jahresgehalt", "monatsgehalt"]).meta({ title: "Jahresgehalt mit Monatswert daneben" }),
        monthWithYear: common(["monatsgehalt", "jahresgehalt"]).meta({ title: "Monatsgehalt mit Jahreswert daneben" }),
        englishThousands: common(["vorschlag"]).meta({ title: "Rückfrage: Tausender mit Komma getippt", multiline: true }),
        monthlyInYearField: common(["eingabe", "vorschlag"]).meta({ title: "Rückfrage: Monatsgehalt ins Jahresfeld getippt", multiline: true }),
        yearlyInMonthField: common(["eingabe", "vorschlag"]).meta({ title: "Rückfrage: Jahresgehalt ins Monatsfeld getippt", multiline: true }),
        apply: common(["vorschlag"]).meta({ title: "Knopf zum Übernehmen des Vorschlags" }),
      })
      .strict()
      .meta({ title: "Gehaltsfelder" }),
    share: z
      .object({
        button: common().meta({ title: "Knopf" }),
        done: common().meta({ title: "Meldung: kopiert" }),
        failed: common().meta({ title: "Meldung: nicht kopiert", multiline: true }),
        fieldLabel: common().meta({ title: "Beschriftung des Link-Felds" }),
      })
      .strict()
      .meta({ title: "Link kopieren" }),
    noScript: z
      .object({
        columns: z
          .object({ figure: common().meta({ title: "Spalte Wert" }), amount: common().meta({ title: "Spalte Höhe" }) })
          .strict()
          .meta({ title: "Spalten der Tabelle" }),
        enquiry: common(["link"], 0, ["link"]).meta({ title: "Hinweis auf die Anfrage ({link} = der Link)", multiline: true }),
        enquiryLink: common().meta({ title: "Linktext" }),
      })
      .strict()
      .meta({ title: "Ohne JavaScript" }),
    print: z
      .object({
        computed: common(["datum", "jahr"]).meta({ title: "Wann und mit welchen Werten gerechnet" }),
        online: common().meta({ title: "Vor der Adresse des Ergebnisses" }),
        sources: common().meta({ title: "Über den Quellen" }),
      })
      .strict()
      .meta({ title: "Ausdruck" }),
  })
  .strict();

// ——— The page /pkv-rechner ———

export const calculatorPageTextSchema = z
  .object({
    seo: z
      .object({
        title: text.meta({ title: "Titel" }),
        description: text.meta({ title: "Beschreibung (120–160 Zeichen)", multiline: true }),
        keywords: z.array(text).min(1, "braucht mindestens ein Suchwort").meta({ title: "Suchwörter" }),
      })
      .strict()
      .meta({ title: "Suchmaschinen" }),
    hero: z
      .object({
        eyebrow: text.meta({ title: "Kleine Zeile über der Überschrift" }),
        title: text.meta({ title: "Überschrift" }),
        intro: z.array(text).min(1, "braucht mindestens einen Absatz").meta({ title: "Einleitung", item: "Absatz", multiline: true }),
      })
      .strict()
      .meta({ title: "Kopf der Seite" }),
    contents: z
      .object({ heading: text.meta({ title: "Überschrift" }) })
      .strict()
      .meta({ title: "Inhaltsverzeichnis" }),
    enquiry: z
      .object({ heading: text.meta({ title: "Überschrift" }), intro: text.meta({ title: "Einleitung", multiline: true }) })
      .strict()
      .meta({ title: "Anfrage-Abschnitt" }),
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
      format: field().meta({ title: "keine Zahl" }),
      negative: field().meta({ title: "negativ" }),
      decimals: field().meta({ title: "zu viele Nachkommastellen" }),
      tooSmall: field(limits.tooSmall).meta({ title: "zu klein" }),
      tooLarge: field(limits.tooLarge).meta({ title: "zu groß" }),
    })
    .strict();

export const switchCheckTextSchema = z
  .object({
    title: switchText().meta({ title: "Überschrift des Rechners" }),
    pageAction: switchText().meta({ title: "Knopf oben auf Berufsseiten, die mit diesem Rechner beginnen" }),
    intro: switchText().meta({ title: "Einleitung", multiline: true }),
    noScript: z
      .object({ caption: switchText(["jahr"]).meta({ title: "Satz über der Tabelle der Werte", multiline: true }) })
      .strict()
      .meta({ title: "Ohne JavaScript" }),
    fields: z
      .object({
        pay: z
          .object({
            label: switchText().meta({ title: "Beschriftung" }),
            placeholder: switchText().meta({ title: "Beispiel im leeren Feld" }),
            hint: switchText([], 1).meta({ title: "Erklärung unter dem Feld", multiline: true }),
            errors: fieldErrors(switchText, { tooLarge: ["hoechstbetrag"] }).meta({ title: "Fehlermeldungen" }),
          })
          .strict()
          .meta({ title: "Gehalt" }),
        employment: z
          .object({
            legend: switchText().meta({ title: "Überschrift" }),
            options: z
              .object({
                angestellt: switchText().meta({ title: "angestellt" }),
                selbststaendig: switchText().meta({ title: "selbstständig" }),
                beamt: switchText().meta({ title: "verbeamtet" }),
              })
              .strict()
              .meta({ title: "Auswahl" }),
          })
          .strict()
          .meta({ title: "Beschäftigung" }),
        job: z
          .object({
            legend: switchText().meta({ title: "Überschrift" }),
            options: z
              .object({ bestehend: switchText().meta({ title: "bestehende Stelle" }), neu: switchText().meta({ title: "neue Stelle" }) })
              .strict()
              .meta({ title: "Auswahl" }),
            hint: switchText([], 2).meta({ title: "Erklärung", multiline: true }),
          })
          .strict()
          .meta({ title: "Stelle" }),
        private2002: z
          .object({ label: switchText().meta({ title: "Beschriftung" }), hint: switchText([], 1).meta({ title: "Erklärung", multiline: true }) })
          .strict()
          .meta({ title: "Häkchen „am 31.12.2002 privat versichert“" }),
      })
      .strict()
      .meta({ title: "Felder" }),
    result: z
      .object({
        verdictLead: switchText().meta({ title: "Vor dem Ergebnis" }),
        verdicts: z
          .object({
            versicherungsfrei: switchText().meta({ title: "versicherungsfrei" }),
            versicherungspflichtig: switchText().meta({ title: "versicherungspflichtig" }),
            offen: switchText().meta({ title: "offen" }),
          })
          .strict()
          .meta({ title: "Ergebniswörter" }),
        verdictDetail: z
          .object({
            newJobAbove: switchText(SWITCH_FACTS).meta({ title: "neue Stelle über der Grenze" }),
            aboveBoth: switchText(SWITCH_FACTS).meta({ title: "über beiden Grenzen" }),
            aboveNextUnpublished: switchText(SWITCH_FACTS).meta({ title: "über der Grenze, nächstes Jahr noch nicht veröffentlicht", multiline: true }),
            nextYearNotExceeded: switchText(SWITCH_FACTS).meta({ title: "nicht über der Grenze des nächsten Jahres", multiline: true }),
          })
          .strict()
          .meta({ title: "Nach dem Ergebniswort" }),
        terms: z
          .object({
            limit: switchText(SWITCH_FACTS).meta({ title: "Grenze" }),
            pay: switchText().meta({ title: "Ihr Jahresentgelt" }),
            nextLimit: switchText(SWITCH_FACTS).meta({ title: "Grenze des nächsten Jahres" }),
            nextLimitUnpublished: switchText().meta({ title: "Wert, solange sie nicht veröffentlicht ist" }),
            shortfall: switchText().meta({ title: "Abstand unter der Grenze" }),
            equal: switchText().meta({ title: "genau auf der Grenze" }),
            equalValue: switchText().meta({ title: "Wert dazu" }),
            freeFrom: switchText().meta({ title: "Versicherungsfrei ab" }),
            jobStart: switchText().meta({ title: "Wert: erster Arbeitstag" }),
            limitNone: switchText().meta({ title: "Einkommensgrenze (Selbstständige, Beamte)" }),
            limitNoneValue: switchText().meta({ title: "Wert dazu" }),
          })
          .strict()
          .meta({ title: "Kennzahlen unter dem Ergebnis" }),
        detailsLabel: switchText().meta({ title: "Aufklapper „Begründung“" }),
        newJobNextYear: z
          .object({
            unpublished: switchText(SWITCH_FACTS, 1).meta({ title: "Grenze des nächsten Jahres noch nicht veröffentlicht", multiline: true }),
            exceeded: switchText(SWITCH_NEXT_YEAR_FACTS, 1).meta({ title: "auch über der Grenze des nächsten Jahres", multiline: true }),
            notExceeded: switchText(SWITCH_NEXT_YEAR_FACTS, 1).meta({ title: "nicht über der Grenze des nächsten Jahres", multiline: true }),
          })
          .strict()
          .meta({ title: "Neue Stelle: der Jahreswechsel" }),
        summary: z
          .object({
            above: switchText(SWITCH_FACTS).meta({ title: "über der Grenze", multiline: true }),
            equal: switchText(SWITCH_FACTS).meta({ title: "genau auf der Grenze", multiline: true }),
            below: switchText(SWITCH_FACTS).meta({ title: "unter der Grenze", multiline: true }),
          })
          .strict()
          .meta({ title: "Zusammenfassung" }),
        limitTerm: switchText(SWITCH_FACTS).meta({ title: "Überschrift „Maßgebliche Grenze“" }),
        limit: z
          .object({
            allgemein: switchText(SWITCH_FACTS, 1).meta({ title: "allgemeine Grenze", multiline: true }),
            besonders: switchText(SWITCH_FACTS, 1).meta({ title: "besondere Grenze (privat versichert am 31.12.2002)", multiline: true }),
          })
          .strict()
          .meta({ title: "Die Grenze" }),
        rule: switchText([], 1).meta({ title: "Die Regel", multiline: true }),
        nextYearHeading: switchText(SWITCH_FACTS).meta({ title: "Überschrift „Wechsel zum 1. Januar“" }),
        nextYear: z
          .object({
            exceeded: switchText(SWITCH_NEXT_YEAR_FACTS, 1).meta({ title: "auch über der Grenze des nächsten Jahres", multiline: true }),
            notExceeded: switchText(SWITCH_NEXT_YEAR_FACTS, 1).meta({ title: "nicht über der Grenze des nächsten Jahres", multiline: true }),
            unpublished: switchText(SWITCH_FACTS, 1).meta({ title: "Grenze des nächsten Jahres noch nicht veröffentlicht", multiline: true }),
          })
          .strict()
          .meta({ title: "Wechsel zum Jahreswechsel" }),
        switchHeading: switchText().meta({ title: "Überschrift „Wann Sie wechseln können“" }),
        switchExisting: switchText(SWITCH_FACTS).meta({ title: "bestehende Stelle", multiline: true }),
        switchExistingPending: switchText(SWITCH_FACTS).meta({ title: "bestehende Stelle, nächstes Jahr noch offen", multiline: true }),
        switchNew: switchText(SWITCH_FACTS).meta({ title: "neue Stelle", multiline: true }),
        optional: switchText([], 1).meta({ title: "Wechseln dürfen, nicht müssen", multiline: true }),
        newEmploymentException: switchText(SWITCH_FACTS, 1).meta({ title: "Ausnahme bei neuer Beschäftigung", multiline: true }),
        whenAbove: switchText([], 1).meta({ title: "Wenn das Entgelt später steigt", multiline: true }),
        ab55: switchText([], 1).meta({ title: "Der Weg zurück ab 55", multiline: true }),
      })
      .strict()
      .meta({ title: "Ergebnis" }),
    noLimit: z
      .object({
        selbststaendig: z
          .object({
            summary: switchText(["jahr"]).meta({ title: "Zusammenfassung" }),
            notCompulsory: switchText([], 2).meta({ title: "Nicht versicherungspflichtig", multiline: true }),
            exceptions: switchText([], 1).meta({ title: "Ausnahmen", multiline: true }),
            wayBack: switchText([], 1).meta({ title: "Der Weg zurück", multiline: true }),
            voluntary: switchText().meta({ title: "Heute freiwillig gesetzlich versichert", multiline: true }),
          })
          .strict()
          .meta({ title: "Selbstständige" }),
        beamt: z
          .object({
            summary: switchText(["jahr"]).meta({ title: "Zusammenfassung" }),
            exempt: switchText([], 1).meta({ title: "Versicherungsfrei", multiline: true }),
            beihilfe: switchText().meta({ title: "Der Teil ohne Beihilfe", multiline: true }),
          })
          .strict()
          .meta({ title: "Beamt:innen" }),
      })
      .strict()
      .meta({ title: "Ergebnis für Selbstständige und Beamt:innen" }),
    handover: z
      .object({
        beruf: z
          .object({
            angestellt: switchText().meta({ title: "angestellt" }),
            selbststaendig: switchText().meta({ title: "selbstständig" }),
            beamt: switchText().meta({ title: "verbeamtet" }),
          })
          .strict()
          .meta({ title: "Beruf in der Anfrage" }),
        angestellt: switchText(["ergebnis", "jahr", "stelle", "gehalt", "vergleich", "grenzeArt", "grenze", "ausblick"]).meta({
          title: "Zeile für Angestellte",
          multiline: true,
        }),
        selbststaendig: switchText(["ergebnis", "jahr"]).meta({ title: "Zeile für Selbstständige" }),
        beamt: switchText(["ergebnis", "jahr"]).meta({ title: "Zeile für Beamt:innen" }),
        jobs: z
          .object({ bestehend: switchText().meta({ title: "bestehende Stelle" }), neu: switchText().meta({ title: "neue Stelle" }) })
          .strict()
          .meta({ title: "Art der Stelle ({stelle})" }),
        limits: z
          .object({ allgemein: switchText().meta({ title: "allgemeine Grenze" }), besonders: switchText().meta({ title: "besondere Grenze" }) })
          .strict()
          .meta({ title: "Art der Grenze ({grenzeArt})" }),
        nextYear: z
          .object({
            exceeded: switchText(["grenzeArt", "folgejahr", "folgegrenze"]).meta({ title: "auch darüber" }),
            notExceeded: switchText(["grenzeArt", "folgejahr", "folgegrenze"]).meta({ title: "nicht darüber" }),
            unpublished: switchText(["grenzeArt", "folgejahr"]).meta({ title: "noch nicht veröffentlicht" }),
          })
          .strict()
          .meta({ title: "Zusatz zum nächsten Jahr ({ausblick})" }),
      })
      .strict()
      .meta({ title: "Zeile für die Anfrage" }),
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

const numberField = (errors: ReturnType<typeof fieldErrors>) =>
  z
    .object({
      label: gkvText().meta({ title: "Beschriftung" }),
      placeholder: gkvText().meta({ title: "Beispiel im leeren Feld" }),
      hint: gkvText().meta({ title: "Erklärung unter dem Feld", multiline: true }),
      errors: errors.meta({ title: "Fehlermeldungen" }),
    })
    .strict();

export const gkvTextSchema = z
  .object({
    title: gkvText().meta({ title: "Überschrift des Rechners" }),
    pageAction: gkvText().meta({ title: "Knopf oben auf Berufsseiten, die mit diesem Rechner beginnen" }),
    intro: gkvText().meta({ title: "Einleitung", multiline: true }),
    noScript: z
      .object({ caption: gkvText(["jahr"]).meta({ title: "Satz über der Tabelle der Werte", multiline: true }) })
      .strict()
      .meta({ title: "Ohne JavaScript" }),
    fields: z
      .object({
        status: z
          .object({
            legend: gkvText().meta({ title: "Überschrift" }),
            options: z
              .object({
                angestellt: gkvText().meta({ title: "angestellt" }),
                beamte: gkvText().meta({ title: "verbeamtet" }),
                selbststaendig: gkvText().meta({ title: "selbstständig" }),
              })
              .strict()
              .meta({ title: "Auswahl" }),
          })
          .strict()
          .meta({ title: "Status" }),
        payBeamte: z
          .object({ label: gkvText().meta({ title: "Beschriftung" }), hint: gkvText().meta({ title: "Erklärung unter dem Feld", multiline: true }) })
          .strict()
          .meta({ title: "Besoldung" }),
        // The self-employed type their profit (docs/decisions/0069); a yearly figure in the field is asked back in their words.
        paySelbststaendig: z
          .object({
            label: gkvText().meta({ title: "Beschriftung" }),
            placeholder: gkvText().meta({ title: "Beispiel im leeren Feld" }),
            hint: gkvText().meta({ title: "Erklärung unter dem Feld", multiline: true }),
            errors: fieldErrors(gkvText, { tooLarge: ["hoechstbetrag"] }).meta({ title: "Fehlermeldungen" }),
            yearlyInMonthField: gkvText(["eingabe", "vorschlag"]).meta({ title: "Rückfrage: Jahresgewinn ins Monatsfeld getippt", multiline: true }),
          })
          .strict()
          .meta({ title: "Gewinn (Selbstständige)" }),
        krankengeld: z
          .object({ label: gkvText().meta({ title: "Beschriftung" }), hint: gkvText([], 2).meta({ title: "Erklärung unter dem Feld", multiline: true }) })
          .strict()
          .meta({ title: "Häkchen „mit Krankengeld“ (Selbstständige)" }),
        pay: numberField(fieldErrors(gkvText, { tooLarge: ["hoechstbetrag"] })).meta({ title: "Gehalt" }),
        zusatzbeitrag: z
          .object({
            label: gkvText().meta({ title: "Beschriftung" }),
            placeholder: gkvText().meta({ title: "Beispiel im leeren Feld" }),
            hint: gkvText(YEAR_RATE, 1).meta({ title: "Erklärung unter dem Feld", multiline: true }),
            errors: fieldErrors(gkvText, { tooLarge: ["hoechstsatz"] }).meta({ title: "Fehlermeldungen" }),
          })
          .strict()
          .meta({ title: "Zusatzbeitrag" }),
        age: numberField(fieldErrors(gkvText, { tooSmall: ["mindestalter", "hoechstalter"], tooLarge: ["mindestalter", "hoechstalter"] })).meta({
          title: "Alter",
        }),
        children: numberField(fieldErrors(gkvText, { tooLarge: ["hoechstzahl"] })).meta({
          title: "Kinder insgesamt (die Fehlermeldungen gelten auch im Beihilfe-Rechner)",
        }),
        childrenUnder25: z
          .object({
            label: gkvText().meta({ title: "Beschriftung" }),
            placeholder: gkvText().meta({ title: "Beispiel im leeren Feld" }),
            hint: gkvText([], 1).meta({ title: "Erklärung unter dem Feld", multiline: true }),
            errors: fieldErrors(gkvText, { tooLarge: ["hoechstzahl"] }).meta({ title: "Fehlermeldungen" }),
            aboveTotal: gkvText().meta({ title: "mehr unter 25 als insgesamt" }),
          })
          .strict()
          .meta({ title: "Kinder unter 25" }),
        land: z
          .object({ label: gkvText().meta({ title: "Beschriftung" }), hint: gkvText().meta({ title: "Erklärung unter dem Feld", multiline: true }) })
          .strict()
          .meta({ title: "Bundesland" }),
        dienstherr: z
          .object({
            label: gkvText().meta({ title: "Beschriftung" }),
            hint: gkvText().meta({ title: "Erklärung unter dem Feld", multiline: true }),
            bund: gkvText().meta({ title: "„Bund“ in der Auswahl" }),
          })
          .strict()
          .meta({ title: "Dienstherr" }),
      })
      .strict()
      .meta({ title: "Felder" }),
    result: z
      .object({
        heading: gkvText(["jahr"]).meta({ title: "Überschrift" }),
        base: z
          .object({
            capped: gkvText(BASE_FACTS, 1).meta({ title: "über der Beitragsbemessungsgrenze", multiline: true }),
            uncapped: gkvText(BASE_FACTS, 1).meta({ title: "nicht darüber", multiline: true }),
          })
          .strict()
          .meta({ title: "Beitragsgrundlage" }),
        table: z
          .object({
            share: gkvText().meta({ title: "Spalte Anteil" }),
            month: gkvText().meta({ title: "Spalte im Monat" }),
            year: gkvText().meta({ title: "Spalte im Jahr" }),
            employee: gkvText().meta({ title: "Zeile Sie" }),
            employer: gkvText().meta({ title: "Zeile Arbeitgeber" }),
            total: gkvText().meta({ title: "Zeile zusammen" }),
          })
          .strict()
          .meta({ title: "Tabelle" }),
        healthCaption: gkvText(["satz"]).meta({ title: "Überschrift Krankenversicherung" }),
        careCaption: gkvText(["satz"]).meta({ title: "Überschrift Pflegeversicherung" }),
        sumCaption: gkvText().meta({ title: "Überschrift beide zusammen" }),
        healthRates: z
          .object({
            general: gkvText(YEAR_RATE, 1).meta({ title: "allgemeiner Beitragssatz", multiline: true }),
            zusatz: gkvText(["jahr", "satz", "durchschnitt"], 1).meta({ title: "Zusatzbeitrag", multiline: true }),
            split: gkvText([], 1).meta({ title: "Aufteilung", multiline: true }),
          })
          .strict()
          .meta({ title: "Sätze der Krankenversicherung" }),
        careRates: z
          .object({
            base: gkvText(YEAR_RATE, 2).meta({ title: "Beitragssatz", multiline: true }),
            surcharge: gkvText(YEAR_RATE, 1).meta({ title: "Zuschlag für Kinderlose", multiline: true }),
            tooYoungForSurcharge: gkvText([], 1).meta({ title: "kein Zuschlag: unter 23", multiline: true }),
            exemptBefore1940: gkvText([], 1).meta({ title: "kein Zuschlag: vor 1940 geboren", multiline: true }),
            noSurchargeWithChildren: gkvText([], 1).meta({ title: "kein Zuschlag: mit Kind", multiline: true }),
            reduction: gkvText(["jahr", "anzahl", "satz", "summe"], 1).meta({ title: "Abschlag für Kinder", multiline: true }),
            sachsen: gkvText(YEAR_RATE, 1).meta({ title: "Sachsen", multiline: true }),
          })
          .strict()
          .meta({ title: "Sätze der Pflegeversicherung" }),
        rounding: gkvText([], 2).meta({ title: "Rundung", multiline: true }),
        summary: z
          .object({
            verdict: gkvText(["jahr", "betrag"]).meta({ title: "Ergebniszeile" }),
            employee: gkvText().meta({ title: "Ihr Anteil" }),
            employer: gkvText().meta({ title: "Anteil des Arbeitgebers" }),
            subsidy: gkvText().meta({ title: "Arbeitgeberzuschuss bei privater Versicherung" }),
            subsidyValue: gkvText(["betrag"]).meta({ title: "Wert dazu" }),
            noPrivate: gkvText().meta({ title: "Private Versicherung" }),
            noPrivateValue: gkvText().meta({ title: "Wert dazu (unter der Versicherungspflichtgrenze)" }),
            detailsLabel: gkvText().meta({ title: "Aufklapper „Rechnung“" }),
            capped: gkvText(["jahr", "grenzeMonat", "grenzeJahr"]).meta({ title: "über der Beitragsbemessungsgrenze", multiline: true }),
          })
          .strict()
          .meta({ title: "Zusammenfassung" }),
        privateOption: z
          .object({
            notAboveJaeg: gkvText(["jahr", "gehalt", "jahresgehalt", "grenze"], 3).meta({
              title: "nicht über der Versicherungspflichtgrenze",
              multiline: true,
            }),
            aboveJaeg: gkvText(["jahr", "jahresgehalt", "grenze"], 1).meta({ title: "über der Versicherungspflichtgrenze", multiline: true }),
          })
          .strict()
          .meta({ title: "Privat versichern?" }),
        outOfScope: z
          .object({
            verdict: z
              .object({ minijob: gkvText(["jahr"]).meta({ title: "Minijob" }), uebergangsbereich: gkvText(["jahr"]).meta({ title: "Übergangsbereich" }) })
              .strict()
              .meta({ title: "Ergebniszeile" }),
            payTerm: gkvText().meta({ title: "Kennzahl Monatsgehalt" }),
            limitTerm: z
              .object({ minijob: gkvText(["jahr"]).meta({ title: "Minijob" }), uebergangsbereich: gkvText(["jahr"]).meta({ title: "Übergangsbereich" }) })
              .strict()
              .meta({ title: "Kennzahl Grenze" }),
            explanation: z
              .object({
                minijob: gkvText(["gehalt", "grenze"], 1).meta({ title: "Minijob", multiline: true }),
                uebergangsbereich: gkvText(["gehalt", "grenze"], 1).meta({ title: "Übergangsbereich", multiline: true }),
              })
              .strict()
              .meta({ title: "Erklärung" }),
          })
          .strict()
          .meta({ title: "Minijob und Übergangsbereich" }),
        subsidyHeading: gkvText().meta({ title: "Überschrift Arbeitgeberzuschuss" }),
        subsidy: gkvText(["jahr", "zuschussKv", "zuschussPv", "zuschuss", "zuschussJahr", "hoechstKv", "hoechstPv"], 2).meta({
          title: "Arbeitgeberzuschuss",
          multiline: true,
        }),
        subsidyAverage: gkvText(YEAR_RATE).meta({ title: "Zuschuss mit durchschnittlichem Zusatzbeitrag", multiline: true }),
        subsidySachsen: gkvText().meta({ title: "Zuschuss in Sachsen", multiline: true }),
        noPremium: gkvText().meta({ title: "Kein PKV-Beitrag", multiline: true }),
        assumptionsHeading: gkvText().meta({ title: "Überschrift „Gerechnet wurde so“" }),
        assumptions: z
          .object({
            regularPay: gkvText([], 1).meta({ title: "regelmäßiges Gehalt", multiline: true }),
            children: gkvText([], 1).meta({ title: "Kinder", multiline: true }),
            surchargeStart: gkvText().meta({ title: "Beginn des Zuschlags", multiline: true }),
          })
          .strict()
          .meta({ title: "Annahmen" }),
      })
      .strict()
      .meta({ title: "Ergebnis für Angestellte" }),
    beamte: z
      .object({
        verdict: gkvText(["jahr", "betrag"]).meta({ title: "Ergebniszeile" }),
        verdictShared: gkvText(["jahr", "betrag", "land", "pauschale"]).meta({ title: "Ergebniszeile mit pauschaler Beihilfe", multiline: true }),
        verdictSharedFrom: gkvText(["jahr", "betrag", "land", "pauschale", "seit"]).meta({
          title: "Ergebniszeile mit pauschaler Beihilfe, die erst in diesem Jahr beginnt",
          multiline: true,
        }),
        verdictUnsettled: gkvText(["jahr", "betrag"]).meta({ title: "Ergebniszeile, pauschale Beihilfe nicht geklärt", multiline: true }),
        capped: gkvText(["jahr", "grenzeMonat", "grenzeJahr"]).meta({ title: "über der Beitragsbemessungsgrenze", multiline: true }),
        health: gkvText(["satz"]).meta({ title: "Kennzahl Krankenversicherung" }),
        care: gkvText(["satz"]).meta({ title: "Kennzahl Pflegeversicherung" }),
        pauschale: gkvText(["land"]).meta({ title: "Kennzahl pauschale Beihilfe" }),
        pauschaleFrom: gkvText(["land", "seit"]).meta({ title: "Kennzahl pauschale Beihilfe, ab einem Tag in diesem Jahr" }),
        pauschaleValue: gkvText(["pauschale"]).meta({ title: "Wert dazu" }),
        noSubsidy: gkvText().meta({ title: "Kennzahl Zuschuss" }),
        noSubsidyValue: gkvText().meta({ title: "Wert dazu" }),
        unsettledTerm: gkvText().meta({ title: "Kennzahl pauschale Beihilfe (nicht geklärt)" }),
        unsettledValue: gkvText().meta({ title: "Wert dazu" }),
        base: z
          .object({
            capped: gkvText(["jahr", "gehalt", "grenzeMonat"], 1).meta({ title: "über der Beitragsbemessungsgrenze", multiline: true }),
            uncapped: gkvText(["jahr", "gehalt", "grenzeMonat"], 1).meta({ title: "nicht darüber", multiline: true }),
          })
          .strict()
          .meta({ title: "Beitragsgrundlage" }),
        minimumBase: gkvText(["jahr", "gehalt", "mindestbetrag", "bezugsgroesse"], 2).meta({ title: "unter der Mindestbemessungsgrundlage", multiline: true }),
        healthRates: gkvText(["jahr", "satz", "zusatzbeitrag", "gesamtsatz"], 2).meta({ title: "Sätze der Krankenversicherung", multiline: true }),
        careRates: gkvText(YEAR_RATE, 1).meta({ title: "Satz der Pflegeversicherung", multiline: true }),
        alone: gkvText([], 1).meta({ title: "allein getragen", multiline: true }),
        otherIncome: gkvText([], 2).meta({ title: "andere Einnahmen", multiline: true }),
        pauschaleText: z
          .object({
            withProvision: gkvText(["land", "seit", "haelfte"], 1).meta({ title: "Angebot, mit Vorschrift", multiline: true }),
            withoutProvision: gkvText(["land", "seit", "haelfte"]).meta({ title: "Angebot, ohne Vorschrift", multiline: true }),
            waiver: gkvText().meta({ title: "Verzicht (danach folgen die Voraussetzungen des Landes, falls es welche hat)", multiline: true }),
            care: gkvText().meta({ title: "Pflegebeitrag" }),
            partYear: gkvText(["jahr", "land", "seit", "monate", "summe"]).meta({
              title: "Im Jahr, in dem sie beginnt: ab wann und wie viel",
              multiline: true,
            }),
          })
          .strict()
          .meta({ title: "Pauschale Beihilfe des Landes" }),
        noPauschale: gkvText(["dienstherr"]).meta({ title: "keine pauschale Beihilfe", multiline: true }),
        notYetPauschale: gkvText(["dienstherr", "seit", "jahr"]).meta({ title: "pauschale Beihilfe erst ab einem späteren Jahr", multiline: true }),
        unsettledPauschale: gkvText(["dienstherr"]).meta({ title: "pauschale Beihilfe nicht geklärt", multiline: true }),
        checkWithBeihilfestelle: gkvText(["stand"]).meta({ title: "Stand der Angaben", multiline: true }),
      })
      .strict()
      .meta({ title: "Ergebnis für Beamt:innen" }),
    selbststaendig: z
      .object({
        verdict: gkvText(["jahr", "betrag"]).meta({ title: "Ergebniszeile" }),
        capped: gkvText(["jahr", "grenzeMonat", "grenzeJahr"]).meta({ title: "über der Beitragsbemessungsgrenze", multiline: true }),
        health: gkvText(["satz"]).meta({ title: "Kennzahl Krankenversicherung" }),
        care: gkvText(["satz"]).meta({ title: "Kennzahl Pflegeversicherung" }),
        krankengeldTerm: gkvText().meta({ title: "Kennzahl Krankengeld" }),
        withKrankengeld: gkvText().meta({ title: "Wert dazu: mit Wahlerklärung" }),
        withoutKrankengeld: gkvText().meta({ title: "Wert dazu: ohne Wahlerklärung" }),
        base: z
          .object({
            capped: gkvText(["jahr", "gewinn", "grenzeMonat"], 1).meta({ title: "über der Beitragsbemessungsgrenze", multiline: true }),
            uncapped: gkvText(["jahr", "gewinn", "grenzeMonat"], 1).meta({ title: "nicht darüber", multiline: true }),
          })
          .strict()
          .meta({ title: "Beitragsgrundlage" }),
        minimumBase: gkvText(["jahr", "gewinn", "mindestbetrag", "bezugsgroesse"], 2).meta({ title: "unter der Mindestbemessungsgrundlage", multiline: true }),
        provisional: gkvText([], 1).meta({ title: "vorläufig nach dem Steuerbescheid", multiline: true }),
        healthRates: z
          .object({
            withKrankengeld: gkvText(["jahr", "satz", "zusatzbeitrag", "gesamtsatz"], 3).meta({ title: "mit Krankengeld", multiline: true }),
            withoutKrankengeld: gkvText(["jahr", "satz", "zusatzbeitrag", "gesamtsatz"], 3).meta({ title: "ohne Krankengeld", multiline: true }),
          })
          .strict()
          .meta({ title: "Sätze der Krankenversicherung" }),
        careRates: gkvText(YEAR_RATE, 1).meta({ title: "Satz der Pflegeversicherung", multiline: true }),
        alone: gkvText(["summe", "jahresbeitrag"], 3).meta({ title: "allein getragen", multiline: true }),
        krankengeld: z
          .object({
            with: gkvText([], 3).meta({ title: "mit Wahlerklärung", multiline: true }),
            without: gkvText([], 1).meta({ title: "ohne Wahlerklärung", multiline: true }),
          })
          .strict()
          .meta({ title: "Krankengeld" }),
        otherIncome: gkvText([], 1).meta({ title: "andere Einnahmen", multiline: true }),
        artists: gkvText([], 3).meta({ title: "Künstler:innen und Publizist:innen", multiline: true }),
      })
      .strict()
      .meta({ title: "Ergebnis für Selbstständige" }),
    handover: z
      .object({
        employee: gkvText(["jahr", "gehalt", "arbeitnehmer", "arbeitgeber"]).meta({ title: "Angestellte", multiline: true }),
        minijob: gkvText(["jahr", "gehalt"]).meta({ title: "Minijob" }),
        uebergangsbereich: gkvText(["jahr", "gehalt"]).meta({ title: "Übergangsbereich" }),
        beamte: z
          .object({
            who: gkvText().meta({ title: "Wer ({wer}), ohne Land" }),
            whoWithLand: gkvText(["land"]).meta({ title: "Wer ({wer}), mit Land" }),
            head: gkvText(["jahr", "wer", "gehalt"]).meta({ title: "Anfang der Zeile" }),
            minimumBase: gkvText(["mindestbetrag"]).meta({ title: "Zusatz: Mindestbemessungsgrundlage" }),
            shared: gkvText(["summe", "land", "pauschale"]).meta({ title: "nach „–“: mit pauschaler Beihilfe" }),
            sharedFrom: gkvText(["summe", "land", "pauschale", "seit"]).meta({ title: "nach „–“: mit pauschaler Beihilfe ab einem Tag in diesem Jahr" }),
            alone: gkvText(["summe"]).meta({ title: "nach „–“: allein getragen" }),
            unsettled: gkvText().meta({ title: "Zusatz: pauschale Beihilfe nicht geklärt" }),
            theLand: gkvText().meta({ title: "„das Land“, wenn keins gewählt ist" }),
            beruf: gkvText().meta({ title: "Beruf in der Anfrage, ohne Land" }),
            berufWithLand: gkvText(["land"]).meta({ title: "Beruf in der Anfrage, mit Land" }),
          })
          .strict()
          .meta({ title: "Beamt:innen (Teile der Zeile)" }),
        selbststaendig: z
          .object({
            withKrankengeld: gkvText().meta({ title: "Wer ({wer}), mit Krankengeld" }),
            withoutKrankengeld: gkvText().meta({ title: "Wer ({wer}), ohne Krankengeld" }),
            head: gkvText(["jahr", "wer", "gewinn"]).meta({ title: "Anfang der Zeile" }),
            minimumBase: gkvText(["mindestbetrag"]).meta({ title: "Zusatz: Mindestbemessungsgrundlage" }),
            alone: gkvText(["kvBeitrag", "pvBeitrag", "summe"]).meta({ title: "nach „–“: allein getragen" }),
            beruf: gkvText().meta({ title: "Beruf in der Anfrage" }),
          })
          .strict()
          .meta({ title: "Selbstständige (Teile der Zeile)" }),
      })
      .strict()
      .meta({ title: "Zeile für die Anfrage" }),
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

const labelled = z
  .object({ label: beihilfeText().meta({ title: "Beschriftung" }), hint: beihilfeText().meta({ title: "Erklärung", multiline: true }) })
  .strict();

export const beihilfeTextSchema = z
  .object({
    title: beihilfeText().meta({ title: "Überschrift des Rechners" }),
    pageAction: beihilfeText().meta({ title: "Knopf oben auf Berufsseiten, die mit diesem Rechner beginnen" }),
    intro: beihilfeText().meta({ title: "Einleitung", multiline: true }),
    noScript: z
      .object({ caption: beihilfeText().meta({ title: "Satz über der Tabelle der Werte", multiline: true }) })
      .strict()
      .meta({ title: "Ohne JavaScript" }),
    fields: z
      .object({
        dienstherr: z
          .object({
            label: beihilfeText().meta({ title: "Beschriftung" }),
            hint: beihilfeText().meta({ title: "Erklärung unter dem Feld", multiline: true }),
            bund: beihilfeText().meta({ title: "„Bund“ in der Auswahl" }),
            onRequest: beihilfeText(["dienstherr"]).meta({ title: "Land, dessen Regeln noch nicht geprüft sind" }),
          })
          .strict()
          .meta({ title: "Dienstherr" }),
        status: z
          .object({
            legend: beihilfeText().meta({ title: "Überschrift" }),
            options: z
              .object({ aktiv: beihilfeText().meta({ title: "aktiv" }), versorgung: beihilfeText().meta({ title: "im Ruhestand" }) })
              .strict()
              .meta({ title: "Auswahl" }),
          })
          .strict()
          .meta({ title: "Status" }),
        children: z
          .object({
            label: beihilfeText().meta({ title: "Beschriftung" }),
            placeholder: beihilfeText().meta({ title: "Beispiel im leeren Feld" }),
            hint: beihilfeText().meta({ title: "Erklärung unter dem Feld", multiline: true }),
          })
          .strict()
          .meta({ title: "Kinder (Fehlermeldungen: im GKV-Rechner)" }),
        partner: labelled.meta({ title: "Häkchen Partner:in" }),
        optional: z
          .object({
            elternzeit: labelled.meta({ title: "Elternzeit" }),
            anwaerter: labelled.meta({ title: "Anwärter:in" }),
            verheiratet: labelled.meta({ title: "verheiratet" }),
            arbeitgeberzuschuss: labelled.meta({ title: "Arbeitgeberzuschuss" }),
            berechtigtSeit: labelled.meta({ title: "Beihilfeberechtigt seit (Datum)" }),
          })
          .strict()
          .meta({ title: "Häkchen, die nur manche Länder brauchen" }),
        partnerSubsidy: z
          .object({ label: beihilfeText().meta({ title: "Beschriftung" }) })
          .strict()
          .meta({ title: "Häkchen Arbeitgeberzuschuss der Partner:in" }),
      })
      .strict()
      .meta({ title: "Felder" }),
    result: z
      .object({
        heading: beihilfeText(["jahr", "dienstherr"]).meta({ title: "Überschrift" }),
        verdict: beihilfeText(["satz", "pkv"]).meta({ title: "Ergebniszeile", multiline: true }),
        persons: z
          .object({
            selbst: beihilfeText().meta({ title: "Sie selbst" }),
            partner: beihilfeText().meta({ title: "Partner:in" }),
            kind: beihilfeText().meta({ title: "Kinder" }),
          })
          .strict()
          .meta({ title: "Für wen" }),
        pkvShort: beihilfeText(["pkv"]).meta({ title: "Anteil der PKV" }),
        stationaer: beihilfeText(["satz", "pkv"]).meta({ title: "Anderer Satz im Krankenhaus (danach folgt die Vorschrift)" }),
        openFigure: beihilfeText().meta({ title: "Satz, der nicht geprüft ist" }),
        checkedOn: beihilfeText(["datum"]).meta({ title: "Prüfdatum" }),
        detailsSummary: beihilfeText().meta({ title: "Aufklapper „Wie sich die Sätze ergeben“" }),
        caseLine: beihilfeText(["person", "fall", "satz"]).meta({ title: "Ein Fall (danach folgt die Vorschrift)" }),
        adjustmentLine: beihilfeText(["fall", "punkte"]).meta({ title: "Ein Zu- oder Abschlag (danach folgt die Vorschrift)" }),
        stationaerRule: beihilfeText(["fall"]).meta({ title: "Krankenhaus (danach folgt die Vorschrift)" }),
        verifiedNormtext: beihilfeText().meta({ title: "Geprüft im Wortlaut" }),
        verifiedSecondary: beihilfeText(["ersteQuelle", "zweiteQuelle"]).meta({ title: "Geprüft in zwei Quellen", multiline: true }),
        secondaryMark: beihilfeText().meta({ title: "Unter einem Satz, der auf zwei Quellen beruht", multiline: true }),
        sourceKinds: z
          .object({
            amtlich: beihilfeText().meta({ title: "Behörde oder Beihilfestelle" }),
            verband: beihilfeText().meta({ title: "Gewerkschaft oder Verband" }),
            vermittler: beihilfeText().meta({ title: "Versicherungsvermittler oder Vergleichsportal" }),
            privat: beihilfeText().meta({ title: "andere private Seite" }),
          })
          .strict()
          .meta({ title: "Wer eine Quelle herausgibt (steht in Klammern hinter ihrem Namen)" }),
        noOfficialSource: beihilfeText().meta({ title: "Keine der zwei Quellen ist amtlich", multiline: true }),
        onlyIntermediaries: beihilfeText().meta({ title: "Beide Quellen sind Vermittler", multiline: true }),
        notesHeading: beihilfeText().meta({ title: "Überschrift „Außerdem gilt“" }),
        regulation: beihilfeText(["verordnung", "abkuerzung"]).meta({ title: "Grundlage" }),
        pkvShare: beihilfeText().meta({ title: "Der Anteil der PKV", multiline: true }),
        heilfuersorge: beihilfeText().meta({ title: "Heilfürsorge", multiline: true }),
        onRequest: beihilfeText(["dienstherr", "jahr"]).meta({ title: "Satz auf Anfrage", multiline: true }),
        beforeWording: beihilfeText(["seit"]).meta({ title: "Jahr vor der geprüften Fassung", multiline: true }),
        onRequestNext: beihilfeText().meta({ title: "Was dann zu tun ist", multiline: true }),
      })
      .strict()
      .meta({ title: "Ergebnis" }),
    pauschale: z
      .object({
        heading: beihilfeText().meta({ title: "Überschrift" }),
        offered: beihilfeText(["dienstherr", "seit"]).meta({ title: "Angebot (danach folgt die Vorschrift)", multiline: true }),
        restricted: beihilfeText(["voraussetzungen"]).meta({ title: "Voraussetzungen" }),
        tableSummary: beihilfeText().meta({ title: "Aufklapper der Übersicht" }),
        tableCaption: beihilfeText(["stand"]).meta({ title: "Überschrift der Tabelle", multiline: true }),
        columns: z
          .object({ dienstherr: beihilfeText().meta({ title: "Dienstherr" }), angebot: beihilfeText().meta({ title: "Angebot" }) })
          .strict()
          .meta({ title: "Spalten" }),
        cell: z
          .object({
            yes: beihilfeText(["seit"]).meta({ title: "ja" }),
            no: beihilfeText().meta({ title: "nein" }),
            open: beihilfeText().meta({ title: "nicht geklärt" }),
            conditions: beihilfeText().meta({ title: "mit eigenen Voraussetzungen" }),
          })
          .strict()
          .meta({ title: "Zellen" }),
      })
      .strict()
      .meta({ title: "Pauschale Beihilfe" }),
    basis: z
      .object({
        summary: beihilfeText().meta({ title: "Aufklapper der Übersicht" }),
        caption: beihilfeText().meta({ title: "Überschrift der Tabelle", multiline: true }),
        columns: z
          .object({ dienstherr: beihilfeText().meta({ title: "Dienstherr" }), grundlage: beihilfeText().meta({ title: "Grundlage" }) })
          .strict()
          .meta({ title: "Spalten" }),
        read: beihilfeText().meta({ title: "Im Wortlaut gelesen (danach folgen die Vorschriften)" }),
        secondary: beihilfeText().meta({ title: "Nach zwei Quellen (danach folgen Vorschrift und Quellen)" }),
        onRequest: beihilfeText().meta({ title: "Dienstherr ohne Sätze" }),
      })
      .strict()
      .meta({ title: "Übersicht: worauf die Sätze beruhen" }),
    handover: z
      .object({
        openRate: beihilfeText().meta({ title: "Satz, der nicht geprüft ist" }),
        beruf: z
          .object({ aktiv: beihilfeText(["dienstherr"]).meta({ title: "aktiv" }), versorgung: beihilfeText(["dienstherr"]).meta({ title: "im Ruhestand" }) })
          .strict()
          .meta({ title: "Beruf in der Anfrage" }),
        note: beihilfeText(["jahr", "angaben", "saetze", "pkv"]).meta({ title: "Zeile mit Sätzen", multiline: true }),
        noteOpen: beihilfeText(["jahr", "angaben"]).meta({ title: "Zeile ohne Satz (auf Anfrage)", multiline: true }),
        oneChild: beihilfeText().meta({ title: "ein Kind" }),
        children: beihilfeText(["anzahl"]).meta({ title: "mehrere oder keine Kinder" }),
        withPartner: beihilfeText().meta({ title: "mit Partner:in" }),
        rates: z
          .object({
            selbst: beihilfeText(["satz"]).meta({ title: "Sie selbst" }),
            partner: beihilfeText(["satz"]).meta({ title: "Partner:in" }),
            kind: beihilfeText(["satz"]).meta({ title: "Kinder" }),
          })
          .strict()
          .meta({ title: "Sätze ({saetze})" }),
      })
      .strict()
      .meta({ title: "Zeile für die Anfrage" }),
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
        advantage: maximumText().meta({ title: "im roten Band der Berufsseiten" }),
        advantageWithSaving: maximumText(["prozent"]).meta({ title: "dort, mit belegter Ersparnis" }),
        card: maximumText().meta({ title: "Karte auf der Startseite" }),
        cardWithSaving: maximumText(["prozent"]).meta({ title: "dort, mit belegter Ersparnis" }),
      })
      .strict()
      .meta({ title: "Überschriften des Spar-Vorteils" }),
    heading: maximumText(["jahr"]).meta({ title: "Überschrift des Rechenbeispiels", multiline: true }),
    headingWithSaving: maximumText(["jahr", "prozent"]).meta({ title: "Überschrift, mit belegter Ersparnis", multiline: true }),
    paragraphs: z.array(maximumText(MAXIMUM_FACTS)).min(1, atLeastOne("einen Absatz")).meta({ title: "Die Rechnung", item: "Absatz", multiline: true }),
    comparison: z
      .array(maximumText([...MAXIMUM_FACTS, ...COMPARISON_FACTS]))
      .min(1, atLeastOne("einen Absatz"))
      .meta({ title: "Ihr belegter Vergleich (nur mit savingsComparison in Ihren Angaben)", item: "Absatz", multiline: true }),
    conditionsIntro: maximumText().meta({ title: "Vor den Bedingungen", multiline: true }),
    conditionsIntroWithSaving: maximumText().meta({ title: "Vor den Bedingungen, mit belegter Ersparnis", multiline: true }),
    conditions: z.array(maximumText()).min(1, atLeastOne("eine Bedingung")).meta({ title: "Bedingungen", item: "Bedingung", multiline: true }),
    disclaimer: maximumText().meta({ title: "Hinweis am Ende", multiline: true }),
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
    heading: civilServantText(["jahr"]).meta({ title: "Überschrift", multiline: true }),
    paragraphs: z
      .array(civilServantText(CIVIL_SERVANT_FACTS))
      .min(1, atLeastOne("einen Absatz"))
      .meta({ title: "Die Rechnung", item: "Absatz", multiline: true }),
    conditionsIntro: civilServantText().meta({ title: "Vor den Annahmen" }),
    conditions: z.array(civilServantText()).min(1, atLeastOne("eine Annahme")).meta({ title: "Annahmen", item: "Annahme", multiline: true }),
    disclaimer: civilServantText().meta({ title: "Hinweis am Ende", multiline: true }),
    reducedRateSource: civilServantText().meta({ title: "Quelle: Name des ermäßigten Beitragssatzes" }),
    voluntaryIncomeSource: civilServantText().meta({ title: "Quelle: Beiträge freiwilliger Mitglieder (auch Einkommen von Partner:innen)" }),
  })
  .strict();

export type GkvMaximumExampleText = z.output<typeof gkvMaximumExampleTextSchema>;
export type CivilServantExampleText = z.output<typeof civilServantExampleTextSchema>;
export type CalculatorCommonText = z.output<typeof calculatorCommonTextSchema>;
export type CalculatorPageText = z.output<typeof calculatorPageTextSchema>;
export type SwitchCheckText = z.output<typeof switchCheckTextSchema>;
export type GkvText = z.output<typeof gkvTextSchema>;
export type BeihilfeText = z.output<typeof beihilfeTextSchema>;
