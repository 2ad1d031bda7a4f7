/**
 * The page's own channel for the enquiry (docs/decisions/0063): whether this site can deliver at
 * all — asked once per page — and the post itself, which counts as arrived only when the relay
 * says the mail server accepted it. A host without a relay serves the build's own
 * `{"ready":false}` (ENQUIRY_READINESS_PATH), so the button never shows there.
 */
import { useEffect, useState } from "react";
import { ENQUIRY_POST_LIMITS, ENQUIRY_POST_PATH, ENQUIRY_READINESS_PATH, type EnquiryPost } from "~/modules/enquiry-post";
import { readDeliveryAnswer, type DeliveryFailure } from "~/modules/enquiry-mail";

/** The readiness probe must not hold the button back for long: a relay answers at once or not at all. */
const PROBE_TIMEOUT_MS = 5_000;

let readiness: Promise<boolean> | null = null;

async function fetchWithTimeout(input: string, init: RequestInit, timeoutMs: number): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    return await fetch(input, { ...init, signal: controller.signal, credentials: "same-origin", cache: "no-store" });
  } finally {
    clearTimeout(timer);
  }
}

function probe(): Promise<boolean> {
  // Offline (a page from the service worker's copy) nothing can be sent from here: no request, no logged failure.
  if (isOffline()) return Promise.resolve(false);
  readiness ??= fetchWithTimeout(ENQUIRY_READINESS_PATH, { headers: { Accept: "application/json" } }, PROBE_TIMEOUT_MS)
    .then(async (response) => response.ok && ((await response.json()) as { ready?: unknown }).ready === true)
    .catch(() => false);
  return readiness;
}

/** True once the site has said it can deliver; false while asking, or when it cannot. */
export function useDeliveryReady(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let current = true;
    void probe().then((answer) => {
      if (current) setReady(answer);
    });
    return () => {
      current = false;
    };
  }, []);
  return ready;
}

function isOffline(): boolean {
  try {
    return typeof navigator !== "undefined" && navigator.onLine === false;
  } catch {
    return false;
  }
}

/** Posts the enquiry and waits at most ENQUIRY_POST_LIMITS.pageTimeoutMs for the relay's answer. */
export async function postEnquiry(post: EnquiryPost): Promise<{ ok: true } | { ok: false; reason: DeliveryFailure }> {
  if (isOffline()) return { ok: false, reason: "offline" };
  let response: Response;
  try {
    response = await fetchWithTimeout(
      ENQUIRY_POST_PATH,
      { method: "POST", headers: { "Content-Type": "application/json", Accept: "application/json" }, body: JSON.stringify(post) },
      ENQUIRY_POST_LIMITS.pageTimeoutMs,
    );
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") return { ok: false, reason: "timeout" };
    return { ok: false, reason: isOffline() ? "offline" : "network" };
  }
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Not JSON: a host without the relay answered with a page. readDeliveryAnswer calls it refused.
  }
  return readDeliveryAnswer(response.status, body, post.reference);
}
