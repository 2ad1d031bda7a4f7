import { describe, expect, it } from "vitest";
import { z } from "zod";
import { decapFields, MissingFieldSpecError, schemaLabels, schemaPaths } from "./zod-to-decap";

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

describe("labels said in the schema (.meta, docs/decisions/0074)", () => {
  const labelled = z.object({
    heading: text.meta({ title: "Überschrift" }).describe("Steht über dem Abschnitt"),
    intro: text.meta({ title: "Einleitung", multiline: true }),
    note: text.optional().meta({ title: "Hinweis (freiwillig)" }),
    paragraphs: z.array(text).min(1).meta({ title: "Absätze", item: "Absatz", multiline: true }),
    keywords: z.array(text).meta({ title: "Suchbegriffe" }),
    faqs: z
      .array(z.object({ question: text.meta({ title: "Frage" }), answer: text.meta({ title: "Antwort", multiline: true }) }))
      .meta({ title: "Fragen", item: "Frage", summary: "question" }),
    box: z.object({ title: text.meta({ title: "Titel" }) }).meta({ title: "Kasten" }),
  });
  const fields = decapFields(labelled);
  const field = (name: string) => fields.find((candidate) => candidate.name === name)!;

  it("takes each field's label, hint and widget from its schema, no list of labels needed", () => {
    expect(field("heading")).toEqual({ name: "heading", label: "Überschrift", widget: "string", required: true, hint: "Steht über dem Abschnitt" });
    expect(field("intro")).toMatchObject({ label: "Einleitung", widget: "text" });
    expect(field("note")).toMatchObject({ label: "Hinweis (freiwillig)", required: false });
    expect(field("paragraphs")).toMatchObject({
      label: "Absätze",
      widget: "list",
      label_singular: "Absatz",
      field: { name: "absatz", label: "Absatz", widget: "text" },
    });
    expect(field("keywords")).toMatchObject({ label: "Suchbegriffe", field: { label: "Suchbegriffe", widget: "string" } });
    expect(field("faqs")).toMatchObject({ label: "Fragen", label_singular: "Frage", summary: "{{fields.question}}" });
    expect(field("faqs").fields!.map((one) => [one.label, one.widget])).toEqual([
      ["Frage", "string"],
      ["Antwort", "text"],
    ]);
    expect(field("box").fields![0]).toMatchObject({ name: "title", label: "Titel" });
  });

  it("lists the labels by path for the check before saving", () => {
    expect(schemaLabels(labelled)).toEqual({
      heading: { label: "Überschrift" },
      intro: { label: "Einleitung" },
      note: { label: "Hinweis (freiwillig)" },
      paragraphs: { label: "Absätze" },
      keywords: { label: "Suchbegriffe" },
      faqs: { label: "Fragen" },
      "faqs.question": { label: "Frage" },
      "faqs.answer": { label: "Antwort" },
      box: { label: "Kasten" },
      "box.title": { label: "Titel" },
    });
  });

  it("refuses a field added to a schema without a title, however deep", () => {
    const added = labelled.extend({ extra: text, box: z.object({ title: text.meta({ title: "Titel" }), more: text }).meta({ title: "Kasten" }) });
    expect(() => decapFields(added)).toThrow(MissingFieldSpecError);
    expect(() => decapFields(added)).toThrow("box.more, extra");
    expect(() => decapFields(z.object({ blank: text.meta({ title: " " }) }))).toThrow("blank");
  });

  it("lets a caller's spec name a field the schema titles otherwise", () => {
    expect(decapFields(labelled, { heading: { label: "Titel der Seite" } })[0]!.label).toBe("Titel der Seite");
  });
});
