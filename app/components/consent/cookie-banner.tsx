import { X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { cookieBanner as copy } from "~/content/consent";
import { BANNER_EXIT_MS, bannerDelay, recordChoice, type ConsentChoice } from "~/modules/consent-rules";
import { useLegalDialogs } from "../legal/legal-dialogs";
import { notify } from "../toasts/notify";
import { Button, buttonClasses } from "../ui/button";
import { cn } from "../ui/class-names";
import { applyStorageChanges, currentConsent, readStoredConsent } from "./consent-storage";
import { onCookieSettingsRequest } from "./cookie-settings-request";

type Phase = "hidden" | "shown" | "leaving";

/**
 * The cookie banner (spec §4): shows 1.5 s after load while no answer is stored, or at once when
 * reopened from the footer. Mounted only after hydration (client-extras), so it is never in the
 * prerendered HTML. Non-modal: it takes focus only when the visitor asked for it.
 */
export default function CookieBanner() {
  const { openLegal } = useLegalDialogs();
  const [phase, setPhase] = useState<Phase>("hidden");
  const [current, setCurrent] = useState<ConsentChoice | null>(null);
  const region = useRef<HTMLElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const focusOnShow = useRef(false);
  const exitTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const headingId = useId();

  useEffect(() => {
    if (currentConsent()) return;
    // Counted from the start of page load (performance.now), not from this lazy component's mount.
    const timer = setTimeout(() => setPhase((now) => (now === "hidden" ? "shown" : now)), bannerDelay(performance.now()));
    return () => clearTimeout(timer);
  }, []);

  useEffect(
    () =>
      onCookieSettingsRequest((opener) => {
        clearTimeout(exitTimer.current);
        returnFocus.current = opener;
        focusOnShow.current = true;
        setCurrent(currentConsent());
        setPhase("shown");
      }),
    [],
  );

  useEffect(() => {
    if (phase === "shown" && focusOnShow.current) {
      focusOnShow.current = false;
      region.current?.focus();
    }
  }, [phase]);

  useEffect(() => () => clearTimeout(exitTimer.current), []);

  if (phase === "hidden") return null;

  /** Hides the banner; focus that was inside it goes back where the visitor came from. */
  const hide = () => {
    const hadFocus = region.current?.contains(document.activeElement) ?? false;
    setPhase("hidden");
    setCurrent(null);
    if (hadFocus) (returnFocus.current ?? document.getElementById("inhalt"))?.focus({ preventScroll: true });
    returnFocus.current = null;
  };

  const choose = (choice: ConsentChoice) => {
    if (phase === "leaving") return;
    const stored = applyStorageChanges(recordChoice(choice, readStoredConsent(), Date.now()));
    setPhase("leaving");
    exitTimer.current = setTimeout(() => {
      hide();
      void (choice === "accepted" ? notify.cookiesAccepted(stored) : notify.cookiesDeclined(stored));
    }, BANNER_EXIT_MS);
  };

  return (
    <section
      ref={region}
      tabIndex={-1}
      aria-labelledby={headingId}
      data-state={phase}
      className={cn(
        "pointer-events-auto w-full max-w-3xl rounded-card border border-line bg-white p-4 text-ink shadow-card outline-none transition sm:p-5",
        "focus-visible:outline-3 focus-visible:outline-focus",
        // Slides rather than fades, so its text never passes through low contrast; with reduced
        // motion it does not move in, and fades out over the same 0.5 s.
        phase === "leaving"
          ? "translate-y-[calc(100%+2rem)] duration-500 ease-in motion-reduce:translate-y-0 motion-reduce:opacity-0"
          : "duration-300 ease-out starting:translate-y-[calc(100%+2rem)] motion-reduce:starting:translate-y-0",
      )}>
      <div className="flex items-start justify-between gap-3">
        <h2 id={headingId} className="pt-1.5 text-lg font-semibold">
          {copy.heading}
        </h2>
        <button type="button" className={buttonClasses("ghost", "icon", "-mt-1 -mr-2 shrink-0")} aria-label={copy.close} onClick={hide}>
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      {current && <p className="mt-1 text-sm font-semibold">{copy.current[current]}</p>}
      <p className="mt-2 text-sm leading-relaxed text-ink-muted">{copy.text}</p>
      <p className="mt-2 text-sm leading-relaxed text-ink-muted">
        {copy.details.before}
        <button
          type="button"
          className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900 focus-visible:outline-3 focus-visible:outline-focus"
          onClick={() => openLegal("datenschutz")}>
          {copy.details.link}
        </button>
        {copy.details.after}
      </p>
      <div className="mt-4 grid grid-cols-2 gap-3">
        <Button onClick={() => choose("accepted")}>{copy.accept}</Button>
        <Button onClick={() => choose("declined")}>{copy.decline}</Button>
      </div>
    </section>
  );
}
