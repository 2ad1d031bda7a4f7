import { Toaster } from "sonner";
import { TOAST_DURATION_MS } from "~/content/toast-messages";

/**
 * The one toast area of the site (spec §9): one toast at a time, 3 s, bottom-right, with a close
 * button; swipe to dismiss, pause on hover or hidden page and the Alt+T hotkey are sonner's defaults.
 */
export default function SiteToaster() {
  return (
    <Toaster
      position="bottom-right"
      visibleToasts={1}
      duration={TOAST_DURATION_MS}
      closeButton
      richColors
      containerAriaLabel="Benachrichtigungen"
      toastOptions={{ closeButtonAriaLabel: "Benachrichtigung schließen" }}
    />
  );
}
