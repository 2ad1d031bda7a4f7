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
    const present = section("about");
    await expect(waitForElement("about")).resolves.toBe(present);
  });

  it("waits past the previous page's element until the new page renders its own", async () => {
    const stale = section("versicherungsform");
    const waiting = waitForElement("versicherungsform", 1000, stale);
    await new Promise((resolve) => setTimeout(resolve, 50));
    stale.remove();
    const fresh = section("versicherungsform");
    await expect(waiting).resolves.toBe(fresh);
  });

  it("gives up with null after the timeout", async () => {
    await expect(waitForElement("gibt-es-nicht", 30)).resolves.toBeNull();
  });
});
