import { useSyncExternalStore } from "react";
import { DRAFT_STORAGE_KEY, parseDraft, type EnquiryDraft } from "~/modules/enquiry-draft";
import { readStored } from "~/modules/safe-storage";

const noSubscription = () => () => {};

// useSyncExternalStore needs the same object for the same stored text.
let cached: { raw: string | null; draft: EnquiryDraft | null } = { raw: null, draft: null };

function storedDraftSnapshot(): EnquiryDraft | null {
  const raw = readStored("session", DRAFT_STORAGE_KEY);
  if (raw !== cached.raw) cached = { raw, draft: parseDraft(raw) };
  return cached.draft;
}

/**
 * The draft kept in sessionStorage, read as an external store: null in the prerendered HTML and
 * while hydrating (so both agree), the stored draft right after. Nothing else writes to the key
 * behind the wizard's back, so there is nothing to subscribe to.
 */
export function useStoredDraft(): EnquiryDraft | null {
  return useSyncExternalStore(noSubscription, storedDraftSnapshot, () => null);
}
