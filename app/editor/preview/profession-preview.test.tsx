// @vitest-environment jsdom
import { getDefaultNormalizer, render, screen, within } from "@testing-library/react";
import type { PreviewTemplateComponentProps } from "decap-cms-core";
import { describe, expect, it } from "vitest";
import { readProfessionFiles } from "~/config/profession-files";
import { copiedFromOtherPages } from "~/content/profession-copies";
import { ProfessionPreview } from "./profession-preview";

/** The little of Decap's Immutable entry the preview reads. */
function entryOf(data: unknown, slug = "zahnaerzte") {
  const values: Record<string, unknown> = { data: { toJS: () => data }, slug };
  return { entry: { get: (key: string) => values[key] } } as unknown as PreviewTemplateComponentProps;
}

const shipped = readProfessionFiles()[0]!;

describe("the profession page's preview in the editor", () => {
  it("shows the page as visitors will: the site's own template, placeholders filled, typography set", () => {
    const data = structuredClone(shipped.data) as { hero: { title: string }; readyCta: string };
    data.readyCta = "Im Jahr {jahr} dauert die Anfrage etwa 2 Minuten.";
    render(<ProfessionPreview {...entryOf(data)} />);
    expect(screen.getByRole("heading", { level: 1, name: data.hero.title })).toBeTruthy();
    // As typed, without the testing library's whitespace folding, which would hide the no-break space.
    const asShown = getDefaultNormalizer({ trim: false, collapseWhitespace: false });
    expect(screen.getByText(/^Im Jahr \d{4} dauert die Anfrage etwa 2\u00a0Minuten\.$/, { normalizer: asShown })).toBeTruthy();
  });

  it("lists in German what is missing while the page is incomplete", () => {
    render(<ProfessionPreview {...entryOf({ groupName: "Zahnärzte" })} />);
    expect(screen.getByRole("heading", { name: "Die Vorschau erscheint, sobald die Seite vollständig ist" })).toBeTruthy();
    expect(screen.getByText("hero: fehlt – bitte eintragen")).toBeTruthy();
  });
});

describe("the notes above a profession page's preview", () => {
  const newEntry = (data: unknown) => {
    const values: Record<string, unknown> = { data: { toJS: () => data }, slug: undefined, newRecord: true };
    return { entry: { get: (key: string) => values[key] } } as unknown as PreviewTemplateComponentProps;
  };

  it("leave out the file name the check before saving adds to the entry", () => {
    const saved = { ...(structuredClone(shipped.data) as object), __dateiname: shipped.slug };
    const { container } = render(<ProfessionPreview {...entryOf(saved, shipped.slug)} />);
    expect(within(container).queryByText("Die Vorschau erscheint, sobald die Seite vollständig ist")).toBeNull();
  });

  it("name the address a new page gets on saving, with ä as ae", () => {
    const { container } = render(<ProfessionPreview {...newEntry({ groupName: "Zahnärzte" })} />);
    expect(within(container).getByText("Adresse nach dem Speichern: /pkv-zahnaerzte")).toBeTruthy();
  });

  it("warn in German while a copy still has its source's sentences, naming the source", () => {
    const copy = { ...(structuredClone(shipped.data) as object), groupName: "Zahnärzte", shortLabel: "Zahnärzte", order: 99 };
    const { container } = render(<ProfessionPreview {...newEntry(copy)} />);
    const warning = within(container).getByText("Diese Seite hat noch Texte einer anderen Seite").parentElement!;
    expect(warning.getAttribute("role")).toBe("alert");
    expect(warning.textContent).toMatch(
      new RegExp(`Diese Seite hat noch Texte einer anderen Seite.*\\d+ Sätze stehen wörtlich auch auf der Seite „.+“ \\(/pkv-${shipped.slug}\\)`),
    );
  });

  // Any of the adviser's pages whose copy is its own (the shipped ones all are).
  const own = readProfessionFiles().find((file) => copiedFromOtherPages(file.slug, file.data).length === 0);
  it.runIf(own)("give the page's own address and no warning for a page whose copy is its own", () => {
    const { container } = render(<ProfessionPreview {...entryOf(own!.data, own!.slug)} />);
    expect(within(container).getByText(`Adresse: /pkv-${own!.slug}`)).toBeTruthy();
    expect(within(container).queryByText("Diese Seite hat noch Texte einer anderen Seite")).toBeNull();
  });
});
