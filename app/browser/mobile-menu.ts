/**
 * The mobile menu is a modal <dialog> opened by invoker commands. Where a browser lacks them,
 * the buttons' clicks do the same here. Following one of its links closes it first, so a link
 * to a section of this page scrolls the page and does not leave the menu on top.
 */
import { supportsInvokerCommands } from "./invoker-commands";

export function enhanceMobileMenu(): void {
  for (const dialog of document.querySelectorAll<HTMLDialogElement>("dialog.mobile-menu")) {
    if (!supportsInvokerCommands()) {
      for (const button of document.querySelectorAll<HTMLButtonElement>(`button[commandfor="${dialog.id}"]`)) {
        button.addEventListener("click", () => {
          if (button.getAttribute("command") === "show-modal" && !dialog.open) dialog.showModal();
          else if (button.getAttribute("command") === "close") dialog.close();
        });
      }
    }
    dialog.addEventListener("click", (event) => {
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (link && dialog.contains(link)) dialog.close();
    });
  }
}
