/**
 * The language switch is a plain link to the other language's page (works without JavaScript);
 * followed with it, it carries the address's query and fragment along, where a calculator keeps
 * its inputs (docs/decisions/0064, 0073). Set as the link is used, since the calculators rewrite
 * the address without an event.
 */
export const LANGUAGE_SWITCH = "a[data-language-switch]";

export function switchHref(link: { pathname: string }, address: { search: string; hash: string }): string {
  return link.pathname + address.search + address.hash;
}

export function carryAddressOnLanguageSwitch(): void {
  const carry = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(LANGUAGE_SWITCH) : null;
    if (link) link.href = switchHref(link, window.location);
  };
  // auxclick: a middle click opens the page in a new tab with the inputs too.
  document.addEventListener("click", carry, true);
  document.addEventListener("auxclick", carry, true);
  // Marked as the menus are once their script runs: from now on the switch keeps the inputs.
  for (const link of document.querySelectorAll<HTMLAnchorElement>(LANGUAGE_SWITCH)) link.dataset.enhanced = "";
}
