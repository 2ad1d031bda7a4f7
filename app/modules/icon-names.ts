/**
 * Icons content may name (the profession files, the home page); app/components/content-icon.tsx
 * maps each to its lucide-react icon, and the profession files' schema offers exactly these.
 */
export const ICON_NAMES = [
  "stethoscope",
  "scale",
  "hard-hat",
  "briefcase",
  "landmark",
  "building",
  "shield-check",
  "heart-pulse",
  "piggy-bank",
  "clock",
  "hospital",
  "graduation-cap",
  "users",
  "file-check",
  "calculator",
  "baby",
  "plane",
  "smile",
  "wallet",
  "trending-up",
  "handshake",
  "award",
  "zap",
  "cog",
  "laptop",
  "receipt",
  "user-check",
  "lock",
  "star",
  "activity",
] as const;

export type IconName = (typeof ICON_NAMES)[number];
