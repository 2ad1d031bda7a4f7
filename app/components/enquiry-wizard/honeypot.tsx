import type { Ref } from "react";

/**
 * A field no person sees or reaches (clipped, hidden from assistive technology, out of the tab
 * order) and scripts that fill every input do: the relay refuses a post that has it filled
 * (docs/decisions/0063). Not labelled for people, since none will meet it.
 */
export function Honeypot({ inputRef }: { inputRef: Ref<HTMLInputElement> }) {
  return (
    // Clipped to one transparent pixel in the card's corner rather than moved off-screen: nothing sticks out of the card.
    <div aria-hidden="true" className="pointer-events-none absolute top-0 left-0 size-px overflow-hidden opacity-0">
      <label>
        Website
        <input ref={inputRef} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
