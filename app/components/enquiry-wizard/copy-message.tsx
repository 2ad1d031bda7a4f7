import { Copy } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Button } from "../ui/button";
import { cn } from "../ui/class-names";
import { fieldClasses } from "../ui/field";
import { useWizardWords } from "./wizard-words";

/** Copies through the Clipboard API, else through the selected text; false when the browser allows neither. */
async function copyText(text: string, field: HTMLTextAreaElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // No Clipboard API (plain http, an older browser) or no permission: try the selection.
  }
  try {
    field?.select();
    return document.execCommand("copy");
  } catch {
    return false;
  }
}

/**
 * „Text kopieren“ and the message itself, readable and selectable: for a visitor whose WhatsApp or
 * mail program did not open, or whose enquiry the server did not take, nothing typed is lost.
 */
export function CopyMessage({ message }: { message: string }) {
  const { button, done, failed, textLabel } = useWizardWords().copy.delivery.copy;
  const [state, setState] = useState<"idle" | "done" | "failed">("idle");
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  return (
    <div className="grid gap-2">
      <div>
        <Button variant="outline" onClick={() => void copyText(message, fieldRef.current).then((ok) => setState(ok ? "done" : "failed"))}>
          <Copy aria-hidden="true" className="size-5" />
          {button}
        </Button>
      </div>
      <p role="status" className="text-sm text-ink">
        {state === "done" ? done : state === "failed" ? failed : ""}
      </p>
      <label htmlFor={id} className={cn(fieldClasses.hint, "font-semibold")}>
        {textLabel}
      </label>
      <textarea id={id} ref={fieldRef} readOnly rows={6} value={message} className={cn(fieldClasses.control, "py-3 font-mono text-sm")} />
    </div>
  );
}
