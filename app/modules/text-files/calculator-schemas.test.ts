import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { placeholdersIn } from "~/modules/copy-placeholders";
import { calculatorCommonTextSchema, calculatorText, switchCheckTextSchema, type CalculatorTextRules } from "./calculator-schemas";
import { TEXT_FILES, TEXT_FILE_FOLDER } from "./text-files";

const CALCULATOR_FILES = [
  "rechner-seite",
  "rechner-gemeinsam",
  "rechner-wechsel",
  "rechner-gkv",
  "rechner-beihilfe",
  "rechenbeispiel-hoechstbeitrag",
  "rechenbeispiel-beamte",
] as const;

const shipped = (name: string) => parse(readFileSync(`${TEXT_FILE_FOLDER}/${name}.yaml`, "utf8")) as Record<string, unknown>;

const messages = (result: z.ZodSafeParseResult<unknown>) => (result.success ? [] : result.error.issues.map((issue) => issue.message));

type Node = { _zod: { def: { type: string; shape?: Record<string, Node>; element?: Node } } };

/** Every text field of a schema with the rules kept on it (none for plain texts). */
function textFields(schema: Node, path = ""): { path: string; rules?: CalculatorTextRules }[] {
  const { def } = schema._zod;
  if (def.type === "object") return Object.entries(def.shape!).flatMap(([key, field]) => textFields(field, path ? `${path}.${key}` : key));
  if (def.type === "array") return textFields(def.element!, path);
  return [{ path, rules: z.globalRegistry.get(schema as never) as CalculatorTextRules | undefined }];
}

describe("a calculator text field", () => {
  const field = calculatorText(["jahr", "gehalt", "grenze"])(["jahr", "gehalt"], 1);

  it("accepts the values it names, its provisions and the build's own placeholders", () => {
    expect(messages(field.safeParse("Ihr Gehalt {gehalt} im Jahr {jahr} ({vorschrift})."))).toEqual([]);
    expect(messages(field.safeParse("Über {wert:versicherungspflichtgrenze} ({vorschrift}), sagt {name}."))).toEqual([]);
  });

  it("refuses, in German, a value its calculator fills elsewhere but not in this text", () => {
    expect(messages(field.safeParse("Grenze {grenze} ({vorschrift})."))).toEqual([
      "„{grenze}“ setzt der Rechner in diesem Text nicht ein; möglich sind hier {jahr}, {gehalt}",
    ]);
    const plain = calculatorText(["jahr"])();
    expect(messages(plain.safeParse("Jahr {jahr}"))).toEqual(["„{jahr}“ setzt der Rechner in diesem Text nicht ein"]);
  });

  it("refuses a text that links more or fewer provisions than the sentence cites", () => {
    const rule = "muss „{vorschrift}“ genau einmal enthalten: Dort steht der Link auf die Vorschrift, die der Satz nennt";
    expect(messages(field.safeParse("Ohne Link."))).toEqual([rule]);
    expect(messages(field.safeParse("Zwei ({vorschrift}, {vorschrift})."))).toEqual([rule]);
    const none = calculatorText(["jahr"])();
    expect(messages(none.safeParse("Mit Link ({vorschrift})."))).toEqual(["darf „{vorschrift}“ nicht enthalten: Dieser Text verlinkt keine Vorschrift"]);
  });

  it("refuses a text without a value it must name", () => {
    const enquiry = calculatorCommonTextSchema.shape.noScript.shape.enquiry;
    expect(messages(enquiry.safeParse("Gern rechne ich es Ihnen auch persönlich aus: {link}."))).toEqual([]);
    expect(messages(enquiry.safeParse("Gern rechne ich es Ihnen auch persönlich aus."))).toEqual([
      "muss „{link}“ enthalten: Dort steht der Link zur Anfrage (sein Text steht im Feld darunter)",
    ]);
  });

  it("tells the editor which values it fills and how many links it has", () => {
    expect(field.description).toBe(
      "Setzt der Rechner ein: {jahr} = das im Rechner gewählte Jahr; {gehalt} = das eingegebene Gehalt oder die Besoldung; {vorschrift} = Link auf die Vorschrift (1-mal, in dieser Reihenfolge).",
    );
    expect(calculatorText(["jahr"])().description).toBeUndefined();
  });

  it("refuses the blank text every owner file refuses", () => {
    expect(messages(field.safeParse("  "))).toContain("ist leer – bitte ausfüllen");
  });
});

describe("the calculators' text files", () => {
  it.each(CALCULATOR_FILES)("%s as shipped fits its schema", (name) => {
    expect(messages(TEXT_FILES[name].schema.safeParse(shipped(name)))).toEqual([]);
  });

  it.each(CALCULATOR_FILES)("%s declares as filled on the page exactly the values its fields may name", (name) => {
    const file: { schema: unknown; filledOnThePage?: readonly string[] } = TEXT_FILES[name];
    const fields = textFields(file.schema as Node);
    const named = fields.flatMap(({ rules }) => rules?.placeholders ?? []);
    const links = fields.some(({ rules }) => rules?.sources);
    expect(new Set(file.filledOnThePage ?? [])).toEqual(new Set([...named, ...(links ? ["vorschrift"] : [])]));
  });

  it("lets only the files that link provisions use „{vorschrift}“", () => {
    const linking = CALCULATOR_FILES.filter((name) => (TEXT_FILES[name] as { filledOnThePage?: readonly string[] }).filledOnThePage?.includes("vorschrift"));
    expect(linking).toEqual(["rechner-wechsel", "rechner-gkv"]);
  });

  it("uses „{vorschrift}“ exactly where a provision is linked in the shipped switch check", () => {
    const data = shipped("rechner-wechsel");
    const linked = textFields(switchCheckTextSchema as never)
      .filter(({ rules }) => rules?.sources)
      .map(({ path }) => path);
    const withPlaceholder = textFields(switchCheckTextSchema as never)
      .map(({ path }) => path)
      .filter((path) =>
        placeholdersIn(String(path.split(".").reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], data))).includes("vorschrift"),
      );
    expect(withPlaceholder).toEqual(linked);
  });
});
