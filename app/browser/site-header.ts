/** The header's look changes once the page has scrolled more than 20 px (pkv-site-spec.md §9). */
const SCROLLED_THRESHOLD_PX = 20;

export function trackHeaderScroll(): void {
  const header = document.querySelector<HTMLElement>("[data-site-header]");
  if (!header) return;
  let frame = 0;
  const update = () => {
    frame = 0;
    header.dataset.scrolled = String(window.scrollY > SCROLLED_THRESHOLD_PX);
  };
  update();
  window.addEventListener(
    "scroll",
    () => {
      if (!frame) frame = requestAnimationFrame(update);
    },
    { passive: true },
  );
}
