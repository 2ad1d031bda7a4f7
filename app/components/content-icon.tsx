import {
  Activity, Award, Baby, Briefcase, Building2, Calculator, Clock, Cog, FileCheck, GraduationCap, Handshake, HardHat,
  HeartPulse, Hospital, Landmark, Laptop, Lock, PiggyBank, Plane, Receipt, Scale, ShieldCheck, Smile, Star,
  Stethoscope, TrendingUp, UserCheck, Users, Wallet, Zap, type LucideIcon,
} from "lucide-react";
import type { IconName } from "~/content/types";

const icons: Record<IconName, LucideIcon> = {
  stethoscope: Stethoscope,
  scale: Scale,
  "hard-hat": HardHat,
  briefcase: Briefcase,
  landmark: Landmark,
  building: Building2,
  "shield-check": ShieldCheck,
  "heart-pulse": HeartPulse,
  "piggy-bank": PiggyBank,
  clock: Clock,
  hospital: Hospital,
  "graduation-cap": GraduationCap,
  users: Users,
  "file-check": FileCheck,
  calculator: Calculator,
  baby: Baby,
  plane: Plane,
  smile: Smile,
  wallet: Wallet,
  "trending-up": TrendingUp,
  handshake: Handshake,
  award: Award,
  zap: Zap,
  cog: Cog,
  laptop: Laptop,
  receipt: Receipt,
  "user-check": UserCheck,
  lock: Lock,
  star: Star,
  activity: Activity,
};

/** Renders the lucide icon a content module names; decorative, so hidden from screen readers. */
export function ContentIcon({ name, className = "size-6" }: { name: IconName; className?: string }) {
  const Icon = icons[name];
  return <Icon aria-hidden="true" className={className} strokeWidth={1.75} />;
}
