import { X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { consentStore } from "~/browser/consent-store";
import { msSinceLoadEvent } from "~/browser/page-milestones";
import { cookieBanner as copy } from "~/content/consent";
import { useConsent } from "~/hooks/use-consent";
import { BANNER_EXIT_MS, bannerDelay, type ConsentChoice } from "~/modules/consent-rules";
import { notify } from "../toasts/notify";
import { Button, buttonClasses } from "../ui/button";
import { cn } from "../ui/class-names";

type Phase = "hidden" | "shown" | "leaving";

/**
 * The cookie banner (pkv-site-spec.md §4): shows 1.5 s after load while no answer is stored, or at once when
 * asked for again in the footer. An island that hydrates only in those two cases
 * (client:consent-pending, app/browser/directives/consent-pending.ts); it renders nothing in the
 * prerendered HTML. Non-modal: it takes focus only when the visitor asked for it. On a small
 * screen it never grows past the viewport and scrolls inside itself.
 */
export default function CookieBanner() {
  const { choice, settingsRequest } = useConsent();
  const [phase, setPhase] = useState<Phase>("hidden");
  /** The answer shown as "current" while the banner is open from the footer. */
  const [shownChoice, setShownChoice] = useState<ConsentChoice | null>(null);
  const region = useRef<HTMLElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const exitTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const headingId = useId();

  useEffect(() => {
    if (consentStore.getSnapshot().choice) return;
    // Counted from the load event (pkv-site-spec.md §4), not from the start of navigation, which on a
    // slow connection lies seconds earlier, nor from this island's hydration, which comes later.
    const timer = setTimeout(() => setPhase((now) => (now === "hidden" ? "shown" : now)), bannerDelay(msSinceLoadEvent() ?? 0));
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (!settingsRequest) return;
    clearTimeout(exitTimer.current);
    returnFocus.current = settingsRequest.opener;
    // oxlint-disable-next-line react/set-state-in-effect -- showing what the external store asked for
    setShownChoice(choice);
    setPhase("shown");
    consentStore.settingsShown();
    requestAnimationFrame(() => region.current?.focus());
  }, [settingsRequest, choice]);

  useEffect(() => () => clearTimeout(exitTimer.current), []);

  if (phase === "hidden") return null;

  /** Hides the banner; focus that was inside it goes back where the visitor came from. */
  const hide = () => {
    const hadFocus = region.current?.contains(document.activeElement) ?? false;
    setPhase("hidden");
    setShownChoice(null);
    if (hadFocus) (returnFocus.current ?? document.getElementById("inhalt"))?.focus({ preventScroll: true });
    returnFocus.current = null;
  };

  const choose = (next: ConsentChoice) => {
    if (phase === "leaving") return;
    const stored = consentStore.choose(next);
    setPhase("leaving");
    exitTimer.current = setTimeout(() => {
      hide();
      void (next === "accepted" ? notify.cookiesAccepted(stored) : notify.cookiesDeclined(stored));
    }, BANNER_EXIT_MS);
  };

  return (
    <section
      ref={region}
      tabIndex={-1}
      aria-labelledby={headingId}
      data-state={phase}
      className={cn(
        "pointer-events-auto w-full max-w-3xl overflow-y-auto overscroll-contain rounded-card border border-line bg-white p-4 text-ink shadow-card transition outline-none sm:p-5",
        // Never taller than the viewport (320 × 256 px included): heading and close button stay reachable.
        "max-h-[calc(100dvh-1.5rem)]",
        "focus-visible:outline-3 focus-visible:outline-focus",
        // Slides rather than fades, so its text never passes through low contrast; with reduced
        // motion it does not move in, and fades out over the same 0.5 s.
        phase === "leaving"
          ? "translate-y-[calc(100%+2rem)] duration-500 ease-in motion-reduce:translate-y-0 motion-reduce:opacity-0"
          : "duration-300 ease-out starting:translate-y-[calc(100%+2rem)] motion-reduce:starting:translate-y-0",
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id={headingId} className="pt-1.5 text-lg font-semibold">
          {copy.heading}
        </h2>
        <button type="button" className={buttonClasses("ghost", "icon", "-mt-1 -mr-2 shrink-0")} aria-label={copy.close} onClick={hide}>
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      {shownChoice && <p className="mt-1 text-sm font-semibold">{copy.current[shownChoice]}</p>}
      <p className="mt-2 text-sm leading-relaxed text-ink-muted">{copy.text}</p>
      <p className="mt-2 text-sm leading-relaxed text-ink-muted">
        {copy.details.before}
        <a
          href={copy.details.href}
          className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900 focus-visible:outline-3 focus-visible:outline-focus"
        >
          {copy.details.link}
        </a>
        {copy.details.after}
      </p>
      <div className="mt-4 grid grid-cols-2 gap-3">
        <Button onClick={() => choose("accepted")}>{copy.accept}</Button>
        <Button onClick={() => choose("declined")}>{copy.decline}</Button>
      </div>
    </section>
  );
}
