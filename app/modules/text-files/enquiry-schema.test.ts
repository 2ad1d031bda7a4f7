import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { textFileIssues } from "~/content/text-file-data";
import { decapFields } from "~/editor/zod-to-decap";
import { ENQUIRY_PAGE_PLACEHOLDERS, enquiryTextSchema } from "./enquiry-schema";
import { TEXT_FILES, TEXT_FILE_FOLDER } from "./text-files";

const shipped = () => parse(readFileSync(`${TEXT_FILE_FOLDER}/anfrage.yaml`, "utf8")) as Record<string, Record<string, unknown>>;

describe("the enquiry's text file", () => {
  it("is accepted as shipped, and its page placeholders are the ones the build leaves in place", () => {
    expect(textFileIssues("anfrage", shipped())).toEqual([]);
    expect(TEXT_FILES.anfrage.filledOnThePage).toEqual(ENQUIRY_PAGE_PLACEHOLDERS);
  });

  it("refuses a placeholder the page fills elsewhere, naming it and the field, because it would show as typed", () => {
    const data = shipped();
    (data.handoff as Record<string, Record<string, string>>).done.text = "Danke – Sie sind {anzahl} Jahre alt.";
    data.incomeHint!.at = "Genau {grenze}, Schritt {schritt}.";
    expect(textFileIssues("anfrage", data)).toEqual([
      {
        field: "incomeHint.at",
        problem:
          "„{schritt}“ setzt die Seite nur in einem anderen Feld ein, hier bliebe es als Text stehen; hier setzt sie „{monatsbetrag}“, „{jahresbetrag}“, „{grenzjahr}“, „{grenze}“, „{folgejahr}“, „{grenzeFolgejahr}“ ein",
      },
      { field: "handoff.done.text", problem: "„{anzahl}“ setzt die Seite nur in einem anderen Feld ein, hier bliebe es als Text stehen" },
    ]);
  });

  it("accepts the page's placeholders where it fills them, and the build's everywhere", () => {
    const data = shipped();
    data.message!.age = "{anzahl} Jahre ({jahr})";
    (data.handoff as Record<string, Record<string, string>>).done.text = "Danke – ich, {name}, melde mich: {antwortzeit}.";
    expect(textFileIssues("anfrage", data)).toEqual([]);
  });

  it("refuses a placeholder neither the page nor the build knows", () => {
    const data = shipped();
    (data.handoff as Record<string, Record<string, string>>).done.text = "Danke, {vorname}.";
    expect(textFileIssues("anfrage", data)).toEqual([
      expect.objectContaining({ field: "handoff.done.text", problem: expect.stringContaining("unbekannter Platzhalter „{vorname}“") }),
    ]);
  });

  it("needs exactly the four steps the wizard has", () => {
    const data = shipped() as Record<string, unknown>;
    data.steps = (data.steps as unknown[]).slice(0, 3);
    expect(textFileIssues("anfrage", data)).toEqual([{ field: "steps", problem: "braucht genau vier Schritte: Persönlich, Beruflich, Versicherung, Fertig" }]);
  });

  it("tells the owner in the editor what the page puts in for each of its placeholders", () => {
    const message = decapFields(enquiryTextSchema).find((field) => field.name === "message")!;
    expect(message.fields!.find((field) => field.name === "age")!.hint).toBe("Die Seite setzt ein: {anzahl} – das angegebene Alter.");
    expect(message.fields!.find((field) => field.name === "closing")!.hint).toBeUndefined();
  });
});
