import type { Ref } from "react";

/**
 * A field no person sees or reaches (off-screen, hidden from assistive technology, out of the tab
 * order) and scripts that fill every input do: the relay refuses a post that has it filled
 * (docs/decisions/0063). Not labelled for people, since none will meet it.
 */
export function Honeypot({ inputRef }: { inputRef: Ref<HTMLInputElement> }) {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Website
        <input ref={inputRef} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
