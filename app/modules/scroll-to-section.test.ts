// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { waitForElement } from "./scroll-to-section";

function section(id: string): HTMLElement {
  const element = document.createElement("section");
  element.id = id;
  document.body.append(element);
  return element;
}

afterEach(() => document.body.replaceChildren());

describe("waitForElement", () => {
  it("resolves with an element that is already there", async () => {
    const form = section("versicherungsform");
    await expect(waitForElement("versicherungsform")).resolves.toBe(form);
  });

  it("waits for the new page's element while the old page's element of the same id is still in the document", async () => {
    const leaving = section("versicherungsform");
    const waiting = waitForElement("versicherungsform", 1000, leaving);
    await new Promise((resolve) => setTimeout(resolve, 50));
    leaving.remove();
    const arriving = section("versicherungsform");
    await expect(waiting).resolves.toBe(arriving);
  });

  it("gives up with null after the timeout", async () => {
    const leaving = section("versicherungsform");
    await expect(waitForElement("versicherungsform", 50, leaving)).resolves.toBeNull();
  });
});
