import { describe, expect, it } from "vitest";
import { CAPTURE_INSTALL_EVENTS_SCRIPT } from "./install-prompt-capture";
import { INSTALL_PROMPT_CAPTURED_EVENT } from "./page-events";

describe("the inline install-event script", () => {
  it("records when the event was captured, since the prompt's 5 s wait counts from it", () => {
    const listeners = new Map<string, (event: Event) => void>();
    const fakeWindow = {
      addEventListener: (name: string, listener: (event: Event) => void) => listeners.set(name, listener),
      dispatchEvent: () => true,
    } as unknown as Window & { __installPromptAt?: number };
    // The script refers to the globals addEventListener, dispatchEvent, window and Date.
    new Function("addEventListener", "dispatchEvent", "window", "Date", CAPTURE_INSTALL_EVENTS_SCRIPT)(
      fakeWindow.addEventListener,
      fakeWindow.dispatchEvent,
      fakeWindow,
      { now: () => 1234 },
    );
    listeners.get("beforeinstallprompt")!({ preventDefault() {} } as Event);
    expect(fakeWindow.__installPromptAt).toBe(1234);
  });

  it("announces the captured event under the name the install directive listens for", () => {
    expect(CAPTURE_INSTALL_EVENTS_SCRIPT).toContain(`new Event("${INSTALL_PROMPT_CAPTURED_EVENT}")`);
  });
});
