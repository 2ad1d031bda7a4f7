/**
 * A tap or click on a modal dialog's backdrop closes it. On a phone there is no Escape key, and
 * Back would leave the site. The backdrop's clicks reach the dialog element itself; the box check
 * keeps a click on the dialog's own padding from counting.
 */
export function closeOnBackdropTap(dialog: HTMLDialogElement): void {
  dialog.addEventListener("click", (event) => {
    if (event.target !== dialog) return;
    const box = dialog.getBoundingClientRect();
    const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
    if (!inside) dialog.close();
  });
}
