// Augmentations (this file is a module, so `declare module` extends instead of replacing).
import "react";

declare module "react" {
  /** Invoker commands (HTML): a button opens or closes a <dialog> without script. */
  interface ButtonHTMLAttributes<T> {
    commandfor?: string;
    command?: "show-modal" | "close" | "request-close" | "show-popover" | "hide-popover" | "toggle-popover" | `--${string}`;
  }
}
