import { useEffect } from "react";
import { Toaster } from "sonner";
import { TOAST_DURATION_MS } from "~/content/toast-messages";

const focusRing = "focus-visible:outline-3! focus-visible:outline-offset-2 focus-visible:outline-focus";

/**
 * The one toast area of the site (pkv-site-spec.md §9): one toast at a time, 3 s, bottom-right, with a close
 * button; swipe to dismiss, pause on hover or hidden page and the Alt+T hotkey are sonner's defaults.
 * Styled with the site's tokens instead of sonner's rich colours, whose red and green text on
 * tinted backgrounds fall short of 4.5:1. The close and action buttons get 44 px targets.
 */
export default function SiteToaster({ onReady }: { onReady?: () => void }) {
  useEffect(() => onReady?.(), [onReady]);
  return (
    <Toaster
      position="bottom-right"
      visibleToasts={1}
      duration={TOAST_DURATION_MS}
      closeButton
      containerAriaLabel="Benachrichtigungen"
      toastOptions={{
        closeButtonAriaLabel: "Benachrichtigung schließen",
        classNames: {
          // Wraps so that an action button goes below the text instead of squeezing it.
          toast: "font-sans! flex-wrap! border-line! border-l-4! text-ink! text-base! gap-x-3! gap-y-3! shadow-card! rounded-card!",
          content: "grow! basis-52!",
          title: "font-semibold!",
          description: "text-ink-muted! text-sm!",
          icon: "size-5!",
          success: "border-l-success! [&_[data-icon]]:text-success",
          error: "border-l-brand-700! [&_[data-icon]]:text-brand-700",
          warning: "border-l-brand-700! [&_[data-icon]]:text-brand-700",
          info: "border-l-ink-muted! [&_[data-icon]]:text-ink-muted",
          // The visible circle stays small; the ::after widens what a finger can hit to 44 px.
          closeButton: `size-7! text-ink! border-line-strong! after:absolute after:-inset-2 after:content-[''] ${focusRing}`,
          actionButton: `ml-8! h-auto! min-h-11 rounded-control! bg-brand-700! px-4! text-sm! font-semibold! text-white! hover:bg-brand-800! ${focusRing}`,
        },
      }}
    />
  );
}
