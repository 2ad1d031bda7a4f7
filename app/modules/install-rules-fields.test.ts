// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { FORM_FIELD_SELECTOR } from "./install-rules";

describe("FORM_FIELD_SELECTOR: where focus means the visitor is filling in a form", () => {
  const element = (html: string) => {
    const holder = document.createElement("div");
    holder.innerHTML = html;
    return holder.firstElementChild!;
  };

  it.each([
    '<input type="text">',
    "<input>",
    '<input type="email">',
    '<input inputmode="decimal">',
    '<input type="checkbox">',
    '<input type="radio">',
    "<textarea></textarea>",
    "<select></select>",
    '<div contenteditable="true"></div>',
  ])("%s is a form field", (html) => {
    expect(element(html).matches(FORM_FIELD_SELECTOR)).toBe(true);
  });

  it.each([
    '<input type="submit">',
    '<input type="button">',
    '<input type="hidden">',
    "<button>Weiter</button>",
    '<a href="/">Start</a>',
    '<main tabindex="-1"></main>',
    '<div contenteditable="false"></div>',
  ])("%s is not", (html) => {
    expect(element(html).matches(FORM_FIELD_SELECTOR)).toBe(false);
  });
});
