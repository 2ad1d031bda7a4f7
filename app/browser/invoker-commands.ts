/** Invoker commands (`commandfor`/`command` on buttons): Chromium 135, Firefox 144, Safari 26.2. */
export function supportsInvokerCommands(): boolean {
  return "command" in HTMLButtonElement.prototype;
}
