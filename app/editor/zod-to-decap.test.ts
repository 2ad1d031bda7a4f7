import { describe, expect, it } from "vitest";
import { z } from "zod";
import { decapFields, MissingFieldSpecError, schemaPaths } from "./zod-to-decap";

/** Not blank, as the site's schemas say it. */
const text = z.string().refine((value) => value.trim() !== "", "ist leer");

const schema = z.object({
  name: text.describe("Vor- und Nachname"),
  other: z.string(),
  postalCode: z.string().regex(/^\d{5}$/, "muss eine fünfstellige Postleitzahl sein"),
  title: z.string().max(70, "zu lang"),
  teaser: z.string().min(10),
  vatId: z.string().optional(),
  year: z.number().int().min(1950).max(2100),
  kind: z.enum(["a", "b"]),
  published: z.coerce.date(),
  agreed: z.boolean(),
  mustTick: z.literal(true),
  tags: z.array(text).min(1).max(3),
  names: z.array(text),
  hours: z.array(z.object({ opens: text })).default([]),
  photo: z.object({ src: z.string(), focus: z.object({ x: z.number() }).optional() }),
});

const labels = Object.fromEntries(schemaPaths(schema).map((path) => [path, { label: `L:${path}` }]));

describe("zod schema → Decap fields", () => {
  const fields = decapFields(schema, labels);
  const field = (name: string) => fields.find((candidate) => candidate.name === name)!;

  it("lists every field path, nested and in lists", () => {
    expect(schemaPaths(schema)).toEqual([
      "name",
      "other",
      "postalCode",
      "title",
      "teaser",
      "vatId",
      "year",
      "kind",
      "published",
      "agreed",
      "mustTick",
      "tags",
      "names",
      "hours",
      "hours.opens",
      "photo",
      "photo.src",
      "photo.focus",
      "photo.focus.x",
    ]);
  });

  it("takes the hint from .describe() and the label from the specs", () => {
    expect(field("name")).toEqual({ name: "name", label: "L:name", widget: "string", required: true, hint: "Vor- und Nachname" });
  });

  it("writes an empty text or list where the schema needs the field but allows it empty", () => {
    expect(field("other")).toMatchObject({ widget: "string", required: false, default: "" });
    expect(field("names")).toMatchObject({ widget: "list", required: false, default: [] });
  });

  it("turns a regex into a pattern with the schema's own message", () => {
    expect(field("postalCode").pattern).toEqual(["^\\d{5}$", "muss eine fünfstellige Postleitzahl sein"]);
  });

  it("turns a length limit into a pattern, with the schema's message or one that says the limit", () => {
    const [regex, message] = field("title").pattern!;
    expect(new RegExp(regex).test("x".repeat(70))).toBe(true);
    expect(new RegExp(regex).test("x".repeat(71))).toBe(false);
    expect(message).toBe("zu lang");
    const [teaserRegex, teaserMessage] = field("teaser").pattern!;
    expect([new RegExp(teaserRegex).test("x".repeat(9)), new RegExp(teaserRegex).test("x".repeat(10))]).toEqual([false, true]);
    expect(teaserMessage).toBe("muss mindestens 10 Zeichen lang sein");
  });

  it("makes optional and defaulted fields not required", () => {
    expect(field("vatId").required).toBe(false);
    expect(field("hours")).toMatchObject({ required: false, default: [] });
    expect(field("photo").fields!.find((candidate) => candidate.name === "focus")!.required).toBe(false);
  });

  it("maps numbers, choices, dates, booleans and lists to their widgets with the schema's limits", () => {
    expect(field("year")).toMatchObject({ widget: "number", value_type: "int", min: 1950, max: 2100 });
    expect(field("kind")).toMatchObject({ widget: "select", options: ["a", "b"] });
    expect(field("published")).toMatchObject({ widget: "datetime", format: "YYYY-MM-DD", time_format: false });
    expect(field("agreed")).toMatchObject({ widget: "boolean", required: false, default: false });
    expect(field("mustTick")).toMatchObject({ widget: "boolean", default: true });
    expect(field("tags")).toMatchObject({ widget: "list", min: 1, max: 3, field: { name: "tags", widget: "string", required: true } });
    expect(field("hours").fields).toEqual([{ name: "opens", label: "L:hours.opens", widget: "string", required: true }]);
  });

  it("applies a spec's override over what the schema gives", () => {
    const withImage = decapFields(schema, { ...labels, "photo.src": { label: "Bild", override: { widget: "image" } } });
    expect(withImage.find((candidate) => candidate.name === "photo")!.fields![0]).toMatchObject({ name: "src", label: "Bild", widget: "image" });
  });

  it("refuses a schema field without a label, naming every one", () => {
    const { name: _name, "photo.focus.x": _x, ...incomplete } = labels;
    expect(() => decapFields(schema, incomplete)).toThrow(MissingFieldSpecError);
    expect(() => decapFields(schema, incomplete)).toThrow("name, photo.focus.x");
  });
});
