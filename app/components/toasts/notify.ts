/**
 * The only module that calls sonner: the site's toasts by name, texts from the catalogue.
 * Toasts come from islands (banner, wizard), so React is loaded whenever one is due. The one
 * toaster is mounted on the first toast (mount-toaster.tsx), into the page's toast area: a page
 * on which nothing is ever announced loads neither sonner nor a toaster.
 */
import { siteConfig } from "~/config/site-config";
import { TOAST_DURATION_MS, toastMessages } from "~/content/toast-messages";

type Sonner = typeof import("sonner");
let sonner: Promise<Sonner> | null = null;
function loadSonner(): Promise<Sonner> {
  sonner ??= import("./mount-toaster").then(async ({ mountToaster }) => {
    await mountToaster();
    return import("sonner");
  });
  return sonner;
}

/**
 * One toast at a time (pkv-site-spec.md §9). The Toaster's visibleToasts={1} only hides older toasts, which
 * come back when the newer one closes (a stale "blocked" warning after the success, say), so
 * every new toast first dismisses the ones before it.
 */
async function showOnly(): Promise<Sonner["toast"]> {
  const { toast } = await loadSonner();
  toast.dismiss();
  return toast;
}

export const notify = {
  async privacyRequired() {
    const toast = await showOnly();
    const { title, description } = toastMessages.privacyRequired;
    toast.error(title, { description, duration: TOAST_DURATION_MS });
  },
  async whatsappOpening() {
    const toast = await showOnly();
    const { title, description } = toastMessages.whatsappOpening;
    toast.success(title, { description: description(siteConfig.adviser.name), duration: TOAST_DURATION_MS });
  },
  /** The pop-up was blocked: offer to open it again from a fresh click, which browsers allow. */
  async popupBlocked(retry: () => void) {
    const toast = await showOnly();
    const { title, description, action } = toastMessages.popupBlocked;
    // Stays until acted on or closed: the enquiry would otherwise be one missed toast away from lost.
    toast.warning(title, { description, duration: Number.POSITIVE_INFINITY, action: { label: action, onClick: retry } });
  },
  /** `stored` false: the browser refused storage, so the toast must not claim the answer was saved. */
  async cookiesAccepted(stored = true) {
    const toast = await showOnly();
    const { title, description } = toastMessages.cookiesAccepted;
    toast.success(title, { description: stored ? description : toastMessages.cookieChoiceNotStored.description, duration: TOAST_DURATION_MS });
  },
  async cookiesDeclined(stored = true) {
    const toast = await showOnly();
    const { title, description } = toastMessages.cookiesDeclined;
    toast.info(title, { description: stored ? description : toastMessages.cookieChoiceNotStored.description, duration: TOAST_DURATION_MS });
  },
};
