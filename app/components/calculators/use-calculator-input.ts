import { useEffect, useRef, type RefObject } from "react";
import { TICKED, readCalculatorParams, withCalculatorParams } from "~/modules/calculators/url-state";

/**
 * What a calculator takes over when it hydrates, for each control: what the visitor typed or
 * chose in the prerendered form before the script arrived (it differs from what was rendered),
 * else the page address's value (a reloaded, bookmarked or shared result), else null.
 */
export interface RestoredInput {
  /** A text field or select named `name`, rendered with `rendered`. */
  value(name: string, rendered: string): string | null;
  /** The radio group `name`, rendered with `rendered` chosen. */
  radio(name: string, rendered: string): string | null;
  /** The checkbox `name`, rendered ticked or not. */
  checked(name: string, rendered: boolean): boolean | null;
}

/** How long the address waits after a keystroke before it follows (browsers limit how often it may change). */
const ADDRESS_DELAY_MS = 250;

/**
 * A calculator's input across hydration and in the address. The calculators are prerendered
 * empty and hydrate when scrolled into view: right after hydration `restore` reads the controls
 * and the address once and takes over what it finds. From then on `params` (field name → text,
 * empty ones left out) replace the calculator's parameters in the address with replaceState, so a
 * reload, a bookmark or a shared link shows the same result; other calculators' parameters stay.
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
    const fromAddress = readCalculatorParams(window.location.search, idPrefix);
    const control = (name: string) => root.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`);
    restore({
      value: (name, rendered) => {
        const typed = control(name)?.value;
        return typed !== undefined && typed !== rendered ? typed : (fromAddress[name] ?? null);
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

  const search = withCalculatorParams("", idPrefix, params);
  const rendered = useRef(search);
  const changed = useRef(false);
  useEffect(() => {
    // The first render's input is the prerendered one: writing it would wipe the address before it is restored.
    if (!changed.current && search === rendered.current) return;
    changed.current = true;
    const timer = window.setTimeout(() => {
      const { pathname, search: current, hash } = window.location;
      const next = `${pathname}${withCalculatorParams(current, idPrefix, Object.fromEntries(new URLSearchParams(search)))}${hash}`;
      try {
        window.history.replaceState(window.history.state, "", next);
      } catch {
        // A browser that refuses (too many changes in a short time) keeps the older address; the result on screen is unaffected.
      }
    }, ADDRESS_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [idPrefix, search]);
}
