import type { Locator, Page } from "@playwright/test";

/**
 * What the shared components look like in the browser, read the same way wherever they are
 * used: the one disclosure (ui/disclosure.tsx) and the one field frame (ui/field.tsx).
 */

/** The look every <details> of the site has: the shared class, a flex row, no underline, semibold, a 20 px chevron last. */
export const DISCLOSURE_LOOK = { shared: true, display: "flex", underline: "none", weight: "600", chevron: "20×20" };

/** The look of every <details> inside `scope`, one entry each (compare each with DISCLOSURE_LOOK). */
export function disclosureLooks(scope: Locator) {
  return scope.evaluate((element) =>
    Array.from(element.querySelectorAll("details")).map((details) => {
      const summary = details.querySelector(":scope > summary")!;
      const style = getComputedStyle(summary);
      const chevron = summary.lastElementChild;
      return {
        shared: details.classList.contains("disclosure"),
        display: style.display,
        underline: style.textDecorationLine,
        weight: style.fontWeight,
        // The computed size, not the bounding box: the chevron turns when the disclosure opens, and a box read mid-turn is larger.
        chevron: chevron?.matches("svg.disclosure-chevron")
          ? `${parseFloat(getComputedStyle(chevron).width)}×${parseFloat(getComputedStyle(chevron).height)}`
          : "none",
      };
    }),
  );
}

/** The colours a field frame may take, as the browser computes the site's tokens: error red, focus ring, dark neutral. */
export function fieldColours(page: Page) {
  return page.evaluate(() => {
    const probe = document.createElement("span");
    document.body.append(probe);
    const colour = (token: string) => {
      probe.style.color = `var(--color-${token})`;
      return getComputedStyle(probe).color;
    };
    const result = { error: colour("brand-700"), focus: colour("focus"), ink: colour("ink") };
    probe.remove();
    return result;
  });
}

/** A field's border colour and its outline colour ("none" without an outline). */
export function fieldFrame(field: Locator) {
  return field.evaluate((element) => {
    const style = getComputedStyle(element);
    return { border: style.borderTopColor, outline: style.outlineStyle === "none" ? "none" : style.outlineColor };
  });
}
