/**
 * What a calculator's result area says while it has no result (app/components/calculators/
 * calculator-section.tsx): the one text shown, and the prompt kept invisible under the loading text
 * before hydration, so that hydration changes no height (docs/decisions/0068). Reads rendered markup (a string from
 * renderToString, or the document). Needs a DOM (jsdom).
 */
export function resultPrompts(rendered: string | ParentNode): { shown: string[]; invisible: string[] } {
  let root: ParentNode;
  if (typeof rendered === "string") {
    const holder = document.createElement("div");
    holder.innerHTML = rendered;
    root = holder;
  } else {
    root = rendered;
  }
  const prompts = [...root.querySelectorAll<HTMLElement>("[data-calculator-result] > .grid > p")];
  const text = (element: HTMLElement) => element.textContent ?? "";
  return {
    shown: prompts.filter((element) => !element.classList.contains("invisible")).map(text),
    invisible: prompts.filter((element) => element.classList.contains("invisible")).map(text),
  };
}
