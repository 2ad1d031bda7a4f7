// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { readStored, removeStored, writeStored } from "./safe-storage";

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

describe("safe storage", () => {
  it("reads, writes and removes in both areas", () => {
    expect(writeStored("local", "a", "1")).toBe(true);
    expect(writeStored("session", "a", "2")).toBe(true);
    expect(readStored("local", "a")).toBe("1");
    expect(readStored("session", "a")).toBe("2");
    removeStored("local", "a");
    expect(readStored("local", "a")).toBeNull();
  });

  it("answers null/false instead of throwing when storage throws", () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    vi.spyOn(Storage.prototype, "removeItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    expect(readStored("local", "a")).toBeNull();
    expect(writeStored("session", "a", "1")).toBe(false);
    expect(() => removeStored("local", "a")).not.toThrow();
  });

  it("survives a window whose storage getter throws", () => {
    vi.spyOn(window, "localStorage", "get").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    expect(readStored("local", "a")).toBeNull();
    expect(writeStored("local", "a", "1")).toBe(false);
  });
});
