import { Share, SquarePlus, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { siteConfig } from "~/config/site-config";
import { installPrompt as copy } from "~/content/install";
import { appInstalledEarly, installPromptCapturedAt, takeCapturedInstallPrompt, type BeforeInstallPromptEvent } from "~/browser/install-prompt-capture";
import { INSTALL_PROMPT_CAPTURED_EVENT } from "~/browser/page-events";
import { useConsent } from "~/hooks/use-consent";
import {
  advanceSchedule,
  conditionsHeldSince,
  DISMISSED_KEY,
  INSTALLED_KEY,
  installVerdict,
  isIosDevice,
  staleInstallKeys,
  type InstallVariant,
} from "~/modules/install-rules";
import { readStored, removeStored, writeStored } from "~/modules/safe-storage";
import { consentStore } from "~/browser/consent-store";
import { Button, buttonClasses } from "../ui/button";

type View = { variant: InstallVariant; guide: boolean } | null;

function runningStandalone(): boolean {
  try {
    if (window.matchMedia("(display-mode: standalone)").matches) return true;
  } catch {
    // Without matchMedia, fall back to Safari's flag.
  }
  return (navigator as Navigator & { standalone?: boolean }).standalone === true;
}

function iosDevice(): boolean {
  return isIosDevice({ userAgent: navigator.userAgent, platform: navigator.platform, maxTouchPoints: navigator.maxTouchPoints });
}

/**
 * The install-as-app prompt (pkv-site-spec.md §4): needs the banner answer „Alle akzeptieren“ and either the
 * browser's install event or an iOS device; shows 5 s after that holds. An island hydrated only
 * once that holds (client:install-eligible, app/browser/directives/install-eligible.ts); the
 * rules are re-evaluated whenever the answer changes or the browser's event arrives.
 */
export default function InstallPrompt() {
  const { choice } = useConsent();
  const offlineAccepted = choice === "accepted";
  const [view, setView] = useState<View>(null);
  const promptEvent = useRef<BeforeInstallPromptEvent | null>(null);
  /** Set once the visitor has acted: from then on nothing re-evaluates for this page view. */
  const stop = useRef<() => void>(() => {});
  const headingId = useId();

  useEffect(() => {
    let settled = false;
    // The 5 s wait starts when the last condition came true (spec § 4): conditions that held at
    // load count from the page's start, an answer given on this page from that moment, and the
    // browser's install event – which may arrive seconds after load – from its capture, however
    // late this island hydrates.
    const pageStart = Date.now() - performance.now();
    let eligibleSince: number | null = null;
    let dueTimer: ReturnType<typeof setTimeout> | undefined;
    let installedNow = appInstalledEarly();
    promptEvent.current = takeCapturedInstallPrompt();
    const ios = iosDevice();

    const evaluate = () => {
      if (settled) return;
      const now = Date.now();
      const acceptedNow = consentStore.getSnapshot().choice === "accepted";
      const installed = installedNow ? "true" : readStored("local", INSTALLED_KEY);
      const dismissedAt = readStored("local", DISMISSED_KEY);
      for (const key of staleInstallKeys({ offlineAccepted: acceptedNow, installed, dismissedAt, now })) removeStored("local", key);
      const verdict = installVerdict({
        now,
        offlineAccepted: acceptedNow,
        installed,
        dismissedAt,
        standalone: runningStandalone(),
        promptCaptured: promptEvent.current !== null,
        ios,
      });
      const heldSince = verdict.eligible
        ? conditionsHeldSince(verdict.variant, { pageStart, acceptedSince: consentStore.getSnapshot().since, promptCapturedAt: installPromptCapturedAt() })
        : undefined;
      const schedule = advanceSchedule(eligibleSince, verdict, now, heldSince);
      eligibleSince = schedule.eligibleSince;
      clearTimeout(dueTimer);
      if (!verdict.eligible) setView(null);
      else if (schedule.due) setView((shown) => shown ?? { variant: verdict.variant, guide: false });
      else if (schedule.dueAt !== null) dueTimer = setTimeout(evaluate, schedule.dueAt - now);
    };

    const onCaptured = () => {
      promptEvent.current = takeCapturedInstallPrompt() ?? promptEvent.current;
      evaluate();
    };
    const onInstalled = () => {
      installedNow = true;
      writeStored("local", INSTALLED_KEY, "true");
      evaluate();
    };
    const unsubscribe = consentStore.subscribe(evaluate);
    stop.current = () => {
      settled = true;
      unsubscribe();
      clearTimeout(dueTimer);
    };
    window.addEventListener(INSTALL_PROMPT_CAPTURED_EVENT, onCaptured);
    window.addEventListener("appinstalled", onInstalled);
    evaluate();
    return () => {
      stop.current();
      window.removeEventListener(INSTALL_PROMPT_CAPTURED_EVENT, onCaptured);
      window.removeEventListener("appinstalled", onInstalled);
    };
  }, []);

  // Withdrawn in another tab or in the banner: the offer goes at once.
  if (!view || !offlineAccepted) return null;

  const dismiss = () => {
    stop.current();
    writeStored("local", DISMISSED_KEY, String(Date.now()));
    setView(null);
  };

  const install = async () => {
    stop.current();
    const event = promptEvent.current;
    promptEvent.current = null;
    setView(null);
    if (!event) return;
    try {
      await event.prompt();
      const { outcome } = await event.userChoice;
      if (outcome === "accepted") writeStored("local", INSTALLED_KEY, "true");
      else writeStored("local", DISMISSED_KEY, String(Date.now()));
    } catch {
      // The browser refused to show its dialog; nothing was decided, so nothing is stored.
    }
  };

  const showGuide = () => {
    // 'Anleitung anzeigen' counts as dismissing (pkv-site-spec.md): the prompt stays away for 7 days,
    // but the steps stay on screen until the visitor closes them.
    stop.current();
    writeStored("local", DISMISSED_KEY, String(Date.now()));
    setView({ variant: "ios", guide: true });
  };

  return (
    <section
      aria-labelledby={headingId}
      className="pointer-events-auto w-full max-w-md rounded-card border border-line bg-white p-4 text-ink shadow-card transition duration-300 ease-out sm:p-5 starting:translate-y-[calc(100%+2rem)] motion-reduce:starting:translate-y-0"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id={headingId} className="pt-1.5 text-lg font-semibold">
          {copy.heading}
        </h2>
        <button
          type="button"
          className={buttonClasses("ghost", "icon", "-mt-1 -mr-2 shrink-0")}
          aria-label={copy.close}
          onClick={view.guide ? () => setView(null) : dismiss}
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      {view.variant === "native" ? (
        <>
          <p className="mt-2 text-sm leading-relaxed text-ink-muted">{copy.text(siteConfig.brand)}</p>
          <div className="mt-4 grid grid-cols-2 gap-3">
            <Button onClick={() => void install()}>{copy.install}</Button>
            <Button variant="outline" onClick={dismiss}>
              {copy.later}
            </Button>
          </div>
        </>
      ) : view.guide ? (
        <>
          <ol className="mt-2 flex list-decimal flex-col gap-2 pl-5 text-sm leading-relaxed text-ink-muted marker:font-semibold marker:text-ink">
            {copy.ios.steps.map((step, index) => (
              <li key={step}>
                {step}
                {index === 0 && <Share aria-hidden="true" className="ml-1 inline size-4 align-text-bottom text-ink" />}
                {index === 1 && <SquarePlus aria-hidden="true" className="ml-1 inline size-4 align-text-bottom text-ink" />}
              </li>
            ))}
          </ol>
          <Button className="mt-4 w-full" variant="outline" onClick={() => setView(null)}>
            {copy.ios.done}
          </Button>
        </>
      ) : (
        <>
          <p className="mt-2 text-sm leading-relaxed text-ink-muted">{copy.ios.text}</p>
          <Button className="mt-4 w-full" onClick={showGuide}>
            {copy.ios.showGuide}
          </Button>
        </>
      )}
    </section>
  );
}
