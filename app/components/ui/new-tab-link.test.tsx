// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { NewTabLink } from "./new-tab-link";

afterEach(cleanup);

describe("NewTabLink", () => {
  it("tells screen readers in German by default that the link opens a new tab", () => {
    const { container } = render(<NewTabLink href="https://example.org/" text="Quelle" />);
    const link = container.querySelector("a")!;
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(link.querySelector(".sr-only")?.textContent).toBe("(öffnet in neuem Tab)");
    expect(link.querySelector("[data-new-tab-end]")?.textContent).toBe("e");
  });

  it("speaks the note a page passes (the English pages', docs/decisions/0073)", () => {
    const { container } = render(<NewTabLink href="https://example.org/" text="Source" note="(opens in a new tab)" />);
    expect(container.querySelector(".sr-only")?.textContent).toBe("(opens in a new tab)");
    expect(container.textContent).not.toContain("neuem Tab");
  });
});
