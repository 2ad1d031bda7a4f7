// @vitest-environment jsdom
import { getDefaultNormalizer, render, screen } from "@testing-library/react";
import type { PreviewTemplateComponentProps } from "decap-cms-core";
import { describe, expect, it } from "vitest";
import { readProfessionFiles } from "~/config/profession-files";
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
