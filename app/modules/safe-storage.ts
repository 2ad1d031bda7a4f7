/**
 * Web Storage that never throws: private modes, blocked cookies and full quotas make
 * localStorage/sessionStorage throw on access, and the site must keep working without them.
 */

export type StorageArea = "local" | "session";

function area(kind: StorageArea): Storage | null {
  try {
    return kind === "local" ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readStored(kind: StorageArea, key: string): string | null {
  try {
    return area(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Returns false when the value could not be stored. */
export function writeStored(kind: StorageArea, key: string, value: string): boolean {
  try {
    const storage = area(kind);
    if (!storage) return false;
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function removeStored(kind: StorageArea, key: string): void {
  try {
    area(kind)?.removeItem(key);
  } catch {
    // Nothing stored that could be removed.
  }
}
