import { useEffect, useRef, useState, type RefObject } from "react";
import { flushSync } from "react-dom";
import { loadDraft, saveDraft, withTypedBeforeHydration, type EnquiryDraft } from "~/modules/enquiry-draft";
import { ENQUIRY_HANDOVER_EVENT, takePendingHandover } from "~/browser/enquiry-handover";
import { EMPTY_ENQUIRY } from "~/modules/whatsapp-message";
import { useStoredDraft } from "./use-stored-draft";

export const EMPTY_DRAFT: EnquiryDraft = { step: 1, enquiry: EMPTY_ENQUIRY };

interface WizardDraftOptions {
  hydrated: boolean;
  formRef: RefObject<HTMLFormElement | null>;
  /** Kept in storage while true; once the enquiry is known to have arrived, no longer (docs/decisions/0063). */
  keep: boolean;
  /** A calculator handed a result over: the wizard shows the form and moves focus to it. */
  onHandover: () => void;
}

/**
 * The enquiry as the wizard holds it: the stored draft until the visitor's first change, what was
 * typed before the island hydrated, and a calculator's hand-over („Ergebnis in Anfrage
 * übernehmen“), whenever it comes. Saved on every change while `keep` holds.
 */
export function useWizardDraft({ hydrated, formRef, keep, onHandover }: WizardDraftOptions) {
  const storedDraft = useStoredDraft();
  /** The visitor's own changes; until the first one, the stored draft (or an empty form) shows. */
  const [edited, setEdited] = useState<EnquiryDraft | null>(null);
  const hydrating = useRef(!hydrated);
  const handover = useRef(onHandover);
  useEffect(() => {
    handover.current = onHandover;
  });

  // What was typed into the prerendered form before this script arrived stays on screen after
  // hydration but not in state, and the next render would wipe it: adopt it instead.
  useEffect(() => {
    const form = formRef.current;
    if (!hydrating.current || !form) return;
    const typed = (name: string) => {
      const field = form.elements.namedItem(name);
      return field instanceof HTMLInputElement ? field.value : "";
    };
    const adopted = withTypedBeforeHydration(loadDraft(), { name: typed("name"), age: typed("age"), geburtsjahr: typed("geburtsjahr") });
    // oxlint-disable-next-line react/set-state-in-effect -- syncing from the DOM, which the visitor changed before React owned it
    if (adopted) setEdited({ ...adopted, startedAt: adopted.startedAt ?? Date.now() });
  }, [formRef]);

  useEffect(() => {
    if (edited && keep) saveDraft(edited);
  }, [edited, keep]);

  // A calculator on the page hands its result over: show it at once. A wizard that hydrates later
  // finds it in the stored draft, or, where the browser stores nothing, waiting in the hand-over module.
  useEffect(() => {
    const waiting = takePendingHandover();
    // oxlint-disable-next-line react/set-state-in-effect -- a hand-over made before this island hydrated
    if (waiting) setEdited(waiting);
    const takeOver = (event: Event) => {
      takePendingHandover();
      flushSync(() => setEdited((event as CustomEvent<EnquiryDraft>).detail));
      handover.current();
    };
    document.addEventListener(ENQUIRY_HANDOVER_EVENT, takeOver);
    return () => document.removeEventListener(ENQUIRY_HANDOVER_EVENT, takeOver);
  }, []);

  return { draft: edited ?? storedDraft ?? EMPTY_DRAFT, setDraft: setEdited };
}
