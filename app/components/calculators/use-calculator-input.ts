import { useEffect, useRef, type RefObject } from "react";
import { TICKED, calculatorState, moveToFragment, readFragmentParams, withFragmentParams } from "~/modules/calculators/url-state";

/**
 * What a calculator takes over when it hydrates, for each control: what the visitor typed or
 * chose in the prerendered form before the script arrived (it differs from what was rendered),
 * else the page address's value (a reloaded, bookmarked or shared result), else null.
 */
export interface RestoredInput {
  /** A text field or select named `name`, rendered with `rendered`. */
  /** `fromAddress` turns a text the address holds into the field's own notation (the English page, decision 0073); typed text stays as typed. */
  value(name: string, rendered: string, fromAddress?: (text: string) => string): string | null;
  /** The radio group `name`, rendered with `rendered` chosen. */
  radio(name: string, rendered: string): string | null;
  /** The checkbox `name`, rendered ticked or not. */
  checked(name: string, rendered: boolean): boolean | null;
}

/** How long the address waits after a keystroke before it follows (browsers limit how often it may change). */
const ADDRESS_DELAY_MS = 250;

/** Replaces the current history entry's address; never adds one (docs/decisions/0064). */
function replaceAddress(address: string): void {
  try {
    window.history.replaceState(window.history.state, "", address);
  } catch {
    // A browser that refuses (too many changes in a short time) keeps the older address; the result on screen is unaffected.
  }
}

/** Puts exactly `state` (calculatorState) as the calculator's input into the fragment, unless it is there already. */
function writeFragment(idPrefix: string, state: string): void {
  const { pathname, search, hash } = window.location;
  const next = withFragmentParams(hash, idPrefix, Object.fromEntries(new URLSearchParams(state)));
  if (next !== hash) replaceAddress(`${pathname}${search}${next}`);
}

/**
 * A calculator's input across hydration and in the address. The calculators are prerendered
 * empty and hydrate when scrolled into view: right after hydration `restore` reads the controls
 * and the address's fragment once and takes over what it finds (an old link's input in the query
 * is moved into the fragment first). From then on `params` (field name → text, empty ones left
 * out) replace the calculator's parameters in the fragment with replaceState, so a reload, a
 * bookmark or a shared link shows the same result; the anchor and other calculators' parameters
 * stay. The fragment reaches no server (docs/decisions/0064). When the fragment changes under
 * it (a link to „#pkv-wechsel“, the back button), the calculator writes its input back, so the
 * address keeps showing what the screen shows.
 */
export function useCalculatorInput(
  ref: RefObject<HTMLElement | null>,
  idPrefix: string,
  params: Readonly<Record<string, string>>,
  restore: (input: RestoredInput) => void,
): void {
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    // Usually done by the page's inline script before any island hydrates (app/browser/calculator-address.ts).
    const moved = moveToFragment(window.location.search, window.location.hash, [idPrefix]);
    if (moved) replaceAddress(`${window.location.pathname}${moved.search}${moved.hash}`);
    const fromAddress = readFragmentParams(window.location.hash, idPrefix);
    const control = (name: string) => root.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`);
    restore({
      value: (name, rendered, notation) => {
        const typed = control(name)?.value;
        if (typed !== undefined && typed !== rendered) return typed;
        const held = fromAddress[name];
        return held === undefined ? null : notation ? notation(held) : held;
      },
      radio: (name, rendered) => {
        const chosen = root.querySelector<HTMLInputElement>(`input[type="radio"][name="${name}"]:checked`)?.value;
        return chosen !== undefined && chosen !== rendered ? chosen : (fromAddress[name] ?? null);
      },
      checked: (name, rendered) => {
        const box = control(name);
        if (box instanceof HTMLInputElement && box.type === "checkbox" && box.checked !== rendered) return box.checked;
        return name in fromAddress ? fromAddress[name] === TICKED : null;
      },
    });
    // Once, on hydration: later changes come through the controls' own change events.
    // oxlint-disable-next-line react-hooks/exhaustive-deps, react/exhaustive-effect-dependencies
  }, []);

  const state = calculatorState(idPrefix, params);
  const rendered = useRef(state);
  const latest = useRef(state);
  const changed = useRef(false);
  useEffect(() => {
    latest.current = state;
    // The first render's input is the prerendered one: writing it would wipe the address before it is restored.
    if (!changed.current && state === rendered.current) return;
    changed.current = true;
    const timer = window.setTimeout(() => writeFragment(idPrefix, state), ADDRESS_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [idPrefix, state]);

  useEffect(() => {
    const follow = () => {
      if (changed.current) writeFragment(idPrefix, latest.current);
    };
    window.addEventListener("hashchange", follow);
    return () => window.removeEventListener("hashchange", follow);
  }, [idPrefix]);
}
