import { postEnquiry } from "~/hooks/use-enquiry-delivery";
import { emailProblem, phoneProblem } from "~/modules/contact-details";
import type { EnquiryDraft } from "~/modules/enquiry-draft";
import { buildEnquiryPost, type DeliveryFailure } from "~/modules/enquiry-mail";
import { referenceFrom } from "~/modules/enquiry-post";
import type { EnquiryMessageCopy } from "~/modules/whatsapp-message";

export type OwnChannelOutcome = { kind: "invalid" } | { kind: "sent"; reference: string } | { kind: "failed"; reason: DeliveryFailure };

interface SendArgs {
  draft: EnquiryDraft;
  /** The message's words: German on every page, with the English page's language line (docs/decisions/0073). */
  copy: EnquiryMessageCopy;
  honeypot: string;
  /** Neither a number nor an address, or one that cannot be used: the fields say why, the first takes focus. */
  onInvalid: () => void;
  onStart: () => void;
}

function randomBytes(): Uint8Array {
  const bytes = new Uint8Array(4);
  try {
    crypto.getRandomValues(bytes);
  } catch {
    // No Web Crypto (very old browsers): a weaker reference is still a reference.
    for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
  }
  return bytes;
}

function contactFieldToFix(draft: EnquiryDraft): string | null {
  const { telefon, email } = draft.enquiry;
  if (telefon.trim() === "" && email.trim() === "") return "anfrage-telefon";
  if (phoneProblem(telefon)) return "anfrage-telefon";
  if (emailProblem(email)) return "anfrage-email";
  return null;
}

/**
 * „Anfrage senden“: checks that the adviser can answer, then posts the enquiry with a fresh
 * reference; the outcome is „sent“ only when the relay confirmed that reference (docs/decisions/0063).
 */
export async function sendFromThePage({ draft, copy, honeypot, onInvalid, onStart }: SendArgs): Promise<OwnChannelOutcome> {
  const fix = contactFieldToFix(draft);
  if (fix) {
    onInvalid();
    // After the errors render: the field's message is then read with it.
    requestAnimationFrame(() => document.getElementById(fix)?.focus());
    return { kind: "invalid" };
  }
  onStart();
  const reference = referenceFrom(randomBytes());
  const now = Date.now();
  const post = buildEnquiryPost(draft.enquiry, copy, {
    reference,
    elapsedMs: now - (draft.startedAt ?? now),
    website: honeypot,
    page: `${window.location.origin}${window.location.pathname}`,
    sentAt: new Date(now).toISOString(),
  });
  const result = await postEnquiry(post);
  return result.ok ? { kind: "sent", reference } : { kind: "failed", reason: result.reason };
}
