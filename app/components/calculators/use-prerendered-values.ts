import { useEffect, type RefObject } from "react";

export interface PrerenderedControls {
  /** The value of the text field or select named `name`, or null when there is none. */
  value(name: string): string | null;
  /** Whether the checkbox named `name` is ticked, or null when there is none. */
  checked(name: string): boolean | null;
  /** The value of the ticked radio button of group `name`, or null. */
  radio(name: string): string | null;
}

/**
 * The calculators are prerendered and hydrate when scrolled into view: anything typed or chosen
 * before the script arrived stays on screen after hydration but not in React's state, and the
 * next keystroke elsewhere would wipe it. Right after hydration `adopt` reads the controls once
 * and takes over what differs from the defaults.
 */
export function usePrerenderedValues(ref: RefObject<HTMLElement | null>, adopt: (controls: PrerenderedControls) => void): void {
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const field = (name: string) => root.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`);
    adopt({
      value: (name) => field(name)?.value ?? null,
      checked: (name) => {
        const box = field(name);
        return box instanceof HTMLInputElement && box.type === "checkbox" ? box.checked : null;
      },
      radio: (name) => root.querySelector<HTMLInputElement>(`input[type="radio"][name="${name}"]:checked`)?.value ?? null,
    });
    // Once, on hydration: later changes come through the controls' own change events.
    // oxlint-disable-next-line react-hooks/exhaustive-deps, react/exhaustive-effect-dependencies
  }, []);
}
