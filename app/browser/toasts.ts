/**
 * The site's toasts (pkv-site-spec.md §7–§9) without a library: one at a time, 3 s unless said
 * otherwise, paused while the pointer rests on it, focus is in it or the page is hidden; closed by
 * its close button, Escape, or a swipe of 20 px away from its corner (right or down); Alt+T moves
 * focus to it. It fills the static toast area of every page (app/components/toasts/toast-area.tsx).
 * Loaded only when a toast is due: by the cookie banner on an answer, with the enquiry wizard's
 * island (decision 0050). Nothing runs on import.
 */
import { TOAST_DURATION_MS } from "../content/toast-duration";
import type { ToastMessages } from "../content/toast-messages";

export type ToastType = "success" | "info" | "warning" | "error";

interface ToastOptions {
  type: ToastType;
  title: string;
  description: string;
  /** Milliseconds on screen; Infinity keeps it until it is closed or acted on. */
  duration: number;
  action?: { label: string; onClick: () => void };
}

/** How far a toast must be dragged away from its corner to be dismissed (the spec's library default, § 9). */
export const SWIPE_DISMISS_PX = 20;
/** How long a closing toast fades before it leaves the page. */
export const TOAST_EXIT_MS = 200;

interface Area {
  list: HTMLElement;
  template: HTMLTemplateElement;
  icon(type: ToastType): Node | null;
}

function findArea(): Area | null {
  const root = document.querySelector<HTMLElement>("[data-toast-area]");
  const list = root?.querySelector<HTMLElement>("ol");
  const template = root?.querySelector<HTMLTemplateElement>("template[data-toast-template]");
  if (!root || !list || !template) return null;
  return {
    list,
    template,
    icon: (type) => root.querySelector<HTMLTemplateElement>(`template[data-toast-icon-for="${type}"]`)?.content.cloneNode(true) ?? null,
  };
}

/** The toast on screen: at most one (spec § 9). */
let current: { element: HTMLElement; dismiss: (at: "fade" | "now") => void } | null = null;
/** Where focus was before it entered the toast (a click, Tab, or Alt+T); it goes back there when the toast closes. */
let returnFocus: HTMLElement | null = null;
let hotkeyListening = false;

function listenForHotkey(): void {
  if (hotkeyListening) return;
  hotkeyListening = true;
  document.addEventListener("keydown", (event) => {
    if (!event.altKey || event.code !== "KeyT" || !current) return;
    event.preventDefault();
    if (!current.element.contains(document.activeElement)) {
      returnFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      current.element.focus();
    }
  });
}

function give(element: HTMLElement, selector: string, text: string): void {
  const target = element.querySelector<HTMLElement>(selector);
  if (target) target.textContent = text;
}

function show(options: ToastOptions): void {
  const area = findArea();
  if (!area) return;
  listenForHotkey();
  current?.dismiss("now");
  // A toast still fading out goes at once too: never two on screen.
  for (const leftover of area.list.querySelectorAll("[data-toast]")) leftover.remove();

  const element = area.template.content.firstElementChild?.cloneNode(true);
  if (!(element instanceof HTMLElement)) return;
  element.dataset.type = options.type;
  give(element, "[data-toast-title]", options.title);
  give(element, "[data-toast-description]", options.description);
  const icon = area.icon(options.type);
  if (icon) element.querySelector("[data-toast-icon]")?.append(icon);
  const actionButton = element.querySelector<HTMLButtonElement>("[data-toast-action]");
  if (options.action && actionButton) {
    actionButton.textContent = options.action.label;
    actionButton.hidden = false;
  }

  let remaining = options.duration;
  let startedAt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const pausedBy = new Set<"pointer" | "focus" | "hidden">();
  const run = () => {
    if (pausedBy.size > 0 || !Number.isFinite(remaining)) return;
    startedAt = Date.now();
    timer = setTimeout(() => dismiss("fade"), remaining);
  };
  const pause = (reason: "pointer" | "focus" | "hidden", on: boolean) => {
    const wasPaused = pausedBy.size > 0;
    if (on) pausedBy.add(reason);
    else pausedBy.delete(reason);
    if (!wasPaused && pausedBy.size > 0 && timer !== undefined) {
      clearTimeout(timer);
      timer = undefined;
      remaining -= Date.now() - startedAt;
    } else if (wasPaused && pausedBy.size === 0) run();
  };
  const onVisibility = () => pause("hidden", document.hidden);

  let dismissed = false;
  const dismiss = (at: "fade" | "now") => {
    if (dismissed) return;
    dismissed = true;
    clearTimeout(timer);
    document.removeEventListener("visibilitychange", onVisibility);
    if (current?.element === element) current = null;
    if (element.contains(document.activeElement)) {
      const back = returnFocus?.isConnected ? returnFocus : document.getElementById("inhalt");
      back?.focus({ preventScroll: true });
    }
    returnFocus = null;
    if (at === "now") element.remove();
    else {
      element.dataset.removed = "true";
      setTimeout(() => element.remove(), TOAST_EXIT_MS);
    }
  };

  element.addEventListener("click", (event) => {
    const button = event.target instanceof Element ? event.target.closest("button") : null;
    if (button?.hasAttribute("data-toast-close")) dismiss("fade");
    else if (button === actionButton && options.action) {
      dismiss("fade");
      options.action.onClick();
    }
  });
  element.addEventListener("keydown", (event) => {
    if (event.key === "Escape") dismiss("fade");
  });
  // Moving onto it pauses, not its appearing under a pointer that rests there (the one that just
  // clicked „WhatsApp öffnen“, say): that toast would otherwise never close.
  element.addEventListener("pointermove", () => pause("pointer", true));
  element.addEventListener("pointerleave", () => pause("pointer", false));
  element.addEventListener("focusin", (event) => {
    if (!element.contains(event.relatedTarget as Node | null) && !returnFocus && event.relatedTarget instanceof HTMLElement) returnFocus = event.relatedTarget;
    pause("focus", true);
  });
  element.addEventListener("focusout", (event) => {
    if (!element.contains(event.relatedTarget as Node | null)) pause("focus", false);
  });
  followSwipes(element, () => dismiss("fade"));
  document.addEventListener("visibilitychange", onVisibility);

  current = { element, dismiss };
  area.list.append(element);
  onVisibility();
  run();
}

/** Dragged right or down (away from the bottom-right corner) by SWIPE_DISMISS_PX, it goes; less, it springs back. */
function followSwipes(element: HTMLElement, dismiss: () => void): void {
  let start: { x: number; y: number; id: number } | null = null;
  let distance = 0;
  element.addEventListener("pointerdown", (event) => {
    if (event.button !== 0 || (event.target instanceof Element && event.target.closest("button"))) return;
    start = { x: event.clientX, y: event.clientY, id: event.pointerId };
    distance = 0;
    element.setPointerCapture(event.pointerId);
  });
  element.addEventListener("pointermove", (event) => {
    if (!start || event.pointerId !== start.id) return;
    const right = Math.max(0, event.clientX - start.x);
    const down = Math.max(0, event.clientY - start.y);
    distance = Math.max(right, down);
    element.dataset.swiping = "";
    element.style.translate = right >= down ? `${right}px 0` : `0 ${down}px`;
  });
  const end = (event: PointerEvent) => {
    if (!start || event.pointerId !== start.id) return;
    start = null;
    delete element.dataset.swiping;
    if (distance >= SWIPE_DISMISS_PX) dismiss();
    else element.style.translate = "";
  };
  element.addEventListener("pointerup", end);
  element.addEventListener("pointercancel", end);
}

/**
 * The page's messages, in its language: the toast area carries them as JSON (toast-area.tsx), so
 * this script holds no words and a German page never downloads English ones (docs/decisions/0073, 0076).
 * Null on a page without a toast area, which shows no toast.
 */
function pageMessages(): ToastMessages | null {
  const json = document.querySelector<HTMLElement>("[data-toast-area]")?.dataset.messages;
  return json ? (JSON.parse(json) as ToastMessages) : null;
}

/** The site's toasts by name, texts from the catalogue (app/content/toast-messages.ts, written into the page). */
export const notify = {
  privacyRequired(): void {
    const messages = pageMessages();
    if (!messages) return;
    const { title, description } = messages.privacyRequired;
    show({ type: "error", title, description, duration: TOAST_DURATION_MS });
  },
  whatsappOpening(): void {
    const messages = pageMessages();
    if (!messages) return;
    const { title, description } = messages.whatsappOpening;
    // Information, not success: the page cannot see the message leave WhatsApp (docs/decisions/0063).
    show({ type: "info", title, description, duration: TOAST_DURATION_MS });
  },
  /** The pop-up was blocked: offer to open it again from a fresh click, which browsers allow. */
  popupBlocked(retry: () => void): void {
    const messages = pageMessages();
    if (!messages) return;
    const { title, description, action } = messages.popupBlocked;
    // Stays until acted on or closed: the enquiry would otherwise be one missed toast away from lost.
    show({ type: "warning", title, description, duration: Number.POSITIVE_INFINITY, action: { label: action, onClick: retry } });
  },
  /** `stored` false: the browser refused storage, so the toast must not claim the answer was saved. */
  cookiesAccepted(stored = true): void {
    const messages = pageMessages();
    if (!messages) return;
    const { title, description } = messages.cookiesAccepted;
    show({ type: "success", title, description: stored ? description : messages.cookieChoiceNotStored.description, duration: TOAST_DURATION_MS });
  },
  cookiesDeclined(stored = true): void {
    const messages = pageMessages();
    if (!messages) return;
    const { title, description } = messages.cookiesDeclined;
    show({ type: "info", title, description: stored ? description : messages.cookieChoiceNotStored.description, duration: TOAST_DURATION_MS });
  },
};
