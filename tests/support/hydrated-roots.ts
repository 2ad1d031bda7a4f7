/**
 * hydrateRoot for unit tests, with the unmount testing-library's cleanup does not do (it unmounts
 * only what its own render made). A hydrated calculator left mounted kept its address timer
 * running past its test file; once it fired after jsdom was torn down ("window is not defined")
 * and failed a CI run although every test had passed.
 */
import { act } from "@testing-library/react";
import type { ReactNode } from "react";
import { hydrateRoot, type Root } from "react-dom/client";

const mounted: Root[] = [];

/** Hydrates `element` into `container` and remembers the root for unmountHydratedRoots. */
export function hydrateForTest(container: Element, element: ReactNode): Root {
  const root = hydrateRoot(container, element);
  mounted.push(root);
  return root;
}

/** Unmounts every root hydrated since the last call: for afterEach, before cleanup. */
export function unmountHydratedRoots(): void {
  for (const root of mounted.splice(0)) act(() => root.unmount());
}
