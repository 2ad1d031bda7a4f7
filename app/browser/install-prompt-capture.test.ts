import { describe, expect, it } from "vitest";
import { CAPTURE_INSTALL_EVENTS_SCRIPT } from "./install-prompt-capture";
import { INSTALL_PROMPT_CAPTURED_EVENT } from "./page-events";

describe("the inline install-event script", () => {
  it("announces the captured event under the name the install directive listens for", () => {
    expect(CAPTURE_INSTALL_EVENTS_SCRIPT).toContain(`new Event("${INSTALL_PROMPT_CAPTURED_EVENT}")`);
  });
});
