/**
 * Copy of the install prompt (pkv-site-spec.md §4) and of the web app manifest. Imported by the build
 * script that writes the manifest, so it takes the brand as an argument instead of importing config.
 */
export const installPrompt = {
  heading: "Als App installieren",
  text: (brand: string) => `Legen Sie ${brand} auf Ihren Startbildschirm: schnell geöffnet und auch ohne Internetverbindung lesbar.`,
  install: "Installieren",
  later: "Später",
  close: "Hinweis schließen",
  ios: {
    text: "Tippen Sie in Safari auf „Teilen“ und dann auf „Zum Home-Bildschirm“.",
    showGuide: "Anleitung anzeigen",
    steps: [
      "Tippen Sie in der Symbolleiste von Safari auf „Teilen“ (das Quadrat mit dem Pfeil nach oben).",
      "Wählen Sie in der Liste „Zum Home-Bildschirm“; eventuell müssen Sie dafür nach unten scrollen.",
      "Bestätigen Sie oben rechts mit „Hinzufügen“.",
    ],
    done: "Verstanden",
  },
} as const;

export const webAppManifestCopy = {
  name: (brand: string) => `${brand} – Beratung zur privaten Krankenversicherung`,
  /** The status noun from app/content/adviser-role.ts, in the adviser's form. */
  description: (statusNoun: string) =>
    `Ich berate als ${statusNoun} zur privaten Krankenversicherung: Ärzte, Anwälte, Ingenieure, Selbstständige, Beamte und Angestellte – kostenlos und unverbindlich.`,
} as const;
